import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// SwiftUI's `KeyframeTimeline` (iOS 17), whose documentation says: "Unlike other animations in
/// SwiftUI (using `Animation`), keyframes don't interpolate between from and to values that
/// SwiftUI provides as state changes. Instead, keyframes fully define the path that a value takes
/// over time using the tracks that make up their body." A timeline can be evaluated at any time,
/// in any order: every value is a function of the time alone.
///
/// ```swift
/// let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let value = keyframes.value(time: 0.45)
/// ```
///
/// With several tracks, each animates one property of the value, all from time 0:
///
/// ```swift
/// struct Values {
///     var rotation = Angle.zero
///     var scale = 1.0
/// }
/// let keyframes = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.zero, duration: 0.2)
///         CubicKeyframe(.degrees(45), duration: 0.3)
///     }
///     KeyframeTrack(\.scale) {
///         CubicKeyframe(1.2, duration: 0.5)
///         CubicKeyframe(0.9, duration: 0.2)
///         CubicKeyframe(1.0, duration: 0.3)
///     }
/// }
/// ```
///
/// "Multiple nested tracks update the initial value in the order that they are declared": where
/// two tracks animate the same property, the later one wins. A track shorter than the timeline
/// holds the value it ended with until the timeline ends.
public struct KeyframeTimeline<Value> {
    /// The value before any keyframe, which tracks write into.
    private let initialValue: Value

    /// One function per track, in order, writing its value at a time into a root.
    private let writers: [(inout Value, TimeInterval) -> Void]

    /// The duration of the content in seconds: that of the longest track. 0 without tracks;
    /// infinite if a keyframe never ends (a spring without damping left to settle, say).
    public let duration: TimeInterval

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// The content is either tracks (``KeyframeTrack``) or, to animate the whole value, keyframes
    /// written directly, which make one track.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the keyframes start, and where each track starts from.
    ///   - content: The tracks, or the keyframes of one track for the whole value.
    /// - Complexity: O(n) in the number of keyframes, laid out once here.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        let tracks = content()._tracks.tracks
        self.initialValue = initialValue
        self.writers = tracks.map { $0.bind(initialValue) }
        self.duration = tracks.map(\.duration).max() ?? 0
    }

    /// Returns the interpolated value at the given time.
    ///
    /// - Parameter time: Seconds since the start. Before 0 the value is the initial value; after
    ///   the end, every track holds the value it ended with. NaN is read as 0.
    /// - Returns: The value, with each track's property written in the order the tracks were
    ///   declared.
    /// - Complexity: O(t log k) for t tracks of up to k keyframes.
    public func value(time: Double) -> Value {
        var value = initialValue
        for write in writers {
            write(&value, time)
        }
        return value
    }

    /// Writes the tracks' values at a time into a value, leaving the properties that no track
    /// animates as they are.
    ///
    /// Not part of SwiftUI's API. A timeline on a layout whose other properties are animating at
    /// the same time (a keyframed rotation while a spring moves the radius) writes only what its
    /// tracks drive into the layout of the moment.
    /// - Parameters:
    ///   - time: Seconds since the start, read as ``value(time:)`` reads it.
    ///   - value: The value to write into.
    public func apply(time: Double, to value: inout Value) {
        for write in writers {
            write(&value, time)
        }
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    ///
    /// - Parameter progress: The fraction of ``duration`` that has passed: 0 is the start (after
    ///   any move keyframe at time 0) and 1 the end. Values outside 0...1 are clamped and NaN is
    ///   read as 0. When the duration is infinite, any progress above 0 is read as infinitely
    ///   far: the values the tracks end with.
    /// - Returns: The value at `progress × duration` seconds.
    public func value(progress: Double) -> Value {
        let progress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        return value(time: progress == 0 ? 0 : progress * duration)
    }
}
