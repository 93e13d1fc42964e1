import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `InsettableShape` and `.strokeBorder`: the outline inset by half the line width, so the whole
/// line falls inside the frame.
@Suite("Stroke borders")
struct StrokeBorderTests {
    static let canvas = CGSize(width: 200, height: 160)
    static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    static let inner = CGRect(x: 5, y: 5, width: 90, height: 90)

    @Test("edge cases: an inset of 0 is the shape; one past half a side leaves an empty frame; a negative one draws outside")
    func edges() {
        #expect(Rectangle().inset(by: 0).path(in: Self.frame) == Rectangle().path(in: Self.frame))
        #expect(Rectangle().inset(by: 80).path(in: Self.frame).boundingRect.size == .zero)
        #expect(Ellipse().inset(by: -5).path(in: Self.frame) == Path(ellipseIn: Self.frame.insetBy(dx: -5, dy: -5)))
        #expect(Circle().inset(by: 2).inset(by: 3).path(in: Self.frame) == Circle().path(in: Self.inner))
    }

    @Test("the built-in shapes inset: in the smaller frame, a rounded rectangle's corners smaller by the inset")
    func insetPaths() {
        #expect(Rectangle().inset(by: 5).path(in: Self.frame) == Path(Self.inner))
        #expect(Circle().inset(by: 5).path(in: Self.frame) == Path(ellipseIn: Self.inner))
        #expect(Capsule().inset(by: 5).path(in: Self.frame) == Capsule().path(in: Self.inner))
        #expect(RoundedRectangle(cornerRadius: 20).inset(by: 5).path(in: Self.frame) == Path(roundedRect: Self.inner, cornerRadius: 15))
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 5).path(in: Self.frame) == Path(roundedRect: Self.inner, cornerRadius: 0))
    }

    @Test("strokeBorder strokes the outline inset by half the line width, in the colour given or the foreground")
    func strokeBorder() throws {
        let scene = try Scene(named: "border", canvas: Self.canvas, fps: 10) {
            HStack(spacing: 0) {
                Rectangle().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
                Circle().strokeBorder(style: StrokeStyle(lineWidth: 10, dash: [4, 4])).frame(width: 100, height: 100)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        #expect(shapes.count == 2)
        expectSamePath(drawnPath(shapes.first), Path(Self.inner), "the rectangle's border")
        expectSamePath(drawnPath(shapes.last), Path(ellipseIn: Self.inner), "the circle's border")
        #expect(shapes.map { $0.stroke?.width } == [10, 10])
        #expect(shapes.last?.stroke?.dash == [4, 4] && shapes.last?.stroke?.color == .black)
    }

    @Test("a border whose width animates stays inside its frame at every frame, at 24 and 60 fps", arguments: [24, 60])
    func animatedWidth(fps: Int) throws {
        let scene = try Scene(named: "thickening", canvas: Self.canvas, fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Rectangle().strokeBorder(.red, lineWidth: on ? 20 : 2).frame(width: 100, height: 100)
        }
        for time in [0, 0.25, 0.5, 1] {
            let shapes = try drawnShapes(scene, frame: Int((time * Double(fps)).rounded()))
            let width = 2 + 18 * time
            #expect(shapes.count == 1 && abs((shapes.first?.stroke?.width ?? 0) - width) < 1e-9, "width at \(time) s at \(fps) fps")
            expectSamePath(drawnPath(shapes.first), Path(Self.frame.insetBy(dx: width / 2, dy: width / 2)), "the border at \(time) s at \(fps) fps")
        }
    }
}
