import Foundation

/// Distances in from each edge of a rectangle: SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// Creates insets; all zero by default. SwiftUI has `EdgeInsets()` and
    /// `EdgeInsets(top:leading:bottom:trailing:)` with every label; this one initialiser takes
    /// both calls, and any edges left out are zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on the given edges, zero on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The horizontal and vertical totals.
    var total: CGSize { CGSize(width: leading + trailing, height: top + bottom) }
}
