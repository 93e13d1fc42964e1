import Foundation

/// Keyframe tracks side by side: what ``KeyframesBuilder`` makes of a block of tracks, `if`s and
/// `for` loops.
///
/// Not a SwiftUI type (SwiftUI's builder nests generic types instead); you rarely name it. All
/// tracks start at time 0; they are applied in the order written, so where two animate the same
/// property the later one wins, as in SwiftUI. An empty list changes nothing.
public struct KeyframeTrackList<Value>: Keyframes {
    /// The tracks, in the order they are applied.
    let tracks: [AnyKeyframeTrack<Value>]

    /// Creates a list of tracks.
    /// - Parameter tracks: The tracks, in order.
    init(_ tracks: [AnyKeyframeTrack<Value>]) {
        self.tracks = tracks
    }

    /// Creates an empty list.
    public init() {
        tracks = []
    }

    /// Creates a list of the tracks of several lists, in order.
    /// - Parameter lists: The lists.
    public init(concatenating lists: [KeyframeTrackList<Value>]) {
        tracks = lists.flatMap(\.tracks)
    }

    /// The number of tracks.
    public var count: Int { tracks.count }

    /// The list itself.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// The list itself.
    public var _tracks: KeyframeTrackList<Value> { self }
}
