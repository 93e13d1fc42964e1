import CairoRasterizer
import Foundation

/// How different two pixels look: the CIE 1976 colour difference ΔE*ab between their colours in
/// CIELAB (sRGB, D65), each composited over white first, plus their difference in alpha on the same
/// scale (a fully transparent pixel against an opaque one differs by 100).
///
/// ΔE 1 is about the smallest difference people notice side by side; swift-snapshot-testing's
/// `perceptualPrecision` of 0.98 allows ΔE 2.
enum ColorDifference {
    /// ΔE between `a` and `b`, 0 for the same pixel.
    static func deltaE(_ a: RGBA8, _ b: RGBA8) -> Double {
        let (first, second) = (lab(a), lab(b))
        let colour = ((first.l - second.l) * (first.l - second.l) + (first.a - second.a) * (first.a - second.a)
            + (first.b - second.b) * (first.b - second.b)).squareRoot()
        return colour + abs(Double(a.alpha) - Double(b.alpha)) / 255 * 100
    }

    /// The pixel's colour over white, in CIELAB.
    private static func lab(_ pixel: RGBA8) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(pixel.alpha) / 255
        let over = { (component: UInt8) in linear((Double(component) / 255) * alpha + (1 - alpha)) }
        let (red, green, blue) = (over(pixel.red), over(pixel.green), over(pixel.blue))
        // sRGB (D65) to XYZ, normalised by the white point.
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// An sRGB component, 0…1, as linear light.
    private static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// CIELAB's companding function.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389
        return t > epsilon ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }
}
