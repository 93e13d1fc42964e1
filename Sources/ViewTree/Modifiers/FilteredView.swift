import Foundation
import LayoutCore
import SceneCore

/// A view drawn through a filter on its pixels: what `.shadow(color:radius:x:y:)`,
/// `.blur(radius:opaque:)`, the colour filters, `.blendMode` and `.rotation3DEffect` build.
///
/// The view's size and place do not change, nor does the CSV (but a 3D rotation's row records
/// the view's projected centre). The filter's numbers (radius,
/// offset, colour) animate when a change of state changes them, as SwiftUI's do. On a container
/// each view inside is filtered alone, in the container's frame: SwiftUI shadows each view of a
/// container too (`.compositingGroup()` is how SwiftUI shadows them as one), and blurring views
/// alone differs from blurring them together only where they overlap.
public struct FilteredView<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: ViewEffect.Kind
    let amounts: [Double]

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let amounts = kind == .rotation3D && context.environment.layoutDirection == .rightToLeft ? Self.mirrored(amounts) : amounts
        return context.resolve(content).map { resolved in
            // The numbers live in the layout, which animates them, and reach the look at each
            // frame; in the look they would make a change of radius a change of look, a cross-fade.
            let effect = ViewEffect(kind: kind)
            return ResolvedView(node: resolved.node.drawingScope(amounts: amounts), looks: resolved.looks.map { $0.adding(effect) })
        }
    }

    /// A 3D turn's numbers in a right-to-left layout: SwiftUI turns the view in its own,
    /// mirrored coordinates, so on screen the turn is the left-to-right one mirrored: the mirror
    /// of a turn by θ about (x, y, z) is a turn by −θ about (−x, y, z), through the anchor mirrored
    /// (`.leading` is the right edge).
    static func mirrored(_ amounts: [Double]) -> [Double] {
        guard var rotation = Rotation3D(amounts: amounts) else { return amounts }
        rotation.angle = .radians(-rotation.angle.radians)
        rotation.axis.x = -rotation.axis.x
        rotation.anchor = UnitPoint(x: 1 - rotation.anchor.x, y: rotation.anchor.y)
        return rotation.amounts
    }
}

extension View {
    /// SwiftUI's `.shadow(color:radius:x:y:)`: a shadow under the view, its alpha blurred by
    /// `radius`, in `color`, moved by `x` and `y`; the view is drawn over it, unblurred.
    ///
    /// The radius is drawn as a Gaussian of that standard deviation in points (iOS's shadow
    /// radius is twice CSS's blur radius, which is two standard deviations). On a container,
    /// each view inside casts its own shadow, as in SwiftUI.
    /// - Parameters:
    ///   - color: The shadow's colour; SwiftUI's default, black at opacity 0.33, by default.
    ///   - radius: How far the shadow spreads; 0 for a sharp one.
    ///   - x: How far right the shadow is moved, in the view's coordinates; 0 by default.
    ///   - y: How far down the shadow is moved; 0 by default.
    /// - Returns: The view with its shadow.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> FilteredView<Self> {
        let rgba = color.rgba
        return FilteredView(content: self, kind: .shadow,
                            amounts: [Double(radius), Double(x), Double(y), rgba.red, rgba.green, rgba.blue, rgba.alpha])
    }

    /// SwiftUI's `.blur(radius:opaque:)`: the view drawn blurred by a Gaussian of standard
    /// deviation `radius` points.
    /// - Parameters:
    ///   - radius: How far the blur spreads; 0 for none.
    ///   - opaque: Whether the blur keeps the view's edges opaque (pixels past the frame's edge
    ///     repeat the edge's, and nothing is drawn outside the frame) rather than fading them out;
    ///   `false` by default.
    /// - Returns: The blurred view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> FilteredView<Self> {
        FilteredView(content: self, kind: .blur(opaque: opaque), amounts: [Double(radius)])
    }
}
