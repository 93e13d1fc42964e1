import Foundation

/// Any shape style, its type erased: SwiftUI's `AnyShapeStyle`, for a style chosen at run time
/// (`on ? AnyShapeStyle(Color.red) : AnyShapeStyle(LinearGradient(…))`).
public struct AnyShapeStyle: ShapeStyle {
    let paint: StylePaint?

    /// Wraps `style`.
    /// - Parameter style: A colour, a gradient, or another shape style.
    public init<S: ShapeStyle>(_ style: S) {
        paint = style.resolvedPaint
    }

    /// A style that paints with `paint` (a level of another style: `Color.blue.secondary`).
    init(paint: StylePaint?) {
        self.paint = paint
    }
}

extension AnyShapeStyle: PaintingShapeStyle {}
