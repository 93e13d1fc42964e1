import Foundation

/// Keyframes one after another: what ``KeyframeTrackContentBuilder`` makes of a block of keyframes,
/// `if`s and `for` loops.
///
/// Not a SwiftUI type (SwiftUI's builder nests generic types instead); you rarely name it, since
/// a track's content is written with the builder. An empty sequence animates nothing: its track
/// holds its initial value.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in the order they play.
    let keyframes: [Keyframe<Value.AnimatableData>]

    /// Creates a sequence of described keyframes.
    /// - Parameter keyframes: The keyframes, in order.
    init(_ keyframes: [Keyframe<Value.AnimatableData>]) {
        self.keyframes = keyframes
    }

    /// Creates an empty sequence.
    public init() {
        keyframes = []
    }

    /// Creates a sequence of the keyframes of some content.
    /// - Parameter content: The keyframes, such as one ``CubicKeyframe``.
    public init<Content: KeyframeTrackContent>(_ content: Content) where Content.Value == Value {
        self = content._keyframes
    }

    /// Creates a sequence of the keyframes of several contents, one after another.
    /// - Parameter contents: The contents, in order.
    public init(concatenating contents: [KeyframeSequence<Value>]) {
        keyframes = contents.flatMap(\.keyframes)
    }

    /// The number of keyframes.
    public var count: Int { keyframes.count }

    /// The sequence itself.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// The sequence itself.
    public var _keyframes: KeyframeSequence<Value> { self }
}

extension KeyframeSequence: Sendable where Value.AnimatableData: Sendable {}
