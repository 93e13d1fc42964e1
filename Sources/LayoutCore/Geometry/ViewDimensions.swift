import Foundation

/// A view's size and the positions of its alignment guides.
///
/// SwiftUI's `ViewDimensions`, returned by `LayoutSubview.dimensions(in:)`.
public struct ViewDimensions: Hashable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat

    /// Creates dimensions for a view of the given size with default guides.
    /// - Parameter size: The view's size.
    public init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The value of a horizontal guide, measured from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.idType.defaultValue(in: self) }
    /// The value of a vertical guide, measured from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { guide.idType.defaultValue(in: self) }
    /// The explicit value of a horizontal guide; `nil` as no view here sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The explicit value of a vertical guide; `nil` as no view here sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
