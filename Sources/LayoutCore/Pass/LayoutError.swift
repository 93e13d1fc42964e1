import Foundation

/// A layout returned something no view can be given.
///
/// SwiftUI crashes on these (article 004's `CrashLayout`); Zoetrope stops the pass and says which
/// layout returned what for which proposal.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// `sizeThatFits` returned NaN, a negative size, or infinity for a dimension that was not
    /// proposed as infinite.
    case invalidSize(layout: String, proposal: ProposedViewSize, size: CGSize)
    /// A subview was placed at a position that is not finite.
    case invalidPosition(layout: String, subview: Int, position: CGPoint)
    /// A view's sizing returned NaN, a negative size, or an unrequested infinity.
    case invalidViewSize(view: Int, proposal: ProposedViewSize, size: CGSize)
    /// The canvas the pass runs in is not a finite, non-negative size.
    case invalidCanvas(CGSize)
    /// The padding around the root is negative or not finite.
    case invalidPadding(CGFloat)
    /// A safe-area inset of the canvas is negative or not finite.
    case invalidSafeArea(EdgeInsets)
    /// A layout answered a larger size for the zero proposal (its minimum) than for the infinite
    /// one (its maximum), in one dimension and no smaller in the other: article 004's `CrashLayout`.
    case minimumExceedsMaximum(layout: String, minimum: CGSize, maximum: CGSize)
    /// A layout reported that it cannot place what it was given (``LayoutSubviews/reportFailure(_:)``).
    case layoutFailed(layout: String, message: String)
    /// Values written back to views kept changing the layout: still different after `passes` passes.
    case layoutLoop(layout: String, key: String, view: Int, passes: Int)

    /// A sentence that says what was wrong and where.
    public var description: String {
        switch self {
        case .invalidSize(let layout, let proposal, let size):
            "\(layout).sizeThatFits returned \(format(size)) for proposal \(proposal); "
                + "a size must be finite and non-negative, and infinite only where infinity was proposed"
        case .invalidPosition(let layout, let subview, let position):
            "\(layout).placeSubviews placed subview \(subview) at \(format(position)); positions must be finite"
        case .invalidViewSize(let view, let proposal, let size):
            "view \(view) answered \(format(size)) for proposal \(proposal); "
                + "a size must be finite and non-negative, and infinite only where infinity was proposed"
        case .invalidCanvas(let size):
            "the canvas \(format(size)) is not a finite, non-negative size"
        case .invalidPadding(let padding):
            "the padding \(padding) is not a finite, non-negative length"
        case .invalidSafeArea(let insets):
            "the safe-area insets (top \(insets.top), leading \(insets.leading), bottom \(insets.bottom), trailing \(insets.trailing))"
                + " are not finite, non-negative lengths"
        case .minimumExceedsMaximum(let layout, let minimum, let maximum):
            "\(layout).sizeThatFits returned \(format(minimum)) for proposal \(ProposedViewSize.zero) (its minimum) "
                + "but \(format(maximum)) for proposal \(ProposedViewSize.infinity) (its maximum); "
                + "a minimum cannot be larger than the maximum"
        case .layoutFailed(let layout, let message):
            "\(layout): \(message)"
        case .layoutLoop(let layout, let key, let view, let passes):
            "layout loop: \(layout) wrote a different \(key) to view \(view) in each of \(passes) passes; "
                + "a value written back to a view must settle (write it only when it changes, and don't let it change the layout)"
        }
    }
}

private func format(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }
private func format(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }

extension CGSize {
    /// Whether this size is one a view can have for `proposal`.
    func isValid(for proposal: ProposedViewSize) -> Bool {
        func valid(_ value: CGFloat, _ proposed: CGFloat?) -> Bool {
            if value.isNaN || value < 0 { return false }
            return value.isFinite || proposed == .infinity
        }
        return valid(width, proposal.width) && valid(height, proposal.height)
    }
}
