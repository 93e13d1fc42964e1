import Foundation

extension Image {
    /// Which way up a bitmap's pixels are: SwiftUI's `Image.Orientation`, given to
    /// `Image(_:scale:orientation:label:)`.
    ///
    /// Zoetrope lays out and draws every orientation as ``up``: the picture is neither rotated
    /// nor mirrored (SwiftUI turns or flips it, and swaps width and height for the left and right
    /// orientations).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// The pixels as stored.
        case up = 0
        /// Flipped horizontally.
        case upMirrored = 2
        /// Turned 180°.
        case down = 1
        /// Flipped vertically.
        case downMirrored = 3
        /// Turned 90° counterclockwise.
        case left = 6
        /// Flipped horizontally and turned 90° counterclockwise.
        case leftMirrored = 4
        /// Turned 90° clockwise.
        case right = 7
        /// Flipped horizontally and turned 90° clockwise.
        case rightMirrored = 5
    }
}
