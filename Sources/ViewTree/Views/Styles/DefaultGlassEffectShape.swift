import Foundation
import SceneCore

/// The shape Liquid Glass takes when none is given: SwiftUI's `DefaultGlassEffectShape`, a
/// capsule. Apps do not write it; it is the default of ``View/glassEffect(_:in:)``.
public struct DefaultGlassEffectShape: Shape {
    /// Creates the shape.
    public init() {}

    /// A capsule in `rect`: corners of half its shorter side.
    /// - Parameter rect: The frame.
    /// - Returns: The outline.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}
