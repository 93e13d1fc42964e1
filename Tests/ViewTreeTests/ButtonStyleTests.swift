import Foundation
import FrameRendering
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `.buttonStyle`: a style of one's own sees `isPressed` for the moment a scripted tap holds the
/// button down, and animates it as SwiftUI code does; the built-in styles draw their labels and
/// backgrounds.
@Suite("Button styles")
struct ButtonStyleTests {
    static let canvas = CGSize(width: 300, height: 200)

    /// A style that shrinks its button while pressed, over 0.04 s.
    struct PressScale: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .scaleEffect(configuration.isPressed ? 0.8 : 1)
                .animation(.linear(duration: 0.04), value: configuration.isPressed)
        }
    }

    /// A button that counts its taps, drawn by `PressScale`, and a bar as long as the count.
    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack(spacing: 10) {
                Button("Add") { count += 1 }.buttonStyle(PressScale())
                Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
            }
        }
    }

    @Test("a scripted tap holds a styled button down for 0.1 s before its time: isPressed animates the scale down and back; the action runs when it lets go",
          arguments: [100, 50])
    func pressAnimates(fps: Int) throws {
        let scene = try Scene(named: "press", canvas: Self.canvas, fps: fps, duration: 2, interactions: [.tap("Add", at: 1)],
                              textMeasurer: ViewResolutionTests.Monospace()) { Counter() }
        func scale(at time: Double) throws -> Double { Double(try scene.sample(frame: Int((time * Double(fps)).rounded())).placements[0].scale) }
        func bar(at time: Double) throws -> Double { Double(try scene.sample(frame: Int((time * Double(fps)).rounded())).placements[1].size.width) }
        expectClose(try scale(at: 0.88), 1, tolerance: 1e-9, "before the press")
        expectClose(try scale(at: 0.92), 0.9, tolerance: 1e-9, "half way down, 0.02 s into the press")
        expectClose(try scale(at: 0.98), 0.8, tolerance: 1e-9, "held down")
        expectClose(try scale(at: 1.02), 0.9, tolerance: 1e-9, "half way back, 0.02 s after it lets go")
        expectClose(try scale(at: 1.1), 1, tolerance: 1e-9, "let go")
        expectClose(try bar(at: 0.98), 10, tolerance: 1e-9, "no action while held")
        expectClose(try bar(at: 1.0), 30, tolerance: 1e-9, "the action ran as it let go")
    }

    @Test("a tap at 0 s presses from 0 s; a button without a style of its own keeps its look and still answers")
    func pressAtStartAndUnstyled() throws {
        let styled = try Scene(named: "start", canvas: Self.canvas, fps: 100, duration: 1, interactions: [.tap("Add", at: 0.05)],
                               textMeasurer: ViewResolutionTests.Monospace()) { Counter() }
        expectClose(Double(try styled.sample(frame: 4).placements[0].scale), 0.8, tolerance: 1e-9, "pressed from 0 s, 0.04 s in")
        expectClose(Double(try styled.sample(frame: 5).placements[1].size.width), 30, tolerance: 1e-9)
        struct Plain: View {
            @State private var count = 0
            var body: some View {
                VStack { Button("Add") { count += 1 }; Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10) }
            }
        }
        let plain = try Scene(named: "plain", canvas: Self.canvas, fps: 100, duration: 1, interactions: [.tap("Add", at: 0.5)],
                              textMeasurer: ViewResolutionTests.Monospace()) { Plain() }
        for frame in [0, 45, 50, 60] {
            expectClose(Double(try plain.sample(frame: frame).placements[0].scale), 1, tolerance: 1e-9, "frame \(frame)")
        }
        expectClose(Double(try plain.sample(frame: 50).placements[1].size.width), 30, tolerance: 1e-9)
    }

    @Test("the built-in styles: the label's colour, and the rounded rectangle behind it, 24 × 14 points larger than the label", arguments: [
        ("automatic", Color.accentColor.rgba, nil), ("plain", Color.black.rgba, nil), ("borderless", Color.accentColor.rgba, nil),
        ("bordered", Color.accentColor.rgba, Color.accentColor.opacity(0.15).rgba), ("borderedProminent", Color.white.rgba, Color.accentColor.rgba),
    ] as [(String, RGBAColor, RGBAColor?)])
    func builtIn(name: String, text: RGBAColor, background: RGBAColor?) throws {
        let scene = try Scene(named: name, canvas: Self.canvas, fps: 10, textMeasurer: ViewResolutionTests.Monospace()) {
            switch name {
            case "automatic": Button("Go") {}.buttonStyle(.automatic)
            case "plain": Button("Go") {}.buttonStyle(.plain)
            case "borderless": Button("Go") {}.buttonStyle(.borderless)
            case "bordered": Button("Go") {}.buttonStyle(.bordered)
            default: Button("Go") {}.buttonStyle(.borderedProminent)
            }
        }
        let sample = try scene.sample(frame: 0)
        let labelIndex = try #require(sample.looks.firstIndex { $0.label?.text == "Go" }, "no label in \(sample.looks)")
        #expect(sample.looks[labelIndex].label?.color == text)
        let label = sample.placements[labelIndex]
        guard let background else {
            #expect(sample.looks.count == 1, "\(name) draws only its label")
            return
        }
        let backgroundIndex = try #require(sample.looks.indices.first { $0 != labelIndex })
        #expect(sample.looks[backgroundIndex].fill == background)
        #expect(sample.looks[backgroundIndex].cornerRadius == 6)
        expectClose(sample.placements[backgroundIndex].size, CGSize(width: label.size.width + 24, height: label.size.height + 14))
        expectClose(sample.placements[backgroundIndex].center, label.center)
    }
}
