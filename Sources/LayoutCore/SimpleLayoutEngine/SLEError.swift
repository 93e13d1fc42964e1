import Foundation

/// Why the Simple Layout Engine could not lay out or report a frame.
public enum SLEError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The fixed items need more room along the direction than the parent has.
    /// - `needed`: the sum of the fixed lengths along the direction, in points.
    /// - `available`: the parent's length along the direction, in points.
    case outOfSpace(direction: SLEDirection, needed: CGFloat, available: CGFloat)
    /// The item has no frame: it was never added to a layout, or adding it failed.
    case itemIncomplete
    /// `frame(at:)` was asked for an index the layout does not have.
    case indexOutOfBounds(index: Int, count: Int)
    /// An item's fixed length is negative, infinite or NaN.
    /// - `index`: the index the item would have had in the layout.
    /// - `axis`: `.horizontal` for its width, `.vertical` for its height.
    case invalidFixedLength(index: Int, axis: Axis, value: CGFloat)
    /// The item is already in a layout; an item holds one frame, so it can be added once.
    /// - `index`: the index it would have had in the layout.
    case itemAlreadyAdded(index: Int)
    /// The parent frame's origin is not finite or its size is not finite and non-negative.
    case invalidParentFrame(CGRect)

    /// A sentence that says what was wrong, with the values involved.
    public var description: String {
        switch self {
        case .outOfSpace(let direction, let needed, let available):
            "out of space: the fixed items need \(needed) pt along the \(direction) "
                + "but the parent has \(available) pt (short by \(needed - available) pt)"
        case .itemIncomplete:
            "item incomplete: the item has no frame because it has not been added to a layout "
                + "(or adding it failed)"
        case .indexOutOfBounds(let index, let count):
            count == 0
                ? "index out of bounds: no item at index \(index); the layout has no items"
                : "index out of bounds: no item at index \(index); the layout has \(count) item"
                    + (count == 1 ? "" : "s") + " (indices 0..<\(count))"
        case .invalidFixedLength(let index, let axis, let value):
            "invalid fixed length: item \(index) has a fixed \(axis == .horizontal ? "width" : "height") of \(value); "
                + "fixed lengths must be finite and non-negative"
        case .itemAlreadyAdded(let index):
            "item already added: item \(index) is already in a layout; an item holds one frame, "
                + "so make a new item for each place"
        case .invalidParentFrame(let frame):
            "invalid parent frame (\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height)): "
                + "the origin must be finite and the size finite and non-negative"
        }
    }
}
