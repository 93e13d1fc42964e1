import Foundation

/// A type that identifies an alignment guide and computes its default value.
///
/// SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// The guide's value in a view of the given dimensions when the view sets no explicit value.
    /// - Parameter context: The view's dimensions.
    /// - Returns: The offset from the view's top-leading corner along the guide's axis.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the explicit value of a container's `n`th subview that has one (counted from 0),
    /// in the container's coordinates, into the container's own: SwiftUI's hidden requirement,
    /// which by default makes the container's value the average of its subviews'.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running average: after subviews 0…n, `parentValue` is the mean of their values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard n > 0, let current = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = current + (childValue - current) / CGFloat(n + 1)
    }
}

/// Folds explicit guide values, each in the container's coordinates, in order, with the guide's
/// `_combineExplicit`: the container's explicit value, or `nil` when there are none.
func combineExplicit(_ values: [CGFloat], with id: any AlignmentID.Type) -> CGFloat? {
    var merged: CGFloat?
    for (index, value) in values.enumerated() {
        id._combineExplicit(childValue: value, index, into: &merged)
    }
    return merged
}

/// A guide along the horizontal axis that views in a vertical stack line up on.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The type that identifies the guide; guides are equal when their identifiers are.
    let key: AlignmentKey

    /// Creates a guide from its identifier.
    /// - Parameter id: The type that identifies the guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A guide along the vertical axis that views in a horizontal stack line up on.
public struct VerticalAlignment: Hashable, Sendable {
    /// The type that identifies the guide; guides are equal when their identifiers are.
    let key: AlignmentKey

    /// Creates a guide from its identifier.
    /// - Parameter id: The type that identifies the guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        /// A container's first baseline is its first subview's that has one.
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            if n == 0 || parentValue == nil { parentValue = childValue }
        }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        /// A container's last baseline is its last subview's that has one.
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = childValue
        }
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first text baseline: a label's from its font's metrics (a scene's views sized with a
    /// text measurer carry it), a container's its first subview's that has one; the bottom edge
    /// for views without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last text baseline: as ``firstTextBaseline``, with a container's last subview's.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of guides, one on each axis.
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre, centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centre.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centre.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centre, top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centre, bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Leading, top.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Trailing, top.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, bottom.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Trailing, bottom.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
