import Foundation
import FrameRendering

/// A colour as Core Graphics spells it, for the SwiftUI code that makes one: `Color(cgColor:
/// CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))`, `Color(UIColor.systemRed.cgColor)`.
///
/// On Apple's platforms `CGColor` comes from Core Graphics; Linux's Foundation has `CGFloat`,
/// `CGPoint` and `CGRect` but no `CGColor`, so Zoetrope gives this class of the same name, its
/// own, with Core Graphics' common initialisers, components and constants. It differs from Core
/// Graphics in that every colour is treated as sRGB: `init(red:green:blue:alpha:)` (Core Graphics'
/// generic RGB space) and `init(srgbRed:green:blue:alpha:)` give the same colour, and a grey from
/// `init(gray:alpha:)` is the sRGB grey with those components. There are no colour spaces,
/// patterns or conversions, and no `CGColor.black`, `.white` or `.clear` constants: with them
/// `Color(.black)` would be ambiguous between this and ``UIColor``'s `.black`.
public final class CGColor: Sendable {
    /// The colour's sRGB red, green, blue and alpha, each 0…1.
    let rgba: RGBAColor
    /// Whether the colour was made as a grey, so its components are (gray, alpha).
    private let isGray: Bool

    private init(rgba: RGBAColor, isGray: Bool) {
        self.rgba = rgba
        self.isGray = isGray
    }

    /// A colour from red, green, blue and alpha components, each 0…1. Core Graphics places it in
    /// its generic RGB space; Zoetrope treats it as sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)), isGray: false)
    }

    /// A colour from sRGB red, green, blue and alpha components, each 0…1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from its gray component (0 black, 1 white) and an alpha, each 0…1. Core Graphics
    /// places it in its generic grey space; Zoetrope draws it as the sRGB grey with those values.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha)), isGray: true)
    }

    /// The colour's components, alpha last: (gray, alpha) for a grey, (red, green, blue, alpha)
    /// otherwise. Core Graphics answers an optional; Zoetrope's is never `nil`.
    public var components: [CGFloat]? {
        if isGray { return [CGFloat(rgba.red), CGFloat(rgba.alpha)] }
        return [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
    }

    /// The colour's alpha, 0…1.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }

    /// How many components the colour has, alpha included: 2 for a grey, 4 otherwise.
    public var numberOfComponents: Int { isGray ? 2 : 4 }
}
