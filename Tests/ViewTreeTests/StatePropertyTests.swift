import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `@State` in views: kept by where the view is, started at its initial value every frame, and
/// written back by layouts through its binding within the frame.
@Suite("@State in views")
struct StatePropertyTests {
    static let canvas = CGSize(width: 200, height: 200)

    /// The layout's answer, sent back to the view that carries a binding to its state.
    enum Chosen: LayoutValueKey {
        static let defaultValue: Binding<Int>? = nil
    }

    /// Stacks its views and tells each its index (plus `offset`), or, with `counting`, one more
    /// than it holds: a write that never settles.
    struct Numbering: Layout {
        var counting = false
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 20 * CGFloat(subviews.count))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(index)), proposal: .unspecified)
                guard let binding = subview[Chosen.self] else { continue }
                binding.wrappedValue = counting ? binding.wrappedValue + 1 : index
            }
        }
    }

    /// A tile whose width and colour are what the layout chose for it.
    struct Tile: View {
        @State var chosen = 0
        var body: some View {
            Rectangle()
                .fill(chosen == 2 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 10 + 10 * CGFloat(chosen), height: 20)
                .layoutValue(key: Chosen.self, value: $chosen)
        }
    }

    @Test("each view's state is its own, written back by the layout in the same frame: sizes and colours follow it")
    func writtenBack() throws {
        let scene = try Scene(named: "numbered", canvas: Self.canvas) {
            Numbering {
                ForEach(0..<3) { _ in Tile() }
            }
        }
        let placements = try scene.sample(frame: 0).placements
        #expect(placements.map(\.size.width) == [10, 20, 30])
        let looks = (try scene.sample(frame: 0).looks)
        #expect(looks.map(\.fill) == [RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 1, green: 0, blue: 0)])
        // A render worker's own sampler, and the same frame again, come out the same.
        #expect(try scene.makeSampler().sample(frame: 0).placements == placements)
        #expect(try scene.sample(frame: 0).placements == placements)
    }

    @Test("a write that never settles is an error naming the property, after LayoutPass.maximumPasses passes")
    func neverSettles() throws {
        do {
            _ = try Scene(named: "counting", canvas: Self.canvas) { Numbering(counting: true) { Tile() } }.sample(frame: 0)
            Issue.record("a write that never settles was accepted")
        } catch {
            #expect(error.message.contains("Tile.chosen was still changing after \(LayoutPass.maximumPasses) layout passes"), "\(error.message)")
        }
    }

    @Test("outside a scene a @State property keeps its own value, and its binding reads and writes it")
    func standalone() {
        let tile = Tile()
        #expect(tile.chosen == 0)
        tile.$chosen.wrappedValue = 4
        #expect(tile.chosen == 4)
        let list = State(wrappedValue: [1, 2, 3])
        list.projectedValue[1].wrappedValue = 7
        #expect(list.wrappedValue == [1, 7, 3])
    }

    /// A view placed twice in one body, from one value.
    struct Pair<Content: View>: View {
        let content: Content
        var body: some View {
            Numbering {
                content
                content
            }
        }
    }

    @Test("one view value placed twice has a state in each place, as in SwiftUI")
    func placedTwice() throws {
        let scene = try Scene(named: "pair", canvas: Self.canvas) { Pair(content: Tile()) }
        #expect(try scene.sample(frame: 0).placements.map(\.size.width) == [10, 20])
    }

    /// Writes a provisional value, then the final one, in every pass.
    struct SecondThoughts: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: .unspecified)
                subview[Chosen.self]?.wrappedValue = 99
                subview[Chosen.self]?.wrappedValue = 3
            }
        }
    }

    @Test("only the value a pass leaves counts: a provisional write followed by the final one settles")
    func provisionalWrites() throws {
        let scene = try Scene(named: "second thoughts", canvas: Self.canvas) { SecondThoughts { Tile() } }
        #expect(try scene.sample(frame: 0).placements.map(\.size.width) == [40])
    }
}
