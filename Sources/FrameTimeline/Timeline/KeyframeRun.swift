import AnimationCore
import Foundation

/// Keyframes played on a model from a moment in time: SwiftUI's `KeyframeAnimator`, on a timeline.
///
/// From ``time`` the properties the keyframes drive follow them, starting from the value shown
/// at that moment, whatever the timeline's changes say; the other properties go on animating as
/// usual. When the last play ends, the driven properties keep their final values, as if a
/// change without animation had set them, and later changes animate from there. A run that
/// repeats for ever drives its properties for ever.
///
/// An animation of a driven property that started before the run and still runs when the run
/// ends is hidden while the run plays, and what it has left reappears when the run ends, as a
/// jump. Let such animations finish before the run ends (scene files refuse them).
///
/// With ``autoreverses``, every second play runs backwards; an even number of plays then ends
/// where the keyframes began.
///
/// ```swift
/// KeyframeRun<WheelLayout>(at: 1, repeatCount: 2, autoreverses: true) {
///     KeyframeTrack(\.rotation) {
///         LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
///         SpringKeyframe(.degrees(90), spring: .bouncy)
///     }
///     KeyframeTrack(\.radius) {
///         CubicKeyframe(60, duration: 0.6)
///         CubicKeyframe(130, duration: 0.6)
///     }
/// }
/// ```
public struct KeyframeRun<Model> {
    /// When the first play starts, in seconds from the start of the timeline.
    public let time: TimeInterval
    /// How many times the keyframes play, 1 or more; nil for ever.
    public let repeatCount: Int?
    /// Whether every second play runs backwards.
    public let autoreverses: Bool
    /// A short description, for messages and debugging.
    public let label: String
    /// Makes the motion from the model as it is when the run starts.
    public let makeMotion: (Model) -> KeyframeMotion<Model>

    /// Creates a keyframe run.
    /// - Parameters:
    ///   - time: When it starts, in seconds from the start of the timeline.
    ///   - repeatCount: How many times the keyframes play; nil for ever; once if not given.
    ///     Counts below 1 are read as 1.
    ///   - autoreverses: Whether every second play runs backwards; false if not given.
    ///   - label: A short description.
    ///   - makeMotion: Makes the motion from the model as it is when the run starts.
    public init(at time: TimeInterval, repeatCount: Int? = 1, autoreverses: Bool = false, label: String = "",
                makeMotion: @escaping (Model) -> KeyframeMotion<Model>) {
        self.time = time
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
        self.label = label
        self.makeMotion = makeMotion
    }
}

extension KeyframeRun {
    /// Creates a keyframe run from keyframe tracks, written as for SwiftUI's `KeyframeAnimator`.
    ///
    /// Each play is a ``AnimationCore/KeyframeTimeline`` whose initial value is the model as it is
    /// when the run starts; only the properties its tracks name are driven.
    /// - Parameters:
    ///   - time: When it starts, in seconds from the start of the timeline.
    ///   - repeatCount: How many times the keyframes play; nil for ever; once if not given.
    ///   - autoreverses: Whether every second play runs backwards; false if not given.
    ///   - label: A short description.
    ///   - content: The keyframe tracks.
    public init<Content: Keyframes>(at time: TimeInterval, repeatCount: Int? = 1, autoreverses: Bool = false, label: String = "",
                                    @KeyframesBuilder<Model> content: @escaping () -> Content) where Content.Value == Model {
        self.init(at: time, repeatCount: repeatCount, autoreverses: autoreverses, label: label) { start in
            let timeline = KeyframeTimeline(initialValue: start, content: content)
            return KeyframeMotion(duration: timeline.duration) { time, model in timeline.apply(time: time, to: &model) }
        }
    }
}

/// A keyframe run with its motion made: where it is at any time.
struct ResolvedKeyframeRun<Model> {
    let start: TimeInterval
    let motion: KeyframeMotion<Model>
    let repeatCount: Int?
    let autoreverses: Bool

    /// When the last play ends; nil for a run that never ends.
    var end: TimeInterval? {
        guard let repeatCount else { return nil }
        let end = start + motion.duration * Double(repeatCount)
        return end.isFinite ? end : nil
    }

    /// Whether the run drives its properties at `time`: from its start until its end.
    func isActive(at time: TimeInterval) -> Bool {
        guard time >= start else { return false }
        guard let end else { return true }
        return time < end
    }

    /// Writes the keyframed values at `time` into a model.
    func apply(at time: TimeInterval, to model: inout Model) {
        motion.apply(playTime(at: time), &model)
    }

    /// Writes the values the run ends with into a model.
    func applyFinal(to model: inout Model) {
        let count = repeatCount ?? 1
        let endsReversed = autoreverses && (count - 1) % 2 == 1
        motion.apply(endsReversed ? 0 : motion.duration, &model)
    }

    /// Seconds into the current play, counted backwards in a reversed one.
    private func playTime(at time: TimeInterval) -> TimeInterval {
        let length = motion.duration
        let elapsed = max(time - start, 0)
        guard length > 0, length.isFinite else { return min(elapsed, length) }
        var play = (elapsed / length).rounded(.down)
        if let repeatCount, play >= Double(repeatCount) { play = Double(repeatCount - 1) }
        let offset = min(elapsed - play * length, length)
        let isReversed = autoreverses && play.truncatingRemainder(dividingBy: 2) == 1
        return isReversed ? length - offset : offset
    }
}
