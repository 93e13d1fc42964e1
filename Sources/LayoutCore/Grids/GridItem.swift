import Foundation

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): SwiftUI's `GridItem`.
///
/// ``LazyGridLayout`` describes how the items share the grid's width (height).
public struct GridItem: Hashable, Sendable {
    /// How an item is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this long, whatever the grid is offered.
        case fixed(CGFloat)
        /// An equal share of what the fixed items leave, kept within `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns (rows) as fit in an equal share of what the fixed items leave, each at
        /// least `minimum` long and at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item is sized.
    public var size: Size
    /// The distance to the next item; `nil` for 8 points.
    public var spacing: CGFloat?
    /// How views are placed in the item's cells; `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates an item.
    /// - Parameters:
    ///   - size: How the item is sized; flexible (at least 10 points) by default.
    ///   - spacing: The distance to the next item; `nil` (the default) for 8 points.
    ///   - alignment: How views are placed in the item's cells; `nil` (the default) for the grid's.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
