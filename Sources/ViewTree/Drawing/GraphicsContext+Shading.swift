import Foundation
import FrameRendering

extension GraphicsContext {
    /// What a path is filled or stroked with: SwiftUI's `GraphicsContext.Shading`, for colours.
    public struct Shading: Sendable {
        /// The colour, or `nil` for the foreground colour of the view around the canvas.
        private let rgba: RGBAColor?

        private init(_ rgba: RGBAColor?) {
            self.rgba = rgba
        }

        /// A colour.
        /// - Parameter color: The colour.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading {
            Shading(color.rgba)
        }

        /// A colour from sRGB components, 0…1, and an opacity.
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity; 1 by default.
        /// - Returns: The shading.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            Shading(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        }

        /// A grey from its white component, 0…1, and an opacity.
        /// - Parameters:
        ///   - white: The white component.
        ///   - opacity: The opacity; 1 by default.
        /// - Returns: The shading.
        public static func color(white: Double, opacity: Double = 1) -> Shading {
            Shading(RGBAColor(red: white, green: white, blue: white, alpha: opacity))
        }

        /// The foreground colour of the view around the canvas (`.foregroundStyle`; black by default).
        public static var foreground: Shading { Shading(nil) }

        /// The colour drawn in `environment`.
        func color(in environment: Environment) -> RGBAColor {
            rgba ?? environment.foreground
        }
    }
}
