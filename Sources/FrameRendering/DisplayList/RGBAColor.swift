import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, each component in `0...1`.
public struct RGBAColor: Hashable, Sendable {
    /// Red, `0...1`.
    public var red: Double
    /// Green, `0...1`.
    public var green: Double
    /// Blue, `0...1`.
    public var blue: Double
    /// Alpha, `0...1`; 0 is transparent.
    public var alpha: Double

    /// Creates a colour; components are clamped to `0...1`.
    /// - Parameters:
    ///   - red: Red, `0...1`.
    ///   - green: Green, `0...1`.
    ///   - blue: Blue, `0...1`.
    ///   - alpha: Alpha, `0...1`; 1 by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates an opaque colour from 8-bit components.
    /// - Parameters:
    ///   - red8: Red, `0...255`.
    ///   - green8: Green, `0...255`.
    ///   - blue8: Blue, `0...255`.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// This colour with its alpha multiplied by `opacity`.
    /// - Parameter opacity: The factor, `0...1`.
    /// - Returns: The more transparent colour.
    public func opacity(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Whether the colour has no transparency.
    public var isOpaque: Bool { alpha >= 1 }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension RGBAColor {
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
