import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// SwiftUI's `KeyframeTrack` (iOS 17). The keyframes play one after another from time 0, starting
/// from the property's value in the timeline's initial value; once the last has ended the
/// property holds the value it ended with.
///
/// ```swift
/// KeyframeTimeline(initialValue: WheelValues()) {
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(90), duration: 0.5)
///         CubicKeyframe(.degrees(180), duration: 0.5)
///     }
///     KeyframeTrack(\.radius) {
///         SpringKeyframe(120, duration: 0.4)
///     }
/// }
/// ```
///
/// The generic parameters are named `Root`, `TrackValue` and `Content` (SwiftUI names the second
/// `Value`): here `Value` is the ``Keyframes`` value, the root the track writes into.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The value a timeline of this track animates: the root.
    public typealias Value = Root

    /// The property the track animates.
    let keyPath: WritableKeyPath<Root, TrackValue>

    /// The keyframes, in order.
    let keyframes: [Keyframe<TrackValue.AnimatableData>]

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that control
    ///     the interpolation curve. An empty closure leaves the property at its initial value.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
                @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.keyframes = content()._keyframes.keyframes
    }

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes that
    ///   control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.init(\Root.self, content: content)
    }

    /// Seconds from time 0 to the end of the last keyframe (not part of SwiftUI's API): the sum of
    /// the keyframes' durations, a spring keyframe without one counting its spring's settling
    /// duration. 0 for an empty track; infinite if a keyframe never ends.
    public var duration: TimeInterval {
        keyframes.reduce(0) { $0 + $1.duration }
    }

    /// The track's value and velocity at a time, starting from a given value.
    ///
    /// Not part of SwiftUI's API: it lets motion be checked for continuity where one keyframe
    /// hands over to the next. A ``KeyframeTimeline`` gives values only.
    ///
    /// - Parameters:
    ///   - time: Seconds since the track started. Before 0 the value is `initialValue`; once the
    ///     last keyframe has ended, the value that keyframe ended with. NaN is read as 0.
    ///   - initialValue: The property's value before the first keyframe.
    /// - Returns: The value and its velocity; the velocity is zero before the start and at or
    ///   after the end.
    /// - Complexity: O(n) in the number of keyframes, to lay them out; use a
    ///   ``KeyframeTimeline`` to lay them out once and sample many times.
    public func sample(time: TimeInterval, initialValue: TrackValue) -> KeyframeTrackSample<TrackValue> {
        Self.sample(path(from: initialValue), time: time, initialValue: initialValue)
    }

    /// The track itself.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// This one track.
    public var _tracks: KeyframeTrackList<Root> {
        KeyframeTrackList([AnyKeyframeTrack(duration: duration, bind: bind)])
    }

    /// Lays the keyframes out from a value.
    /// - Parameter initialValue: The property's value before the first keyframe.
    /// - Returns: The path.
    private func path(from initialValue: TrackValue) -> KeyframeTrackPath<TrackValue.AnimatableData> {
        KeyframeTrackPath(initialValue: initialValue.animatableData, keyframes: keyframes)
    }

    /// Lays the keyframes out from the property's value in an initial root.
    /// - Parameter initialRoot: The timeline's initial value.
    /// - Returns: A function that writes the track's value at a time into a root.
    private func bind(to initialRoot: Root) -> (inout Root, TimeInterval) -> Void {
        let initialValue = initialRoot[keyPath: keyPath]
        let path = path(from: initialValue)
        let keyPath = keyPath
        return { root, time in
            root[keyPath: keyPath] = Self.sample(path, time: time, initialValue: initialValue).value
        }
    }

    /// Samples a laid-out path, writing the animatable data into the initial value.
    private static func sample(_ path: KeyframeTrackPath<TrackValue.AnimatableData>, time: TimeInterval,
                               initialValue: TrackValue) -> KeyframeTrackSample<TrackValue> {
        let (data, velocity) = path.sample(at: time)
        var value = initialValue
        value.animatableData = data
        return KeyframeTrackSample(value: value, velocity: velocity)
    }
}
