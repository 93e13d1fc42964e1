import Foundation

/// A type that defines changes to a value over time.
///
/// SwiftUI's `Keyframes` (iOS 17): the content of a ``KeyframeTimeline``. ``KeyframeTrack``
/// conforms, as does ``KeyframeTrackList``, what ``KeyframesBuilder`` builds from several tracks.
/// A type of your own conforms by describing its tracks in ``body``:
///
/// ```swift
/// struct Spin: Keyframes {
///     var body: some Keyframes<WheelValues> {
///         KeyframeTrack(\.rotation) { CubicKeyframe(.degrees(90), duration: 1) }
///         KeyframeTrack(\.radius) { SpringKeyframe(120, duration: 0.6) }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type: the root that tracks animate parts of.
    associatedtype Value = Body.Value

    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes where Body.Value == Value

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }

    /// The tracks of this content, flattened into one list.
    ///
    /// Not part of SwiftUI's protocol, and not meant to be implemented outside this module: the
    /// default reads ``body``'s, and ``KeyframeTrack`` gives itself.
    var _tracks: KeyframeTrackList<Value> { get }
}

extension Keyframes {
    /// The tracks of ``body``.
    public var _tracks: KeyframeTrackList<Value> { body._tracks }
}
