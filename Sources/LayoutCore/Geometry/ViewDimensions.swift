import Foundation

/// A view's size and the positions of its alignment guides.
///
/// SwiftUI's `ViewDimensions`, returned by `LayoutSubview.dimensions(in:)` and given to
/// `AlignmentID.defaultValue(in:)` and `.alignmentGuide(_:computeValue:)`. A guide's value is its
/// explicit value when the view has one (set with `alignmentGuide`, or, for a container, what its
/// layout's `explicitAlignment(of:in:proposal:subviews:cache:)` answers) and its default
/// otherwise. Two dimensions are equal when their sizes are.
public struct ViewDimensions: Hashable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    /// Where the explicit values come from; `nil` for a view without any.
    private let explicitGuides: ExplicitGuides?

    /// Creates dimensions for a view of the given size with default guides.
    /// - Parameter size: The view's size.
    public init(size: CGSize) {
        width = size.width
        height = size.height
        explicitGuides = nil
    }

    /// Creates dimensions whose explicit guide values `explicitGuides` answers.
    init(size: CGSize, explicitGuides: ExplicitGuides) {
        width = size.width
        height = size.height
        self.explicitGuides = explicitGuides
    }

    /// The value of a horizontal guide, measured from the leading edge: its explicit value, or its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.idType.defaultValue(in: self)
    }

    /// The value of a vertical guide, measured from the top edge: its explicit value, or its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.idType.defaultValue(in: self)
    }

    /// The explicit value of a horizontal guide, or `nil` when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides?.horizontal(guide)
    }

    /// The explicit value of a vertical guide, or `nil` when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides?.vertical(guide)
    }

    /// Equal sizes.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Hashes the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

/// Answers a view's explicit guide values, worked out when asked (a container's come from its
/// layout). It reads the layout pass that made it, which runs on one thread; dimensions are
/// handed to layouts and guide closures during that pass, hence `@unchecked Sendable`.
final class ExplicitGuides: @unchecked Sendable {
    let horizontal: (HorizontalAlignment) -> CGFloat?
    let vertical: (VerticalAlignment) -> CGFloat?

    init(horizontal: @escaping (HorizontalAlignment) -> CGFloat?, vertical: @escaping (VerticalAlignment) -> CGFloat?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
