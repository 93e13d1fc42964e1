import Foundation
import FrameRendering

extension Color {
    /// The colour space a colour's components are given in: SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma-encoded: the components as drawn.
        case sRGB
        /// sRGB with linear components, encoded to sRGB's curve when the colour is made.
        case sRGBLinear
        /// Display P3: converted to sRGB when the colour is made (frames are sRGB), so a P3
        /// colour looks as it does on an Apple screen; components beyond sRGB's gamut are
        /// clipped when drawn.
        case displayP3

        /// Linear Display P3 to linear sRGB: both spaces have D65 white, so the matrix comes
        /// from their primaries alone (Display P3's are DCI-P3's, SMPTE EG 432-1; sRGB's are
        /// IEC 61966-2-1's), with no chromatic adaptation.
        static let linearP3ToLinearSRGB: [[Double]] = [
            [1.2249401762805598, -0.2249401762805598, 0],
            [-0.04205695470968816, 1.0420569547096881, 0],
            [-0.019637554590334432, -0.07863604555063188, 1.0982736001409663],
        ]

        /// Components in this space as linear sRGB (negative or above 1 outside sRGB's gamut).
        func linearSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
            switch self {
            case .sRGBLinear:
                return (red, green, blue)
            case .sRGB:
                return (Self.linear(red), Self.linear(green), Self.linear(blue))
            case .displayP3:
                let linear = [Self.linear(red), Self.linear(green), Self.linear(blue)]
                let row = { (index: Int) in zip(Self.linearP3ToLinearSRGB[index], linear).reduce(0) { $0 + $1.0 * $1.1 } }
                return (row(0), row(1), row(2))
            }
        }

        /// Components in this space as gamma-encoded sRGB.
        func encodedSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
            guard self != .sRGB else { return (red, green, blue) }
            let linear = linearSRGB(red: red, green: green, blue: blue)
            return (Self.encoded(linear.red), Self.encoded(linear.green), Self.encoded(linear.blue))
        }

        /// A gamma-encoded component made linear by sRGB's curve (which Display P3 shares),
        /// mirrored below zero.
        static func linear(_ component: Double) -> Double {
            let magnitude = abs(component)
            let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return component < 0 ? -value : value
        }

        /// A linear component gamma-encoded by sRGB's curve, mirrored below zero.
        static func encoded(_ component: Double) -> Double {
            let magnitude = abs(component)
            let value = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return component < 0 ? -value : value
        }
    }

    /// A colour from components in `colorSpace` (sRGB unless given), 0…1, and an opacity:
    /// SwiftUI's `Color(_:red:green:blue:opacity:)`, written `Color(red: 1, green: 0.5, blue: 0)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let sRGB = colorSpace.encodedSRGB(red: red, green: green, blue: blue)
        self.init(RGBAColor(red: sRGB.red, green: sRGB.green, blue: sRGB.blue, alpha: opacity))
    }

    /// A grey from its white component in `colorSpace` (sRGB unless given), 0…1, and an
    /// opacity: SwiftUI's `Color(_:white:opacity:)`, written `Color(white: 0.9)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
