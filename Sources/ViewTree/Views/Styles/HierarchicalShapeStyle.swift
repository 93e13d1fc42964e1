import Foundation
import FrameRendering

/// One of the levels of the current foreground style: SwiftUI's `HierarchicalShapeStyle`
/// (`.primary`, `.secondary`, `.tertiary`, `.quaternary`).
///
/// Where no foreground style is set, the levels are iOS's label colours, as SwiftUI draws them:
/// `label`, `secondaryLabel` (#3C3C43 at 60%), `tertiaryLabel` (30%) and `quaternaryLabel` (18%),
/// with their dark values in the dark appearance. Under a foreground style, a level is that style
/// with its opacity multiplied by the level's: 1, 0.5, 0.25 and 0.18. SwiftUI does not document
/// these; they are the levels OpenSwiftUI's reconstruction of SwiftUICore gives a colour
/// (`opacity(at:)`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level's opacity, multiplied into the foreground style's.
    let opacity: Double

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(opacity: 1)
    /// The second level: the foreground style at half its opacity.
    public static let secondary = HierarchicalShapeStyle(opacity: 0.5)
    /// The third level: the foreground style at a quarter of its opacity.
    public static let tertiary = HierarchicalShapeStyle(opacity: 0.25)
    /// The fourth level: the foreground style at 18% of its opacity.
    public static let quaternary = HierarchicalShapeStyle(opacity: 0.18)
    /// The fifth level: the foreground style at 10% of its opacity.
    public static let quinary = HierarchicalShapeStyle(opacity: 0.1)
}

extension HierarchicalShapeStyle: PaintingShapeStyle {
    var paint: StylePaint? { StylePaint(foregroundAt: opacity) }

    /// The label colour the level at `opacity` is where no foreground style is set.
    static func labelColor(forLevel opacity: Double) -> Color {
        switch opacity {
        case 0.5: Color(SystemColorTable.secondaryLabel)
        case 0.25: Color(SystemColorTable.tertiaryLabel)
        case 0.18: Color(SystemColorTable.quaternaryLabel)
        case 0.1: Color(SystemColorTable.label).opacity(0.1)
        default: Color(SystemColorTable.label).opacity(opacity)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// SwiftUI's `.primary` shape style: the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// SwiftUI's `.secondary` shape style: the foreground style at half its opacity.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// SwiftUI's `.tertiary` shape style: the foreground style at a quarter of its opacity.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// SwiftUI's `.quaternary` shape style: the foreground style at 18% of its opacity.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    /// SwiftUI's `.quinary` shape style: the foreground style at 10% of its opacity (the label
    /// colour at 10% where none is set).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

extension ShapeStyle {
    /// The style at the opacity of `level`: itself for a colour or a gradient, and for the tint
    /// or a level of the foreground style, that at the product of both levels.
    private func level(_ level: HierarchicalShapeStyle) -> AnyShapeStyle {
        guard let paint = resolvedPaint else { return AnyShapeStyle(paint: nil) }
        if let foregroundLevel = paint.foregroundLevel { return AnyShapeStyle(paint: StylePaint(foregroundAt: foregroundLevel * level.opacity)) }
        return AnyShapeStyle(paint: paint.multiplyingOpacity(by: level.opacity))
    }

    /// SwiftUI's `ShapeStyle.secondary`: the second level of this style, here at half its opacity
    /// (`Color.blue.secondary`).
    public var secondary: some ShapeStyle { level(.secondary) }
    /// SwiftUI's `ShapeStyle.tertiary`: the third level of this style, at a quarter of its opacity.
    public var tertiary: some ShapeStyle { level(.tertiary) }
    /// SwiftUI's `ShapeStyle.quaternary`: the fourth level of this style, at 18% of its opacity.
    public var quaternary: some ShapeStyle { level(.quaternary) }
    /// SwiftUI's `ShapeStyle.quinary`: the fifth level of this style, at 10% of its opacity.
    public var quinary: some ShapeStyle { level(.quinary) }
}
