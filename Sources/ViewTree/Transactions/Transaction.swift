import AnimationCore
import Foundation

/// The context of a state change: SwiftUI's `Transaction`, chiefly the animation that animates
/// what the change changes.
///
/// A change made inside ``withAnimation(_:_:)`` or ``withTransaction(_:_:)`` carries its
/// transaction to every view it changes; `.transaction { }` and `.animation(_:value:)` change it
/// for the views inside them. A change made outside any of them has no animation: it jumps.
public struct Transaction: Sendable {
    /// The animation of the change; `nil` for none (the change shows at once).
    public var animation: Animation?
    /// Whether views' implicit animations (`.animation(_:value:)`) are turned off for the change,
    /// so only the transaction's own animation applies.
    public var disablesAnimations = false
    /// Whether the change continues an interaction (SwiftUI sets it during a drag); kept for code
    /// that reads or sets it, and not used otherwise.
    public var isContinuous = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    /// - Parameter animation: The animation; `nil` for none.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction the code running now changes state in: the innermost `withAnimation` or
    /// `withTransaction` around it, or one without animation.
    @TaskLocal static var current = Transaction()
}

/// When the completion of ``withAnimation(_:completionCriteria:_:completion:)`` runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable {
        case logicallyComplete, removed
    }

    private let kind: Kind

    /// When the animation is logically complete: at the end of its timing curve, or at a spring's
    /// perceptual duration, before it has wholly come to rest.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animation is removed: once it has wholly finished (a spring come to rest).
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// When `animation`, started at 0, meets this criterion; `nil` for never (it repeats for ever).
    func completionTime(of animation: Animation) -> TimeInterval? {
        if kind == .logicallyComplete, let spring = animation.base as? SpringAnimation {
            return spring.spring.duration
        }
        return animation.duration
    }
}

/// Changes state with an animation: what the changes `body` makes animate with `animation`, as
/// SwiftUI's `withAnimation` does.
///
/// In a scene, call it from an event (a `Button`'s action, `.onAppear`, `.onChange`, `.task`):
/// the views the changes change animate from that moment.
/// - Parameters:
///   - animation: The animation; `.default` by default, `nil` for none.
///   - body: The changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Changes state with an animation and runs `completion` when it completes, as SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)` does: chained animations start there.
///
/// In a scene the completion runs at the moment the animation meets `completionCriteria` on the
/// scene's clock (an animation that repeats for ever never completes); without an animation it
/// runs at once, after the changes.
/// - Parameters:
///   - animation: The animation; `.default` by default, `nil` for none.
///   - completionCriteria: When the animation counts as complete; logically complete by default.
///   - body: The changes.
///   - completion: What to run when the animation completes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    if let building = EventCollector.resolving?.value {
        // A body is built again and again (for every frame, as well as for events): a completion
        // scheduled there would run once per build, or never.
        building.noteProblem("withAnimation(_:completionCriteria:_:completion:) is called while a body is built,"
            + " where its completion would never run; call it from an event (.onAppear, a Button's action, .onChange, .task)")
    } else if let scheduler = EventScheduler.current {
        scheduler.schedule(after: animation.map { completionCriteria.completionTime(of: $0) } ?? 0, completion)
    }
    return result
}

/// Changes state in `transaction`: SwiftUI's `withTransaction`.
/// - Parameters:
///   - transaction: The transaction the changes are made in.
///   - body: The changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Changes state in a transaction with `value` at `keyPath`: SwiftUI's
/// `withTransaction(_:_:_:)`, as `withTransaction(\.disablesAnimations, true) { … }`.
/// - Parameters:
///   - keyPath: The transaction's property to set.
///   - value: Its value.
///   - body: The changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Value, Result>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
