import Foundation

extension ViewNode {
    /// A spacer that knows the axis of the stack it is in, sized as SwiftUI sizes one: along
    /// `axis` the length it is offered, at least `minLength` (the minimum when the length is
    /// unspecified), and nothing across; with no axis (not in a stack: a `ZStack`, a grid, a
    /// frame on its own) the same on both axes, so offered nothing it is `minLength` square. In a
    /// stack it is what ``spacer(minLength:)`` is: no gap beside it, layout priority −∞.
    ///
    /// The axis lets a spacer a modifier wraps (`Spacer().frame(height: 10)` in a row) keep its
    /// minimum along the row; a view tree passes the axis of the nearest stack around it, through
    /// modifiers, as SwiftUI does.
    /// - Parameters:
    ///   - minLength: The least length; 8 points, SwiftUI's default spacing, when `nil`.
    ///   - axis: The axis of the stack the spacer is in, or `nil` when it is in none.
    /// - Returns: The spacer.
    public static func spacer(minLength: CGFloat? = nil, axis: Axis?) -> ViewNode {
        let minimum = max(minLength ?? ViewSpacing.defaultSpacing, 0)
        var spacer = ViewNode.spacer(minLength: minimum)
        spacer.content = .leaf(ViewSizing { proposal in
            func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? minimum, minimum) }
            return switch axis {
            case .horizontal: CGSize(width: length(proposal.width), height: 0)
            case .vertical: CGSize(width: 0, height: length(proposal.height))
            case nil: CGSize(width: length(proposal.width), height: length(proposal.height))
            }
        })
        return spacer
    }
}
