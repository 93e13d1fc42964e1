import AnimationCore
import Foundation

/// A type that sizes and places a collection of subviews.
///
/// SwiftUI's `Layout` protocol, with the same requirements and defaults, so layout code written
/// for SwiftUI compiles here with `import Zoetrope` in place of `import SwiftUI`.
///
/// A layout is ``Animatable``: a layout that exposes its parameters as `animatableData` is re-run
/// on every frame of an animation with interpolated parameters, and its views follow the paths it
/// describes (the wheel's views move along the circle). A layout that does not is animated by
/// interpolating where its views end up, which moves them along straight lines.
///
/// Every frame is an independent layout pass: ``makeCache(subviews:)`` is called once per pass,
/// then ``sizeThatFits(proposal:subviews:cache:)`` and ``placeSubviews(in:proposal:subviews:cache:)``.
public protocol Layout: Animatable {
    /// Data the layout computes once per pass and shares between its methods; `Void` by default.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout's type, such as the axis a stack lays out along.
    static var layoutProperties: LayoutProperties { get }

    /// Returns the size of the composite view, given a proposal and the subviews.
    /// - Parameters:
    ///   - proposal: The size proposed by the container's parent.
    ///   - subviews: Proxies for the subviews.
    ///   - cache: The layout's cache.
    /// - Returns: A finite, non-negative size; a dimension may be infinite only if it was proposed as infinite.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places the subviews in `bounds`.
    /// - Parameters:
    ///   - bounds: The region the container occupies, in its parent's coordinates (not at the origin).
    ///   - proposal: The size proposed by the container's parent.
    ///   - subviews: Proxies for the subviews; call `place(at:anchor:proposal:)` on each.
    ///   - cache: The layout's cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide that the layout sets explicitly, along the x axis of
    /// `bounds`' coordinate space; by default the guides of the subviews merged (see below).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide that the layout sets explicitly, along the y axis of
    /// `bounds`' coordinate space; by default the guides of the subviews merged (see below).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The spacing the container prefers next to its neighbours; by default the union of its
    /// subviews' spacing.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache for a pass.
    /// - Parameter subviews: Proxies for the subviews.
    /// - Returns: The cache.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change; by default calls ``makeCache(subviews:)``.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The subviews' explicit values for the guide merged, as SwiftUI's default does ("the
    /// result of merging the guides of all the subviews"): each subview that has one contributes
    /// its value offset by the bounds' origin, folded in with the guide's `_combineExplicit` (an
    /// average by default); `nil` when no subview has one, so the parent uses the default.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal)
    }

    /// The subviews' explicit values for the guide merged, as SwiftUI's default does ("the
    /// result of merging the guides of all the subviews"): each subview that has one contributes
    /// its value offset by the bounds' origin, folded in with the guide's `_combineExplicit` (an
    /// average by default); `nil` when no subview has one, so the parent uses the default.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal)
    }

    /// The union of the subviews' spacing; zero when there are none.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// Replaces the cache with a new one.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    /// The empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
