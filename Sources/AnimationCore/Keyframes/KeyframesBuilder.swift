import Foundation

/// A builder that combines keyframe content values into a single value.
///
/// SwiftUI's `KeyframesBuilder` (iOS 17), the builder of a ``KeyframeTimeline``'s content. A
/// block holds either tracks or keyframes, not both:
///
/// - Tracks (``KeyframeTrack`` or other ``Keyframes``), with `if`, `if`/`else`, `switch` and `for`,
///   become a ``KeyframeTrackList``, applied in the order written.
/// - Keyframes (``LinearKeyframe`` and the others), with the same statements, become one track
///   that animates the whole value, as `KeyframeTrack { … }` would.
///
/// An empty block is an empty list of tracks: the value never changes.
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: - Tracks

    /// Reads one track, or any other keyframes, as a list of tracks.
    /// - Parameter expression: The keyframes.
    /// - Returns: Their tracks.
    public static func buildExpression<Content: Keyframes>(
        _ expression: Content
    ) -> KeyframeTrackList<Value> where Content.Value == Value {
        expression._tracks
    }

    /// An empty block: no tracks.
    /// - Returns: An empty list.
    public static func buildBlock() -> KeyframeTrackList<Value> {
        KeyframeTrackList()
    }

    /// Puts the tracks of a block side by side.
    /// - Parameter components: The tracks of each statement, in order.
    /// - Returns: All of them, in order.
    public static func buildBlock(_ components: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(concatenating: components)
    }

    /// An `if` without `else`.
    /// - Parameter component: The tracks of the branch, or nil when it was not taken.
    /// - Returns: The branch's tracks, or none.
    public static func buildOptional(_ component: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        component ?? KeyframeTrackList()
    }

    /// The first branch of an `if`/`else` or `switch`.
    /// - Parameter component: The branch's tracks.
    /// - Returns: The same tracks.
    public static func buildEither(first component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    /// - Parameter component: The branch's tracks.
    /// - Returns: The same tracks.
    public static func buildEither(second component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        component
    }

    /// A `for` loop: each iteration's tracks, in order.
    /// - Parameter components: The tracks of each iteration.
    /// - Returns: All of them, in order.
    public static func buildArray(_ components: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
        KeyframeTrackList(concatenating: components)
    }

    /// An `if #available` branch.
    /// - Parameter component: The branch's tracks.
    /// - Returns: The same tracks.
    public static func buildLimitedAvailability(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        component
    }

    /// The tracks, as they are.
    /// - Parameter component: The tracks of the whole block.
    /// - Returns: The same tracks.
    public static func buildFinalResult(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        component
    }
}

extension KeyframesBuilder where Value: Animatable {
    // MARK: - Keyframes of the whole value

    /// Reads one keyframe, or other track content, as keyframes of a track for the whole value.
    /// - Parameter expression: The content.
    /// - Returns: Its keyframes.
    public static func buildExpression<Content: KeyframeTrackContent>(
        _ expression: Content
    ) -> KeyframeSequence<Value> where Content.Value == Value {
        expression._keyframes
    }

    /// Puts the keyframes of a block one after another.
    /// - Parameter components: The keyframes of each statement, in order.
    /// - Returns: All of them, in order.
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
    /// - Parameter components: The keyframes of each iteration.
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

    /// Makes the keyframes one track that animates the whole value.
    /// - Parameter component: The keyframes of the whole block.
    /// - Returns: `KeyframeTrack { component }`.
    public static func buildFinalResult(
        _ component: KeyframeSequence<Value>
    ) -> KeyframeTrack<Value, Value, KeyframeSequence<Value>> {
        KeyframeTrack { component }
    }
}
