import Foundation

/// A keyframe track with its value type hidden: how long it lasts, and how to write its value
/// into a root at any time once it knows the root it starts from.
struct AnyKeyframeTrack<Root> {
    /// Seconds from the start of the track to the end of its last keyframe.
    let duration: TimeInterval

    /// Lays the track's keyframes out from the value it finds in an initial root, and returns a
    /// function that writes the track's value at a time into a root.
    let bind: (Root) -> (inout Root, TimeInterval) -> Void
}
