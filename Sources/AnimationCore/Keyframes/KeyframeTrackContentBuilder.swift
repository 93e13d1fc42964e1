import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within a
/// closure.
///
/// SwiftUI's `KeyframeTrackContentBuilder` (iOS 17). A block may hold any number of keyframes,
/// one after another, and `if`, `if`/`else`, `switch` and `for` statements; everything becomes
/// one ``KeyframeSequence`` in the order written. An empty block is an empty track, which holds its
/// initial value.
///
/// ```swift
/// KeyframeTrack(\.radius) {
///     LinearKeyframe(80, duration: 0.3)
///     if bounces {
///         SpringKeyframe(120, spring: .bouncy)
///     }
///     for step in 1...3 {
///         CubicKeyframe(CGFloat(100 + 10 * step), duration: 0.2)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Reads one keyframe, or any other content, as a sequence.
    /// - Parameter expression: The content.
    /// - Returns: Its keyframes.
    public static func buildExpression<Content: KeyframeTrackContent>(
        _ expression: Content
    ) -> KeyframeSequence<Value> where Content.Value == Value {
        expression._keyframes
    }

    /// Puts the statements of a block one after another.
    /// - Parameter components: The keyframes of each statement, in order.
    /// - Returns: All of them, in order; empty for an empty block.
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(concatenating: components)
    }

    /// An `if` without `else`.
    /// - Parameter component: The keyframes of the branch, or nil when it was not taken.
    /// - Returns: The branch's keyframes, or none.
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        component ?? KeyframeSequence()
    }

    /// The first branch of an `if`/`else` or `switch`.
    /// - Parameter component: The branch's keyframes.
    /// - Returns: The same keyframes.
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    /// - Parameter component: The branch's keyframes.
    /// - Returns: The same keyframes.
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
        component
    }

    /// A `for` loop: each iteration's keyframes, one after another.
    /// - Parameter components: The keyframes of each iteration, in order.
    /// - Returns: All of them, in order.
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(concatenating: components)
    }

    /// An `if #available` branch.
    /// - Parameter component: The branch's keyframes.
    /// - Returns: The same keyframes.
    public static func buildLimitedAvailability(_ component: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
        component
    }
}
