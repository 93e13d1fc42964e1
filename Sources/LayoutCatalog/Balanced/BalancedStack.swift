import Foundation
import LayoutCore

/// A stack in which every child gets the size of the largest: the width of the widest child and
/// the height of the tallest, as article 000 builds it on the Simple Layout Engine.
///
/// Children are measured at their ideal size (the `.unspecified` proposal), placed one after the
/// other along `direction` with the distances their ``ViewSpacing`` asks for between neighbours,
/// and proposed the largest size, so a child that takes what it is offered becomes as large as
/// the largest; a child of fixed size keeps its size at the leading corner of its slot.
///
/// The stack's size does not depend on the proposal: along the direction it is *n* times the
/// largest child plus the distances, across it the largest child. With no subviews it is zero;
/// with one it is that subview's ideal size.
///
/// Article 000's column code puts the distances into items `.width(distance)`, which in a column
/// are fixed in width and flexible in height, so the gaps are the total distance shared equally
/// among *n* spacers (the last one after the last child). Its text says the distances go between
/// adjacent children; here a spacer is a length along the direction (`.height` in a column).
/// When the engine cannot place the children, the pass fails with the engine's message.
public struct BalancedStack: Layout, Sendable {
    /// The direction the children follow one another in.
    public var direction: SLEDirection

    /// What a pass measures once: the size every child gets and the distances between neighbours.
    public struct CacheData: Equatable, Sendable {
        /// The width of the widest child and the height of the tallest.
        public let childSize: CGSize
        /// The distance between child *i* and child *i + 1* along the direction; one fewer than
        /// the children, empty for none or one.
        public let distances: [CGFloat]
    }

    /// Creates a balanced stack.
    /// - Parameter direction: `.row` (like an `HStack`) or `.column` (like a `VStack`).
    public init(_ direction: SLEDirection) {
        self.direction = direction
    }

    /// Measures the children at their ideal sizes and the distances their spacing asks for.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> CacheData {
        CacheData(childSize: measureLargestChild(subviews), distances: measureDistances(subviews))
    }

    /// *n* times the largest child plus the distances along the direction; the largest child across it.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let totalDistance = cache.distances.reduce(0, +)
        let count = CGFloat(subviews.count)
        switch direction {
        case .row:
            return CGSize(width: cache.childSize.width * count + totalDistance, height: cache.childSize.height)
        case .column:
            return CGSize(width: cache.childSize.width, height: cache.childSize.height * count + totalDistance)
        }
    }

    /// Places each child at the leading corner of its slot, proposing it the largest child's size.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let layout = SLELayout(parentFrame: bounds, direction: direction, alignment: .center)
        do {
            let slots = try addSlots(count: subviews.count, to: layout, cache: cache)
            for (slot, subview) in zip(slots, subviews) {
                subview.place(at: try slot.frame().origin, proposal: ProposedViewSize(cache.childSize))
            }
        } catch {
            subviews.reportFailure("cannot place \(subviews.count) subviews of \(cache.childSize.width)×"
                + "\(cache.childSize.height) with distances \(cache.distances) in bounds (\(bounds.origin.x), "
                + "\(bounds.origin.y), \(bounds.width), \(bounds.height)): \(error)")
        }
    }

    // MARK: - Steps

    private func measureLargestChild(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func measureDistances(_ subviews: Subviews) -> [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { current, next in
            current.spacing.distance(to: next.spacing, along: direction.axis)
        }
    }

    /// Adds one slot of the child size per child, with a spacer between neighbours, and returns
    /// the slots.
    private func addSlots(count: Int, to layout: SLELayout, cache: CacheData) throws(SLEError) -> [SLEItem] {
        let slots = (0..<count).map { _ in SLEItem.size(cache.childSize) }
        let spacers = cache.distances.map(spacer)
        let items = Array(slots.prefix(1)) + zip(spacers, slots.dropFirst()).flatMap { [$0, $1] }
        try layout.add(items: items)
        return slots
    }

    /// An item of length `distance` along the direction.
    private func spacer(_ distance: CGFloat) -> SLEItem {
        switch direction {
        case .row: .width(distance)
        case .column: .height(distance)
        }
    }
}
