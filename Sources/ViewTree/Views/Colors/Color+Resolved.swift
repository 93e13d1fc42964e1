import Foundation
import FrameRendering

extension Color {
    /// A concrete colour: SwiftUI's `Color.Resolved`, its components stored in linear sRGB
    /// (extended range), with gamma-encoded sRGB views of them.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component in linear sRGB.
        public var linearRed: Float
        /// The green component in linear sRGB.
        public var linearGreen: Float
        /// The blue component in linear sRGB.
        public var linearBlue: Float
        /// The opacity, 0…1.
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (gamma-encoded sRGB by default).
        /// - Parameters:
        ///   - colorSpace: The space the components are in; Display P3 is converted to sRGB.
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity; 1 by default.
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let linear = colorSpace.linearSRGB(red: Double(red), green: Double(green), blue: Double(blue))
            (linearRed, linearGreen, linearBlue) = (Float(linear.red), Float(linear.green), Float(linear.blue))
            self.opacity = opacity
        }

        /// The red component in gamma-encoded sRGB.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }

        /// The green component in gamma-encoded sRGB.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }

        /// The blue component in gamma-encoded sRGB.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// `#RRGGBBAA` of the gamma-encoded components.
        public var description: String {
            let hex = { (value: Float) in String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }

        /// A gamma-encoded sRGB component made linear (sRGB's curve, mirrored below zero), in
        /// double precision as every colour space's conversion is.
        static func linear(_ component: Float) -> Float {
            Float(Color.RGBColorSpace.linear(Double(component)))
        }

        /// A linear sRGB component gamma-encoded, in double precision.
        static func encoded(_ component: Float) -> Float {
            Float(Color.RGBColorSpace.encoded(Double(component)))
        }
    }

    /// A colour of the values a resolved colour holds: SwiftUI's `Color(_:)` with a `Color.Resolved`.
    /// - Parameter resolved: The resolved colour.
    public init(_ resolved: Resolved) {
        self.init(RGBAColor(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                            alpha: Double(resolved.opacity)))
    }

    /// The colour's values in `environment`: SwiftUI's `Color.resolve(in:)`; its dark value where
    /// the environment's colour scheme is dark.
    /// - Parameter environment: The environment.
    /// - Returns: The resolved colour.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = environment.colorScheme == .dark ? (darkRGBA ?? rgba) : rgba
        return Resolved(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
    }
}
