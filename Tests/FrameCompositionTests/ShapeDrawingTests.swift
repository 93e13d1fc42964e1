import Foundation
import FrameRendering
import SceneFiles
import Testing
@testable import FrameComposition

/// How scene views are drawn in the frames they are placed in.
@Suite("Shapes in their frames")
struct ShapeDrawingTests {
    // Apple's documentation of Circle: "A circle centered on the frame of the view containing it",
    // whose radius is half the frame's smaller side; an Ellipse fills the frame.
    @Test("a circle in a 60×20 frame is the 20-point circle at its centre; an ellipse fills the frame", arguments: [
        (ShapeSpec.circle, CGSize(width: 20, height: 20)), (.ellipse, CGSize(width: 60, height: 20)),
        (.rectangle, CGSize(width: 60, height: 20)), (.roundedRectangle, CGSize(width: 60, height: 20)),
    ])
    func drawnSize(shape: ShapeSpec, expected: CGSize) throws {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 100}, "layout": {"name": "zstack"},
             "views": [{"shape": "\(shape.rawValue)", "width": 60, "height": 20}]}
            """
        let scene = try Scene(SceneReader.read(Data(text.utf8), file: "s.json", name: "s"))
        let list = try #require(try FrameComposer(scene: scene).compose(frame: 0).displayList)
        let shapes = list.items.compactMap { item -> ShapeItem? in
            guard case .shape(let shape) = item else { return nil }
            return shape
        }
        try #require(shapes.count == 1)
        #expect(shapes[0].size == expected)
        #expect(shapes[0].center == CGPoint(x: 100, y: 50))
    }
}
