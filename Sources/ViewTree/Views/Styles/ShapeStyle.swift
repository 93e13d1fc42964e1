import Foundation
import FrameRendering
import SceneCore

/// A colour or gradient that fills or strokes a shape, or colours what is in front: SwiftUI's
/// `ShapeStyle`.
///
/// `.fill`, `.stroke`, `.strokeBorder` and `.foregroundStyle` take any shape style. Zoetrope
/// draws the ones it defines: ``Color``, ``LinearGradient``, ``RadialGradient``,
/// ``EllipticalGradient``, ``AngularGradient``, ``AnyGradient`` (`Color.blue.gradient`), a bare
/// ``Gradient``, the levels of the foreground style (``HierarchicalShapeStyle``: `.secondary`), and
/// ``AnyShapeStyle`` wrapping one of them; a style of another type is drawn in the foreground
/// colour, as if none were given.
public protocol ShapeStyle: Sendable {}

/// What a shape style paints with: a colour, or a gradient with the colour that stands for it
/// where one colour is drawn (text, which is drawn in one colour here).
struct StylePaint: Hashable, Sendable {
    /// The colour; a gradient's first stop's.
    var color: RGBAColor
    /// The gradient, if the style is one.
    var gradient: GradientSpec?
    /// For a level of the foreground style (`.secondary`): the level's opacity, which the
    /// foreground where the style is used is drawn with (``ResolveContext/paint(for:)``).
    var foregroundLevel: Double?
    /// For the tint (`.tint`): the opacity the tint where the style is used is drawn with
    /// (``ResolveContext/paint(for:)``).
    var tintOpacity: Double?
    /// For a colour with a value of its own in the dark appearance: that value.
    var darkColor: RGBAColor?

    /// A gradient's paint.
    init(gradient: GradientSpec) {
        color = gradient.leadingColor
        self.gradient = gradient
    }

    /// A colour's paint.
    init(color: RGBAColor) {
        self.color = color
        gradient = nil
    }

    /// The paint of a level of the foreground style, at `opacity`.
    init(foregroundAt opacity: Double) {
        color = .black
        gradient = nil
        foregroundLevel = opacity
    }

    /// The paint of the tint, at `opacity`.
    init(tintAt opacity: Double) {
        color = .black
        gradient = nil
        tintOpacity = opacity
    }

    /// This paint with its opacity multiplied by `opacity`: its colour's, and each gradient stop's.
    func multiplyingOpacity(by opacity: Double) -> StylePaint {
        var paint = self
        paint.color = color.opacity(opacity)
        paint.darkColor = darkColor?.opacity(opacity)
        paint.gradient?.stops = (gradient?.stops ?? []).map { stop in
            var stop = stop
            stop.color = stop.color.opacity(opacity)
            return stop
        }
        return paint
    }
}

extension StylePaint {
    /// The paint in `appearance`: a colour's dark value in the dark appearance, else itself.
    func inAppearance(_ appearance: ColorScheme) -> StylePaint {
        guard appearance == .dark, gradient == nil, let darkColor else { return self }
        return StylePaint(color: darkColor)
    }
}

/// A shape style Zoetrope draws.
protocol PaintingShapeStyle: ShapeStyle {
    /// What the style paints with; `nil` to paint with the foreground.
    var paint: StylePaint? { get }
}

extension ShapeStyle {
    /// What the style paints with, or `nil` for a style Zoetrope does not draw (the foreground
    /// style is used instead).
    var resolvedPaint: StylePaint? { (self as? any PaintingShapeStyle)?.paint }
}

extension Color: PaintingShapeStyle {
    var paint: StylePaint? {
        var paint = StylePaint(color: rgba)
        paint.darkColor = darkRGBA
        return paint
    }
}
