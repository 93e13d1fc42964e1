import Foundation

/// The spacing a view prefers next to each of its edges.
///
/// SwiftUI's `ViewSpacing`. Two neighbours are kept ``distance(to:along:)`` apart: the larger of
/// what each prefers on the edges that face each other. Views prefer 8 points on every edge by
/// default, so two default views are 8 points apart.
public struct ViewSpacing: Hashable, Sendable {
    /// The spacing every edge of a view prefers when nothing else is said: 8 points.
    public static let defaultSpacing: CGFloat = 8

    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// Spacing of 8 points on every edge.
    public init() { self.init(uniform: Self.defaultSpacing) }

    /// The same spacing on every edge.
    /// - Parameter value: The spacing in points.
    public init(uniform value: CGFloat) {
        (top, leading, bottom, trailing) = (value, value, value, value)
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(uniform: 0)

    /// The distance between a view with this spacing and the next one along `axis`.
    ///
    /// - Parameters:
    ///   - next: The spacing of the view that follows (to the trailing side, or below).
    ///   - axis: The axis along which the views are neighbours.
    /// - Returns: The larger of this view's trailing (bottom) spacing and `next`'s leading (top) spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (before, after) = Edge.edges(along: axis)
        return max(value(at: after), next.value(at: before))
    }

    /// Merges another spacing into this one, keeping the larger preference on each of `edges`.
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge; all by default.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            setValue(max(value(at: edge), other.value(at: edge)), at: edge)
        }
    }

    /// This spacing merged with another, keeping the larger preference on each of `edges`.
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge; all by default.
    /// - Returns: The merged spacing.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The spacing preferred next to one edge.
    /// - Parameter edge: The edge.
    /// - Returns: The spacing in points.
    public func value(at edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }

    /// Sets the spacing preferred next to one edge.
    /// - Parameters:
    ///   - value: The spacing in points.
    ///   - edge: The edge.
    public mutating func setValue(_ value: CGFloat, at edge: Edge) {
        switch edge {
        case .top: top = value
        case .leading: leading = value
        case .bottom: bottom = value
        case .trailing: trailing = value
        }
    }
}
