import Foundation
import FrameRendering

/// The configuration of Liquid Glass: SwiftUI's `Glass`, given to
/// ``View/glassEffect(_:in:)`` (`.glassEffect(.regular.tint(.blue).interactive())`).
///
/// iOS 26 draws Liquid Glass by lensing and blurring what is behind it, with specular highlights
/// that move. Zoetrope draws it as a translucent fill in its shape (see ``MaterialMeasures``):
/// a light veil (a dark one in the dark appearance), fainter for ``clear``, the tint colour at
/// 60 % for a tinted glass, and nothing for ``identity``. Interactive glass reacts to touches on
/// a device; here it is drawn as glass that is not.
public struct Glass: Equatable, Sendable {
    /// The variant.
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant of glass: what `.glassEffect()` uses.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }

    /// The clear variant of glass: more transparent than ``regular``; Apple advises a dimming layer
    /// beneath it to keep content legible.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

    /// The identity variant of glass: the content as if no glass effect were applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color`: SwiftUI's `Glass.tint(_:)`; `nil` for no tint.
    /// - Parameter color: The tint colour.
    /// - Returns: The glass.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches when `isEnabled`: SwiftUI's `Glass.interactive(_:)`.
    /// Zoetrope draws interactive glass as it draws glass that is not.
    /// - Parameter isEnabled: Whether the glass is interactive; true by default.
    /// - Returns: The glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// What the glass is filled with: clear for the identity variant, the tint at 60 % for a
    /// tinted glass, else the variant's veil (with its dark value).
    var paint: StylePaint {
        if variant == .identity { return StylePaint(color: .clear) }
        if let tintColor, let tint = tintColor.paint {
            return tint.multiplyingOpacity(by: MaterialMeasures.glassTintOpacity)
        }
        var paint = StylePaint(color: variant == .clear ? MaterialMeasures.glassClearLight : MaterialMeasures.glassRegularLight)
        paint.darkColor = variant == .clear ? MaterialMeasures.glassClearDark : MaterialMeasures.glassRegularDark
        return paint
    }
}
