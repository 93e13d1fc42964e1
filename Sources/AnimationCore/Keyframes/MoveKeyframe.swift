import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// SwiftUI's `MoveKeyframe` (iOS 17). Its segment takes no time: from the moment it starts the
/// value is `to`, at rest. A cubic keyframe next to it has a velocity of zero at the join, and a
/// spring after it without a start velocity starts at rest. A move first in its track sets the
/// value the track starts from: at time 0 the value is already `to`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value to jump to.
    let to: Value

    /// Creates a new keyframe using the given value.
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe itself: it is a primitive.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// This one keyframe.
    public var _keyframes: KeyframeSequence<Value> {
        KeyframeSequence([Keyframe(target: to.animatableData, duration: 0, motion: .move)])
    }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
