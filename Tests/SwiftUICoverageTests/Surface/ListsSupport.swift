import CairoRasterizer
import FrameComposition
import Foundation
import Testing
import Zoetrope

extension ViewProbe {
    /// Writes the frame's picture as a PNG to `ZOETROPE_LISTS_PICTURES/<name>.png` when that
    /// environment variable names a folder, to look at by eye; nothing otherwise.
    func writePictureForReview(named name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_LISTS_PICTURES"] else { return }
        let composed = try FrameComposer(scene: scene).compose(frame: frame)
        let list = try #require(composed.displayList)
        let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
        try canvas.draw(list)
        try Data(PNGEncoder.encode(canvas)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    /// The frame of the first leaf labelled `text`.
    func frame(ofLabel text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let index = try #require(looks.firstIndex { $0.label?.text == text }, "no label \"\(text)\"", sourceLocation: sourceLocation)
        return frames[index]
    }
}
