import Foundation
import FrameRendering

/// A background material: SwiftUI's `Material` (`.background(.ultraThinMaterial)`,
/// `.background(.bar)`), a translucent layer between a view and what is behind it.
///
/// SwiftUI blurs what is behind the material and blends a tint over it, like frosted glass.
/// Zoetrope's renderer cannot read back what is behind a shape to blur it, so a material is
/// drawn as its tint alone: a translucent fill, light in the light appearance and dark in the dark
/// one, through which what is behind shows unblurred. The thicker the material, the more opaque
/// its fill, in the order Apple's pages describe them ("mostly translucent" for `ultraThin` to
/// "mostly opaque" for `ultraThick`). The tints are Zoetrope's own estimates, not Apple's numbers
/// (Apple publishes none): see ``MaterialMeasures``; `bar` is the colour iOS 17's bars show over
/// white (#F9F9F9 at 94 %), as `TabBarMeasures` measured it.
public struct Material: ShapeStyle, Hashable {
    /// The fill in the light appearance.
    let light: RGBAColor
    /// The fill in the dark appearance.
    let dark: RGBAColor

    /// A mostly translucent material.
    public static let ultraThin = Material(light: MaterialMeasures.ultraThinLight, dark: MaterialMeasures.ultraThinDark)
    /// A material more translucent than opaque.
    public static let thin = Material(light: MaterialMeasures.thinLight, dark: MaterialMeasures.thinDark)
    /// A somewhat translucent material.
    public static let regular = Material(light: MaterialMeasures.regularLight, dark: MaterialMeasures.regularDark)
    /// A material more opaque than translucent.
    public static let thick = Material(light: MaterialMeasures.thickLight, dark: MaterialMeasures.thickDark)
    /// A mostly opaque material.
    public static let ultraThick = Material(light: MaterialMeasures.ultraThickLight, dark: MaterialMeasures.ultraThickDark)
    /// The material of the system's toolbars.
    public static let bar = Material(light: MaterialMeasures.barLight, dark: MaterialMeasures.barDark)
}

extension Material: PaintingShapeStyle {
    var paint: StylePaint? {
        var paint = StylePaint(color: light)
        paint.darkColor = dark
        return paint
    }
}

extension ShapeStyle where Self == Material {
    /// SwiftUI's `.ultraThinMaterial`: a mostly translucent material, drawn as a translucent fill
    /// without blur (``Material``).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// SwiftUI's `.thinMaterial`: a material more translucent than opaque, drawn without blur.
    public static var thinMaterial: Material { .thin }
    /// SwiftUI's `.regularMaterial`: a somewhat translucent material, drawn without blur.
    public static var regularMaterial: Material { .regular }
    /// SwiftUI's `.thickMaterial`: a material more opaque than translucent, drawn without blur.
    public static var thickMaterial: Material { .thick }
    /// SwiftUI's `.ultraThickMaterial`: a mostly opaque material, drawn without blur.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// SwiftUI's `.bar`: the material of the system's toolbars, drawn without blur.
    public static var bar: Material { .bar }
}
