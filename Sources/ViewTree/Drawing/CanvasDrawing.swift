import Foundation
import FrameRendering
import SceneCore

/// A `Canvas`'s renderer as a look's drawing: run with a fresh ``GraphicsContext`` for each size
/// it is asked for, its items what the context recorded.
///
/// The renderer is SwiftUI's non-`Sendable` closure, so that SwiftUI code compiles unchanged,
/// and the drawing is `@unchecked Sendable` on the terms a `Shape`'s `path(in:)` has: the
/// renderer must draw from what it captures and the size alone (as a frame must be a function of
/// its time alone). Each render worker builds its own bodies, so a renderer is run where the
/// worker composes its frames, and where two looks are compared.
struct CanvasDrawing: ViewDrawingSource, @unchecked Sendable {
    /// The size two canvases are compared at: their drawings at this size must be equal.
    static let probeSize = CGSize(width: 100, height: 100)

    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The colour, font size and text measurer of the view around the canvas.
    let environment: GraphicsContext.Environment

    func items(in size: CGSize) -> [DisplayItem] {
        var context = GraphicsContext(environment: environment, size: size)
        renderer(&context, size)
        return context.recordedItems
    }

    /// Whether `other` is a canvas that draws the same items at ``probeSize`` in the same
    /// environment.
    func isEqual(to other: any ViewDrawingSource) -> Bool {
        guard let other = other as? CanvasDrawing, environment.foreground == other.environment.foreground,
              environment.fontSize == other.environment.fontSize else { return false }
        return items(in: Self.probeSize) == other.items(in: Self.probeSize)
    }

    var typeKey: ObjectIdentifier { ObjectIdentifier(CanvasDrawing.self) }
}
