import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// The SwiftUI Lab's "Animating Shape Paths" polygon: its side count is its animatable data, a
/// fractional count adding one more vertex, so the polygon grows its sides smoothly.
struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = Double(min(rect.width, rect.height)) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let extra = sides != sides.rounded(.down) ? 1 : 0
        return Path { path in
            for vertex in 0..<(Int(sides) + extra) {
                let angle = Double(vertex) * 2 * Double.pi / sides
                let point = CGPoint(x: Double(centre.x) + radius * cos(angle), y: Double(centre.y) + radius * sin(angle))
                if vertex == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

/// A sine wave across its frame whose phase is its animatable data; its amplitude is not.
struct Wave: Shape {
    var phase: Double
    var amplitude: Double = 20

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let points = stride(from: 0.0, through: Double(rect.width), by: 4).map { x in
                CGPoint(x: x, y: Double(rect.midY) + amplitude * sin(2 * Double.pi * x / Double(rect.width) + phase))
            }
            path.addLines(points)
        }
    }
}

/// A shape's `animatableData` animates as a layout's does: its path is asked for again at every
/// frame with the interpolated value, rather than cross-faded.
@Suite("Shapes whose animatable data animates")
struct ShapeAnimationTests {
    static let canvas = CGSize(width: 240, height: 160)
    static let frame = CGRect(x: 0, y: 0, width: 120, height: 100)

    /// Expects frame `frame` of `scene` to draw one view, as `expected`'s path, and no fading look.
    static func expectDrawn(_ scene: Scene, frame: Int, as expected: some Shape, _ what: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shapes = try drawnShapes(scene, frame: frame, sourceLocation: sourceLocation)
        #expect(shapes.count == 1, "\(what): one shape drawn, not a cross-fade", sourceLocation: sourceLocation)
        #expect(try scene.sample(frame: frame).fadingLooks.isEmpty, "\(what): nothing fading", sourceLocation: sourceLocation)
        expectSamePath(drawnPath(shapes.last), expected.path(in: Self.frame), tolerance: 1e-9, what, sourceLocation: sourceLocation)
    }

    @Test("a polygon whose side count animates from 3 to 8 draws the polygon of the interpolated count at every frame, at 24 and 60 fps",
          arguments: [(24, [0, 5, 7, 13, 19, 24]), (60, [0, 7, 25, 41, 53, 60])])
    func polygonSides(fps: Int, frames: [Int]) throws {
        let scene = try Scene(named: "polygon", canvas: Self.canvas, fps: fps, initial: 3.0, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 8 },
        ]) { sides in
            Polygon(sides: sides).fill(.blue).frame(width: 120, height: 100)
        }
        #expect(scene.clock.frameCount == fps + 1, "one second at \(fps) fps")
        for frame in frames {
            let time = Double(frame) / Double(fps)
            try Self.expectDrawn(scene, frame: frame, as: Polygon(sides: 3 + 5 * min(time, 1)), "frame \(frame) at \(fps) fps (t = \(time) s)")
        }
    }

    @Test("a wave whose phase animates over two seconds draws the wave at the interpolated phase, at 24 and 60 fps; an ease-in-out one at the curve's value",
          arguments: [24, 60])
    func wavePhase(fps: Int) throws {
        let scene = try Scene(named: "wave", canvas: Self.canvas, fps: fps, initial: 0.0, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = 2 * .pi },
        ]) { phase in
            Wave(phase: phase).stroke(.blue, lineWidth: 2).frame(width: 120, height: 100)
        }
        for time in [0, 0.25, 0.5, 1.25, 2] {
            let frame = Int((time * Double(fps)).rounded())
            try Self.expectDrawn(scene, frame: frame, as: Wave(phase: Double.pi * time), "\(time) s at \(fps) fps")
        }
        let eased = try Scene(named: "eased", canvas: Self.canvas, fps: fps, initial: 0.0, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = 2 * .pi },
        ]) { phase in
            Wave(phase: phase).frame(width: 120, height: 100)
        }
        let quarter = Int((0.5 * Double(fps)).rounded())
        let progress = UnitCurve.easeInOut.value(at: 0.25)
        try Self.expectDrawn(eased, frame: quarter, as: Wave(phase: 2 * Double.pi * progress), "eased, a quarter of the way at \(fps) fps")
    }

    @Test("a change of what does not animate cross-fades, while the animatable data animates under it")
    func otherChangesCrossFade() throws {
        let scene = try Scene(named: "amplitude", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Wave(phase: on ? 2 : 0, amplitude: on ? 40 : 20).frame(width: 120, height: 100)
        }
        let middle = try drawnShapes(scene, frame: 5)
        #expect(middle.count == 2, "the former wave fades out under the new one")
        expectSamePath(drawnPath(middle.last), Wave(phase: 1, amplitude: 40).path(in: Self.frame), "the new amplitude, the phase half way")
        expectSamePath(drawnPath(middle.first), Wave(phase: 1, amplitude: 20).path(in: Self.frame), "the old amplitude, the phase half way")
        try Self.expectDrawn(scene, frame: 10, as: Wave(phase: 2, amplitude: 40), "the end")
    }

    @Test("built-in shapes drawn as paths animate their corners: unequal corner sizes and uneven radii")
    func builtInCorners() throws {
        let scene = try Scene(named: "corners", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            VStack {
                RoundedRectangle(cornerSize: on ? CGSize(width: 30, height: 10) : CGSize(width: 10, height: 30)).frame(width: 120, height: 100)
                UnevenRoundedRectangle(topLeadingRadius: on ? 40 : 0, bottomTrailingRadius: on ? 0 : 40).frame(width: 120, height: 100)
            }
        }
        let shapes = try drawnShapes(scene, frame: 5)
        let fading = try scene.sample(frame: 5).fadingLooks
        #expect(shapes.count == 2 && fading.isEmpty)
        expectSamePath(drawnPath(shapes[0]), Path(roundedRect: Self.frame, cornerSize: CGSize(width: 20, height: 20)), "corner size half way")
        expectSamePath(drawnPath(shapes[1]), Path(roundedRect: Self.frame, cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 20)),
                       "radii half way")
    }

    @Test("a shape whose parameter keyframes drive is drawn at the keyframes' value")
    func keyframes() throws {
        let scene = try Scene(named: "keyframed", canvas: Self.canvas, fps: 10) {
            KeyframeAnimator(initialValue: 0.0, repeating: false) { phase in
                Wave(phase: phase).frame(width: 120, height: 100)
            } keyframes: { _ in
                LinearKeyframe(2 * Double.pi, duration: 1)
            }
        }
        for frame in [0, 3, 5, 10] {
            try Self.expectDrawn(scene, frame: frame, as: Wave(phase: 2 * Double.pi * Double(frame) / 10), "frame \(frame)")
        }
    }
}
