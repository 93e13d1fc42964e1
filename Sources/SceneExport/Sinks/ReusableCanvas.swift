import CairoRasterizer
import FrameComposition
import Foundation

/// One worker's canvas: made on first use, made again only when the frame size changes, and drawn
/// on for every frame the worker encodes.
final class ReusableCanvas {
    private var canvas: CairoCanvas?

    /// Draws a composed frame's display list.
    /// - Returns: The canvas, holding the frame.
    /// - Throws: ``RenderError/drawing(frame:_:)`` naming the frame.
    func draw(_ frame: ComposedFrame) throws(RenderError) -> CairoCanvas {
        guard let list = frame.displayList else {
            throw .internalFailure("frame \(frame.frame) was composed without its display list")
        }
        do throws(CairoError) {
            let canvas = try canvas(for: list.canvasSize)
            try canvas.draw(list)
            return canvas
        } catch {
            throw .drawing(frame: frame.frame, error)
        }
    }

    private func canvas(for size: CGSize) throws(CairoError) -> CairoCanvas {
        if let canvas, Double(canvas.width) == Double(size.width).rounded(.up),
           Double(canvas.height) == Double(size.height).rounded(.up) {
            return canvas
        }
        let made = try CairoCanvas(size: size)
        canvas = made
        return made
    }
}
