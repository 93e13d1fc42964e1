import Foundation

/// A PNG file's picture drawn in a rectangle: what SwiftUI's `Image("name")` draws.
public struct ImageItem: Hashable, Sendable {
    /// The PNG file's path.
    public var path: String
    /// The centre of the rectangle the picture fills.
    public var center: CGPoint
    /// The rectangle's size, before `scale`; the picture is stretched to it.
    public var size: CGSize
    /// The rotation about the centre, in radians, clockwise on screen.
    public var rotation: Double
    /// The scale about the centre.
    public var scale: Double
    /// The opacity, `0...1`.
    public var opacity: Double

    /// Creates an image item.
    public init(path: String, center: CGPoint, size: CGSize, rotation: Double = 0, scale: Double = 1, opacity: Double = 1) {
        self.path = path
        self.center = center
        self.size = size
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
    }
}
