import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A scene of `content` on a 300 × 200 canvas.
private func semanticsScene<Content: View & SendableMetatype>(fps: Int = 30, duration: TimeInterval = 1, interactions: [Interaction] = [],
                                                              @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "semantics", canvas: CGSize(width: 300, height: 200), fps: fps, duration: duration,
              interactions: interactions, textMeasurer: CairoTextMeasurer(), content: content)
}

/// What real animation views rely on and SwiftUI does (issue 39's fourth item), each shown on a
/// view written in the idiom that relies on it.
@Suite("Event semantics real views rely on")
struct EventSemanticsTests {
    @Test("onAppear on a ForEach runs once when the ForEach appears, not once per element: a flag toggled there is toggled once")
    func forEachAppearsOnce() throws {
        struct Flags: View {
            @State private var appeared = 0
            @State private var on = false
            var body: some View {
                VStack {
                    ForEach(0..<4, id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
                        .onAppear {
                            appeared += 1
                            on.toggle()
                        }
                    Rectangle().frame(width: CGFloat(10 + 10 * appeared), height: on ? 20 : 10)
                }
            }
        }
        let scene = try semanticsScene { Flags() }
        let bar = try #require(try scene.sample(frame: 10).placements.last)
        #expect(bar.size == CGSize(width: 20, height: 20), "one run, and the toggle stays on")
    }

    @Test("onAppear on a ForEach runs again only after all its views left; onDisappear runs when the last one leaves")
    func forEachComesAndGoes() throws {
        struct Items: View {
            @State private var count = 2
            @State private var appeared = 0
            @State private var disappeared = 0
            var body: some View {
                VStack {
                    Button("Fewer") { count -= 1 }
                    Button("More") { count += 2 }
                    ForEach(0..<count, id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
                        .onAppear { appeared += 1 }
                        .onDisappear { disappeared += 1 }
                    Rectangle().frame(width: CGFloat(10 + 10 * appeared), height: CGFloat(10 + 10 * disappeared))
                }
            }
        }
        let scene = try semanticsScene(duration: 3, interactions: [.tap("Fewer", at: 0.5), .tap("Fewer", at: 1), .tap("More", at: 2)]) { Items() }
        let bar = { (frame: Int) in try #require(try scene.sample(frame: frame).placements.last).size }
        #expect(try bar(20) == CGSize(width: 20, height: 10), "one element left: neither runs")
        #expect(try bar(40) == CGSize(width: 20, height: 20), "none left: onDisappear once")
        #expect(try bar(70) == CGSize(width: 30, height: 20), "two again: onAppear once more")
    }

    @Test("delay(d) before repeatForever waits d at the start of every repetition, as SwiftUI does", arguments: [10, 30])
    func delayEveryRepetition(fps: Int) throws {
        struct Pulse: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: on ? 110 : 10, height: 10)
                    .onAppear { withAnimation(.linear(duration: 1).delay(1).repeatForever(autoreverses: false)) { on = true } }
            }
        }
        let scene = try semanticsScene(fps: fps, duration: 5) { Pulse() }
        let width = { (time: Double) in try scene.sample(frame: Int((time * Double(fps)).rounded())).placements[0].size.width }
        #expect(try width(0.5) == 10, "the first delay")
        #expect(abs(try width(1.5) - 60) < 1e-6, "half way through the first run")
        #expect(try width(2.5) == 10, "the second repetition waits again")
        #expect(abs(try width(3.5) - 60) < 1e-6, "and then runs")
    }

    @Test("alignmentGuide closures run subview by subview, in order, in every layout pass: a running total reset by the first subview sees the order")
    func alignmentGuidesInOrder() throws {
        final class Calls: @unchecked Sendable { var order: [Int] = [] }
        struct Cloud: View {
            let calls: Calls
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        Rectangle().frame(width: 20, height: 10)
                            .alignmentGuide(.leading) { _ in
                                calls.order.append(index)
                                return CGFloat(-25 * index)
                            }
                    }
                }
            }
        }
        let calls = Calls()
        let scene = try semanticsScene(duration: 0.1) { Cloud(calls: calls) }
        calls.order = []
        let placed = try scene.makeSampler().sample(frame: 0).placements.map(\.frame.minX)
        #expect(!calls.order.isEmpty && calls.order.count.isMultiple(of: 4))
        let passes = stride(from: 0, to: calls.order.count, by: 4).map { Array(calls.order[$0..<$0 + 4]) }
        #expect(passes.allSatisfy { $0 == [0, 1, 2, 3] }, "\(calls.order)")
        #expect(zip(placed, placed.dropFirst()).allSatisfy { abs($1 - $0 - 25) < 1e-9 }, "each 25 right of the last: \(placed)")
    }

    @Test("A .cornerRadius whose radius animates clips every frame at the animated radius, not a cross-fade of the two clips")
    func animatedCornerRadius() throws {
        struct Rounding: View {
            @State private var round = false
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .cornerRadius(round ? 50 : 0)
                    .onAppear { withAnimation(.linear(duration: 1)) { round = true } }
            }
        }
        let scene = try Scene(named: "rounding", canvas: CGSize(width: 100, height: 100), fps: 10, duration: 1) { Rounding() }
        let blue = RGBA8(red: 0, green: 122, blue: 255), white = RGBA8(red: 255, green: 255, blue: 255)
        func pixel(_ frame: Int, _ x: Int, _ y: Int) throws -> RGBA8 {
            try controlsImage(scene, frame: frame, name: "rounding-\(frame)").pixel(x: x, y: y)
        }
        // Half way the radius is 25: (3, 3) is outside the corner's circle, (12, 12) inside.
        #expect(try pixel(5, 3, 3).maximumComponentDifference(from: white) <= 2, "outside the corner at radius 25")
        #expect(try pixel(5, 12, 12).maximumComponentDifference(from: blue) <= 2, "inside it")
        #expect(try pixel(0, 3, 3).maximumComponentDifference(from: blue) <= 2, "square at the start")
        #expect(try pixel(10, 12, 12).maximumComponentDifference(from: white) <= 2, "a circle at the end")
    }
}
