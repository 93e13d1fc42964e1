import Foundation
import FrameRendering

extension Color {
    /// The colour space a colour's components are given in: SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma-encoded: the components as drawn.
        case sRGB
        /// sRGB with linear components, encoded to sRGB's curve when the colour is made.
        case sRGBLinear
        /// Display P3; drawn here as if its components were sRGB's (frames are sRGB).
        case displayP3

        /// `component` (0…1) in gamma-encoded sRGB.
        func encoded(_ component: Double) -> Double {
            guard self == .sRGBLinear else { return component }
            return component <= 0.0031308 ? 12.92 * component : 1.055 * pow(component, 1 / 2.4) - 0.055
        }
    }

    /// A colour from components in `colorSpace` (sRGB unless given), 0…1, and an opacity:
    /// SwiftUI's `Color(_:red:green:blue:opacity:)`, written `Color(red: 1, green: 0.5, blue: 0)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(RGBAColor(red: colorSpace.encoded(red), green: colorSpace.encoded(green), blue: colorSpace.encoded(blue), alpha: opacity))
    }

    /// A grey from its white component in `colorSpace` (sRGB unless given), 0…1, and an
    /// opacity: SwiftUI's `Color(_:white:opacity:)`, written `Color(white: 0.9)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
