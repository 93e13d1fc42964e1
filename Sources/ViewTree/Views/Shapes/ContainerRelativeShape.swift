import Foundation
import LayoutCore
import SceneCore

/// A shape that follows the shape of the container it is in, inset to fit: SwiftUI's
/// `ContainerRelativeShape`. Only widgets and some system containers give a container shape;
/// elsewhere, as everywhere in Zoetrope, it is a rectangle.
public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    public init() {}

    /// The frame itself, as there is no container shape.
    /// - Parameter rect: The frame.
    /// - Returns: The path.
    public func path(in rect: CGRect) -> Path { Rectangle().path(in: rect) }
}

extension Shape where Self == ContainerRelativeShape {
    /// SwiftUI's `.containerRelative`: ``ContainerRelativeShape``.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
