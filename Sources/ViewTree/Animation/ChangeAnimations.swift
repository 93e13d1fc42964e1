import AnimationCore
import Foundation

/// How each state change animates each view: the transaction the change was made in, changed on
/// its way down to the view by the transaction modifiers over it (`.animation(_:value:)`,
/// `.transaction { }`), outermost first, as SwiftUI passes a transaction down its view tree.
struct ChangeAnimations {
    /// Each change's moment and transaction, in time order.
    let changes: [(time: TimeInterval, transaction: Transaction)]
    /// The transaction modifiers over each view, innermost first, in each state's body.
    private let steps: [[ViewIdentity: [TransactionStep]]]
    /// The values of the `.animation(_:value:)` modifiers in each state's body.
    private let values: [[EventCollector.ModifierKey: AnyEquatable]]
    /// The identities of the views in each state's body.
    private let present: [Set<ViewIdentity>]

    /// Changes that animate every view with their own animation.
    /// - Parameter changes: Each change's moment and animation.
    init(changes: [(time: TimeInterval, animation: Animation?)]) {
        self.changes = changes.map { (time: $0.time, transaction: Transaction(animation: $0.animation)) }
        steps = []
        values = []
        present = []
    }

    /// Changes whose transactions the bodies' modifiers change per view.
    /// - Parameters:
    ///   - changes: Each change's moment and transaction.
    ///   - bodies: What each state's body noted (one more than the changes).
    init(changes: [(time: TimeInterval, transaction: Transaction)], bodies: [EventCollector]) {
        self.changes = changes
        steps = bodies.map(\.steps)
        values = bodies.map(\.animationValues)
        present = bodies.map(\.presentIdentities)
    }

    /// When each change happens and its own animation.
    var plain: [(time: TimeInterval, animation: Animation?)] {
        changes.map { (time: $0.time, animation: $0.transaction.animation) }
    }

    /// When each change happens and how it animates the view at `identity`.
    /// - Parameter identity: Where the view is; `nil` for the changes' own animations.
    /// - Returns: One entry per change.
    func changes(for identity: ViewIdentity?) -> [(time: TimeInterval, animation: Animation?)] {
        changes.indices.map { (time: changes[$0].time, animation: animation(ofChange: $0, at: identity)) }
    }

    /// How change `index` animates the view at `identity`: its transaction, changed by every
    /// modifier over the view in the body the change makes (or, for a view it removes, the body
    /// before), outermost first.
    func animation(ofChange index: Int, at identity: ViewIdentity?) -> Animation? {
        var transaction = changes[index].transaction
        guard let identity, steps.indices.contains(index + 1) else { return transaction.animation }
        let body = present[index + 1].contains(identity) ? index + 1 : index
        guard let over = steps[body][identity] else { return transaction.animation }
        for step in over.reversed() {
            switch step {
            case .animation(let animation, let key):
                guard !transaction.disablesAnimations, let old = values[index][key], let new = values[index + 1][key],
                      !old.isEqual(to: new) else { continue }
                transaction.animation = animation
            case .always(let animation):
                if !transaction.disablesAnimations { transaction.animation = animation }
            case .transform(let transform):
                transform(&transaction)
            }
        }
        return transaction.animation
    }
}
