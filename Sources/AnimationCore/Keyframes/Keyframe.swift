import Foundation

/// One keyframe as the track resolves it: where it goes, how long it takes and how it moves,
/// with the value reduced to its animatable data.
///
/// ``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and ``MoveKeyframe`` each describe
/// themselves as one of these; a track is a list of them, played one after another.
struct Keyframe<Data: VectorArithmetic> {
    /// How a keyframe's segment moves from where the previous one ended to its target.
    enum Motion {
        /// Along a timing curve, from the start value to the target.
        case linear(UnitCurve)
        /// Along a cubic Hermite curve; a nil velocity is computed from the neighbours.
        case cubic(startVelocity: Data?, endVelocity: Data?)
        /// On a spring towards the target; a nil start velocity carries the previous segment's over.
        case spring(Spring, startVelocity: Data?)
        /// A jump to the target, taking no time.
        case move
    }

    /// The value this keyframe's segment heads for.
    let target: Data

    /// Seconds the segment lasts: 0 or more, possibly infinite.
    let duration: TimeInterval

    /// How the segment moves.
    let motion: Motion

    /// Creates a keyframe, reading a negative or NaN duration as 0.
    /// - Parameters:
    ///   - target: The value the segment heads for.
    ///   - duration: Seconds the segment lasts; negative and NaN are read as 0, infinity is kept.
    ///   - motion: How the segment moves.
    init(target: Data, duration: TimeInterval, motion: Motion) {
        self.target = target
        self.duration = duration.isNaN ? 0 : Swift.max(duration, 0)
        self.motion = motion
    }
}

extension Keyframe: Sendable where Data: Sendable {}
extension Keyframe.Motion: Sendable where Data: Sendable {}
