/// One pixel as four 8-bit components in sRGB with straight (not premultiplied) alpha.
///
/// This is what ``RasterImage/pixel(x:y:)`` returns, so a test can look at a rendered or decoded
/// frame one pixel at a time.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, `0...255`.
    public var red: UInt8
    /// Green, `0...255`.
    public var green: UInt8
    /// Blue, `0...255`.
    public var blue: UInt8
    /// Alpha, `0...255`; 0 is transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a pixel from its components.
    /// - Parameters:
    ///   - red: Red, `0...255`.
    ///   - green: Green, `0...255`.
    ///   - blue: Blue, `0...255`.
    ///   - alpha: Alpha, `0...255`; 255 (opaque) by default.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The largest difference between any component of this pixel and the other's.
    ///
    /// Use it to compare anti-aliased or blended pixels with a tolerance.
    /// - Parameter other: The pixel to compare with.
    /// - Returns: The maximum absolute component difference, `0...255`; 0 when the pixels are equal.
    public func maximumComponentDifference(from other: RGBA8) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }

    /// The pixel as `rgba(r, g, b, a)`, for test failure messages.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
