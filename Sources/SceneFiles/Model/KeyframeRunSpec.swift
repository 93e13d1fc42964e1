import AnimationCore
import Foundation
import SceneCore

/// Keyframe tracks in a scene's timeline: from a time, named layout parameters follow their own
/// tracks of keyframes, once, several times or for ever.
public struct KeyframeRunSpec: Hashable, Sendable {
    /// When the tracks start, in seconds.
    public var time: TimeInterval
    /// The keyframes of each parameter, by parameter name, in file units (degrees for angles).
    public var tracks: [String: [KeyframeSpec]]
    /// How many times the tracks play; nil for ever.
    public var repeatCount: Int?
    /// Whether every second play runs backwards.
    public var autoreverses: Bool
}

/// One keyframe of a scene track, in file units.
public enum KeyframeSpec: Hashable, Sendable {
    /// Interpolate to `to` over `duration` along a timing curve.
    case linear(to: Double, duration: TimeInterval, curve: UnitCurve)
    /// A smooth cubic curve to `to` over `duration`, with optional velocities at its ends.
    case cubic(to: Double, duration: TimeInterval, startVelocity: Double?, endVelocity: Double?)
    /// A spring to `to`, for `duration` (the spring's settling duration if nil).
    case spring(to: Double, duration: TimeInterval?, spring: Spring, startVelocity: Double?)
    /// Jump to `to` at once.
    case move(to: Double)
}
