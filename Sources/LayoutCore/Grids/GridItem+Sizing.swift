import Foundation

extension GridItem {
    /// Whether the item has a fixed size.
    var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }

    /// The spacing after the item: its own, or 8 points.
    var spacingValue: CGFloat { spacing ?? ViewSpacing.defaultSpacing }

    /// The length the item takes when offered `offer` (`nil` for unspecified).
    func length(offered offer: CGFloat?) -> CGFloat {
        switch size {
        case .fixed(let length): return max(length, 0)
        case .flexible(let minimum, let maximum):
            guard let offer else { return minimum }
            return min(max(offer, minimum), maximum)
        case .adaptive(let minimum, let maximum):
            guard let offer else { return minimum }
            return offer.isFinite ? max(offer, 0) : maximum
        }
    }
}
