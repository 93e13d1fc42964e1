import Foundation

/// A keyframe track's value and velocity at one moment.
///
/// Not a SwiftUI type: what ``KeyframeTrack/sample(time:initialValue:)`` returns, so that motion
/// can be checked for continuity where one keyframe hands over to the next.
public struct KeyframeTrackSample<Value: Animatable> {
    /// The value.
    public var value: Value

    /// The rate of change of the value's `animatableData`, in its units per second. Zero before
    /// the track starts and once it has ended.
    public var velocity: Value.AnimatableData

    /// Creates a sample.
    /// - Parameters:
    ///   - value: The value.
    ///   - velocity: The rate of change of its animatable data, per second.
    public init(value: Value, velocity: Value.AnimatableData) {
        self.value = value
        self.velocity = velocity
    }
}

extension KeyframeTrackSample: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
