import Foundation
import FrameRendering
import LayoutCatalog
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// Views resolve into the nodes layouts place and the looks their leaves are drawn with, and
/// render as scenes: the articles' view code with only the import changed.
@Suite("Views as scenes")
struct ViewResolutionTests {
    static let canvas = CGSize(width: 400, height: 400)
    static let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]

    /// 10 points a character, 20 high, baseline 16.
    struct Monospace: TextMeasuring {
        func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count) * label.fontSize / 17, height: 20) }
        func baseline(of label: TextLabel) -> CGFloat { 16 }
    }

    // Article 004's ContentView, its state taken out: WheelLayout { ForEach … RoundedRectangle … }.
    @Test("the article's wheel of rounded rectangles: eight 70-point tiles on the circle, in their colours")
    func articleWheel() throws {
        let scene = try Scene(named: "wheel", canvas: Self.canvas) {
            WheelLayout(radius: 130, rotation: .zero) {
                ForEach(0..<8) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Self.colors[index])
                        .frame(width: 70, height: 70)
                }
            }
        }
        let sample = try scene.sample(frame: 0)
        #expect(sample.placements.count == 8)
        for placement in sample.placements {
            expectClose(placement.size, CGSize(width: 70, height: 70))
            let distance = ((placement.center.x - 200) * (placement.center.x - 200) + (placement.center.y - 200) * (placement.center.y - 200)).squareRoot()
            expectClose(Double(distance), 130, tolerance: 1e-9)
        }
        #expect(scene.views.map(\.fill) == Self.colors.map(\.rgba))
        #expect(scene.views.map(\.shape) == Array(repeating: .roundedRectangle, count: 8))
        #expect(scene.views.map(\.cornerRadius) == Array(repeating: 8, count: 8))
    }

    @Test("@ViewBuilder: blocks, if/else, optionals, Group and EmptyView flatten into the views they stand for", arguments: [true, false])
    func builder(flag: Bool) throws {
        let scene = try Scene(named: "builder", canvas: Self.canvas) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10)
                if flag {
                    Circle().frame(width: 20, height: 20)
                } else {
                    Ellipse().frame(width: 30, height: 10)
                    Capsule().frame(width: 30, height: 10)
                }
                if !flag {
                    Color.red.frame(width: 5, height: 5)
                }
                Group {
                    Rectangle().frame(width: 10, height: 10)
                    EmptyView()
                }
            }
        }
        let shapes = scene.views.map(\.shape)
        #expect(shapes == (flag ? [.rectangle, .circle, .rectangle] : [.rectangle, .ellipse, .capsule, .rectangle, .rectangle]))
        let widths = try scene.sample(frame: 0).placements.map(\.size.width)
        #expect(widths == (flag ? [10, 20, 10] : [10, 30, 30, 5, 10]))
    }

    @Test("Text is sized by the measurer at its font, coloured by foregroundStyle; shapes take the foreground too")
    func textAndStyle() throws {
        let scene = try Scene(named: "text", canvas: Self.canvas, textMeasurer: Monospace()) {
            VStack(alignment: .leading, spacing: 4) {
                Text("hello").font(.system(size: 34))
                Text("hi")
                Rectangle().frame(width: 8, height: 8)
            }
            .foregroundStyle(.blue)
            .padding(10)
        }
        let placements = try scene.sample(frame: 0).placements
        expectClose(placements[0].size, CGSize(width: 100, height: 20))
        expectClose(placements[1].size, CGSize(width: 20, height: 20))
        expectClose(Double(placements[1].frame.minX), Double(placements[0].frame.minX))
        let views = scene.views
        #expect(views[0].label?.text == "hello" && views[0].label?.fontSize == 34 && views[1].label?.fontSize == 17)
        #expect(views[0].label?.color == RGBAColor.named["blue"] && views[2].fill == RGBAColor.named["blue"])
        #expect(views[0].fill == .clear)
    }

    @Test("a row aligned on firstTextBaseline lines texts of different sizes up by their baselines")
    func baselines() throws {
        let scene = try Scene(named: "baselines", canvas: Self.canvas, textMeasurer: Monospace()) {
            HStack(alignment: .firstTextBaseline) {
                Text("big").frame(height: 60)
                Text("small")
            }
        }
        let placements = try scene.sample(frame: 0).placements
        // Each text's line is centred in its frame, its baseline 16 below the line's top.
        let first = placements[0].frame.minY + (placements[0].size.height - 20) / 2 + 16
        let second = placements[1].frame.minY + 16
        expectClose(Double(first), Double(second))
    }

    @Test("ForEach over identifiable elements and key paths; effects and offsets reach the placements")
    func forEachAndEffects() throws {
        struct Item: Identifiable { let id: Int; let width: CGFloat }
        let items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
        let names = ["a", "b", "c"]
        let scene = try Scene(named: "each", canvas: Self.canvas) {
            VStack(spacing: 0) {
                ForEach(items) { item in Rectangle().frame(width: item.width, height: 5) }
                ForEach(names, id: \.self) { _ in Circle().frame(width: 6, height: 6).opacity(0.5).rotationEffect(.degrees(45)) }
            }
        }
        let placements = try scene.sample(frame: 0).placements
        #expect(placements.count == 5)
        #expect(placements[0].size.width == 10 && placements[1].size.width == 20)
        #expect(placements[2...].allSatisfy { $0.opacity == 0.5 && abs($0.rotation.degrees - 45) < 1e-9 })
    }
}

@Suite("Spacer in views")
struct SpacerViewTests {
    @Test("a Spacer pushes the views of an HStack to its ends")
    func pushesApart() throws {
        let scene = try Scene(named: "spacer", canvas: CGSize(width: 300, height: 100)) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 30)
                Spacer()
                Circle().frame(width: 30, height: 30)
            }
        }
        let placements = try scene.sample(frame: 0).placements
        expectClose(Double(placements[0].frame.minX), 0)
        expectClose(Double(placements[2].frame.maxX), 300)
        #expect(scene.views[1].fill == .clear)
    }
}

@Suite("Shapes of your own")
struct CustomShapeTests {
    /// A shape declared in a test, as a user would: it answers its path and has no body.
    struct Badge: Shape {
        func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    }

    @Test("a Shape declared outside the library resolves as a shape, filled, with no body asked for")
    func userShape() throws {
        let scene = try Scene(named: "badge", canvas: CGSize(width: 100, height: 100)) {
            VStack {
                Badge().frame(width: 40, height: 20)
                Badge().fill(.red).frame(width: 30, height: 10)
            }
        }
        let paths = scene.views.map { $0.pathShape?.path(in: CGSize(width: 40, height: 20)) }
        #expect(paths == Array(repeating: Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)), count: 2))
        #expect(scene.views.map(\.fill) == [.black, Color.red.rgba])
        #expect(try scene.sample(frame: 0).placements.map(\.size) == [CGSize(width: 40, height: 20), CGSize(width: 30, height: 10)])
    }
}
