import Foundation

/// The path a track's keyframes trace from an initial value: its segments, each starting where
/// the previous one ended, with every velocity the keyframes left open filled in.
///
/// SwiftUI's rules, from the documentation of `CubicKeyframe`:
///
/// > If you don't specify a start or end velocity, SwiftUI automatically computes a curve that
/// > maintains smooth motion between keyframes. Adjacent cubic keyframes result in a Catmull-Rom
/// > spline. If a cubic keyframe follows a different type of keyframe, such as a linear keyframe,
/// > the end velocity of the segment defined by the previous keyframe will be used as the
/// > starting velocity. Likewise, if a cubic keyframe is followed by a different type of
/// > keyframe, the initial velocity of the next segment is used as the end velocity of the
/// > segment defined by this keyframe.
///
/// and of `SpringKeyframe`: a spring without a start velocity carries on with the velocity the
/// previous segment ended with. Read together:
///
/// - Between two cubic keyframes the tangent is Catmull-Rom's for keyframes at uneven times,
///   `m = (p₊ − p₋) / (t₊ − t₋)`: the change from the point before to the point after over the
///   time between them. A start or end velocity given on either side takes its place.
/// - At the ends of the track, where a cubic keyframe has no neighbour, the tangent is the
///   one-sided difference over its own segment, `(p₁ − p₀) / d`, which is Catmull-Rom's tangent
///   with a phantom point reflected through the end (as three.js's `CatmullRomCurve3` does).
/// - A cubic keyframe after another kind starts with the velocity that segment ended with: the
///   slope of a linear keyframe's curve at its end, a spring's velocity when its time ran out,
///   zero after a move. Before another kind it ends with the velocity that segment starts with:
///   a linear keyframe's slope at its start, zero before a move, a spring's given start velocity.
/// - A cubic keyframe followed by a spring that has no start velocity would wait on the spring,
///   which waits on the cubic. The cycle is broken on the cubic's side: it ends with its own
///   automatic tangent, the one-sided difference it would have at the end of the track, and the
///   spring carries that velocity on.
/// - The track starts at rest: a spring keyframe first in its track, without a start velocity,
///   starts with none.
/// - A velocity handed from one segment to the next that is not finite (a timing curve with a
///   vertical tangent) is read as zero.
/// - A difference over no time (a keyframe of zero duration) is zero.
struct KeyframeTrackPath<Data: VectorArithmetic> {
    /// The value before the first keyframe, and the whole path when there are no keyframes.
    let initialValue: Data

    /// The segments, in order; each starts when and where the previous one ended.
    let segments: [KeyframeSegment<Data>]

    /// Lays keyframes end to end from an initial value.
    ///
    /// - Parameters:
    ///   - initialValue: Where the first segment starts.
    ///   - keyframes: The keyframes, in order.
    /// - Complexity: O(n) in the number of keyframes.
    init(initialValue: Data, keyframes: [Keyframe<Data>]) {
        self.initialValue = initialValue
        var segments: [KeyframeSegment<Data>] = []
        segments.reserveCapacity(keyframes.count)
        var start = initialValue
        var startTime: TimeInterval = 0
        var incomingVelocity = Data.zero
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let next = keyframes.index(after: index) < keyframes.endIndex ? keyframes[index + 1] : nil
            let segment = KeyframeSegment(
                startTime: startTime, duration: keyframe.duration, startValue: start, target: keyframe.target,
                shape: Self.resolveShape(of: keyframe, from: start, isFirst: index == keyframes.startIndex,
                                         incomingVelocity: incomingVelocity, next: next))
            segments.append(segment)
            start = segment.endValue
            startTime = segment.endTime
            incomingVelocity = Self.finiteOrZero(segment.endVelocity)
        }
        self.segments = segments
    }

    /// The seconds from the start of the first segment to the end of the last; 0 without
    /// keyframes, infinite if a segment never ends.
    var duration: TimeInterval { segments.last?.endTime ?? 0 }

    /// The value and velocity at a time.
    ///
    /// - Parameter time: Seconds since the track started. Before 0 the path is at its initial
    ///   value; at or after its end, at the value its last segment ended with; at rest in both.
    ///   NaN is read as 0. At the boundary between two segments the later one is sampled, so a
    ///   move at time 0 has already happened at time 0.
    /// - Returns: The value, and the velocity in units per second.
    /// - Complexity: O(log n) in the number of segments.
    func sample(at time: TimeInterval) -> (value: Data, velocity: Data) {
        let time = time.isNaN ? 0 : time
        guard time >= 0 else { return (initialValue, .zero) }
        guard let index = indexOfSegment(runningAt: time) else {
            return (segments.last?.endValue ?? initialValue, .zero)
        }
        let segment = segments[index]
        return segment.sample(at: time - segment.startTime)
    }

    /// The segment that runs at a time: the last one that has started by then and not ended.
    /// - Parameter time: Seconds since the track started; 0 or more.
    /// - Returns: The segment's index, or nil if the path has ended by `time`.
    private func indexOfSegment(runningAt time: TimeInterval) -> Int? {
        // The first segment whose end is after `time`; segments that take no time never are,
        // since their end equals the next one's start.
        let index = segments.partitioningIndex { $0.endTime > time }
        return index < segments.endIndex ? index : nil
    }

    // MARK: - Resolving velocities

    /// A keyframe's shape, with the velocities it left open filled in from its neighbours.
    ///
    /// - Parameters:
    ///   - keyframe: The keyframe.
    ///   - start: Where its segment starts.
    ///   - isFirst: Whether it is the first keyframe of the track.
    ///   - incomingVelocity: The velocity the previous segment ended with; zero for the first.
    ///   - next: The keyframe after it, if any.
    /// - Returns: The segment's shape.
    private static func resolveShape(of keyframe: Keyframe<Data>, from start: Data, isFirst: Bool,
                                     incomingVelocity: Data, next: Keyframe<Data>?) -> KeyframeSegment<Data>.Shape {
        switch keyframe.motion {
        case .linear(let curve):
            return .linear(curve)
        case .move:
            return .move
        case .spring(let spring, let startVelocity):
            return .spring(spring, startVelocity: startVelocity ?? incomingVelocity)
        case .cubic(let startVelocity, let endVelocity):
            // After a cubic keyframe, its end velocity was resolved against this keyframe
            // (Catmull-Rom, or this keyframe's start velocity), so carrying it on is the rule.
            let startTangent = startVelocity
                ?? (isFirst ? oneSidedTangent(of: keyframe, from: start) : incomingVelocity)
            let endTangent = endVelocity ?? automaticEndTangent(of: keyframe, from: start, next: next)
            return .cubic(startTangent: startTangent, endTangent: endTangent)
        }
    }

    /// The end tangent of a cubic keyframe that gives none, from the keyframe that follows it.
    ///
    /// - Parameters:
    ///   - keyframe: The cubic keyframe.
    ///   - start: Where its segment starts.
    ///   - next: The keyframe after it, if any.
    /// - Returns: Catmull-Rom's tangent before another cubic keyframe; the next segment's start
    ///   velocity before another kind; the one-sided difference at the end of the track and
    ///   before a spring that has no start velocity of its own.
    private static func automaticEndTangent(of keyframe: Keyframe<Data>, from start: Data,
                                            next: Keyframe<Data>?) -> Data {
        guard let next else { return oneSidedTangent(of: keyframe, from: start) }
        switch next.motion {
        case .cubic(let nextStartVelocity, _):
            return nextStartVelocity ?? difference(next.target - start, over: keyframe.duration + next.duration)
        case .linear(let curve):
            // The next segment runs from this keyframe's target to its own.
            let slope = curve.velocity(at: 0)
            let change = next.target - keyframe.target
            guard change.magnitudeSquared > 0 else { return .zero }
            return finiteOrZero(difference(change.scaled(by: slope), over: next.duration))
        case .spring(_, let nextStartVelocity):
            return nextStartVelocity ?? oneSidedTangent(of: keyframe, from: start)
        case .move:
            return .zero
        }
    }

    /// The tangent at either end of a cubic keyframe with no cubic neighbour on that side:
    /// its change over its duration.
    /// - Parameters:
    ///   - keyframe: The cubic keyframe.
    ///   - start: Where its segment starts.
    /// - Returns: `(target − start) / duration`, zero over no time.
    private static func oneSidedTangent(of keyframe: Keyframe<Data>, from start: Data) -> Data {
        difference(keyframe.target - start, over: keyframe.duration)
    }

    /// A change divided by the time it takes.
    /// - Parameters:
    ///   - change: The change in value.
    ///   - span: The seconds it takes.
    /// - Returns: `change / span`; zero when `span` is 0 (and, in the limit, when it is infinite).
    private static func difference(_ change: Data, over span: TimeInterval) -> Data {
        span > 0 ? change.scaled(by: 1 / span) : .zero
    }

    /// A velocity, or zero if any of its components is not finite.
    private static func finiteOrZero(_ velocity: Data) -> Data {
        velocity.magnitudeSquared.isFinite ? velocity : .zero
    }
}

extension KeyframeTrackPath: Sendable where Data: Sendable {}
