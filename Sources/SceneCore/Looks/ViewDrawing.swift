import Foundation
import FrameRendering

/// What a view draws itself, as display items, instead of a shape: a `Canvas`'s drawing
/// (ViewTree makes these).
///
/// The drawing is asked for at every frame, in the frame the view has then, so it follows the
/// view's size and, when the body is built for each frame (a `TimelineView`), the time. Its
/// items are in the view's own coordinates: (0, 0) is the top-left corner of its frame, y down.
/// The composer draws them as one ``GroupItem`` placed, turned and scaled as the view is and
/// clipped to its frame.
public struct ViewDrawing: Hashable, Sendable {
    /// Where the items come from.
    package let source: any ViewDrawingSource

    /// Creates a drawing.
    /// - Parameter source: What draws the items for a size.
    package init(source: any ViewDrawingSource) {
        self.source = source
    }

    /// The items drawn in a frame of `size`, in the frame's coordinates.
    /// - Parameter size: The view's frame size.
    /// - Returns: The items, back to front.
    public func items(in size: CGSize) -> [DisplayItem] {
        source.items(in: size)
    }

    /// Equal when the sources say so (a canvas compares what it draws).
    public static func == (lhs: ViewDrawing, rhs: ViewDrawing) -> Bool {
        lhs.source.isEqual(to: rhs.source)
    }

    /// Hashes the source's type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.typeKey)
    }
}

/// Where a ``ViewDrawing``'s items come from: something that draws itself for a size.
package protocol ViewDrawingSource: Sendable {
    /// The items drawn in a frame of `size`, in its coordinates.
    func items(in size: CGSize) -> [DisplayItem]
    /// Whether `other` draws the same.
    func isEqual(to other: any ViewDrawingSource) -> Bool
    /// The source's type.
    var typeKey: ObjectIdentifier { get }
}
