import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `Shape.trim(from:to:)`: the shape's path trimmed by length, its ends animating as a shape's
/// animatable data does.
@Suite("Trimmed shapes")
struct TrimmedShapeTests {
    static let canvas = CGSize(width: 200, height: 160)
    static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// The point of the circle in `frame` at `fraction` of a turn clockwise on screen from three o'clock.
    static func circlePoint(_ fraction: Double) -> CGPoint {
        let angle = 2 * Double.pi * fraction
        return CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
    }

    @Test("edge cases: from 0 to 1 is the whole outline; from not below to is empty; fractions are clamped")
    func edges() {
        let circle = Circle().path(in: Self.frame)
        #expect(Circle().trim().path(in: Self.frame) == circle)
        #expect(Circle().trim(from: 0.5, to: 0.5).path(in: Self.frame).isEmpty)
        #expect(Circle().trim(from: 0.7, to: 0.2).path(in: Self.frame).isEmpty)
        #expect(Circle().trim(from: -1, to: 2).path(in: Self.frame) == circle)
        #expect(Circle().trim(from: 0.2, to: 0.6).sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
    }

    @Test("a trimmed circle is the arc of that fraction from three o'clock clockwise", arguments: [0.1, 0.25, 0.5, 0.8])
    func arc(fraction: Double) throws {
        let path = Circle().trim(from: 0, to: fraction).path(in: Self.frame)
        let start = try #require(path.outline.elements.first?.points.last)
        let end = try #require(path.currentPoint)
        for (got, want, what) in [(start, Self.circlePoint(0), "start"), (end, Self.circlePoint(fraction), "end")] {
            #expect(hypot(Double(got.x - want.x), Double(got.y - want.y)) < 0.05, "\(what) of the \(fraction) arc: \(got), expected \(want)")
        }
        for point in path.outline.elements.compactMap(\.points.last) {
            #expect(abs(hypot(Double(point.x) - 50, Double(point.y) - 50) - 50) < 0.05, "the end point \(point) on the circle")
        }
    }

    @Test("a circle's stroke trimmed to an animated fraction draws the arc of that fraction at every frame, at 24 and 60 fps",
          arguments: [24, 60])
    func animatedTrim(fps: Int) throws {
        let scene = try Scene(named: "ring", canvas: Self.canvas, fps: fps, initial: 0.0, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = 1 },
        ]) { progress in
            Circle().trim(from: 0, to: progress).stroke(.red, style: StrokeStyle(lineWidth: 8, lineCap: .round)).frame(width: 100, height: 100)
        }
        #expect(scene.clock.frameCount == 2 * fps + 1, "two seconds at \(fps) fps")
        for time in [0.25, 0.5, 1, 1.5, 2] {
            let frame = Int((time * Double(fps)).rounded())
            let shapes = try drawnShapes(scene, frame: frame)
            let fraction = min(time / 2, 1)
            #expect(shapes.count == 1, "\(time) s at \(fps) fps: one shape, not a cross-fade")
            #expect(try scene.sample(frame: frame).fadingLooks.isEmpty)
            expectSamePath(drawnPath(shapes.first), Circle().path(in: Self.frame).trimmedPath(from: 0, to: fraction),
                           "\(time) s at \(fps) fps (fraction \(fraction))")
            let end = Path(try #require(drawnPath(shapes.first))).currentPoint ?? .zero
            let want = Self.circlePoint(fraction)
            #expect(hypot(Double(end.x - want.x), Double(end.y - want.y)) < 0.05, "the arc's end at \(time) s: \(end), expected \(want)")
        }
    }

    @Test("both ends and the shape's own data animate together")
    func bothEndsAndShapeData() throws {
        let scene = try Scene(named: "sliding", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Wave(phase: on ? 2 : 0).trim(from: on ? 0.5 : 0, to: on ? 1 : 0.5).stroke(.blue, lineWidth: 2).frame(width: 100, height: 100)
        }
        let shapes = try drawnShapes(scene, frame: 5)
        #expect(shapes.count == 1)
        expectSamePath(drawnPath(shapes.first), Wave(phase: 1).path(in: Self.frame).trimmedPath(from: 0.25, to: 0.75), "half way")
    }
}
