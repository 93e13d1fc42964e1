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
}

extension HierarchicalShapeStyle: PaintingShapeStyle {
    var paint: StylePaint? { StylePaint(foregroundAt: opacity) }

    /// The label colour the level at `opacity` is where no foreground style is set.
    static func labelColor(forLevel opacity: Double) -> Color {
        switch opacity {
        case 0.5: Color(SystemColorTable.secondaryLabel)
        case 0.25: Color(SystemColorTable.tertiaryLabel)
        case 0.18: Color(SystemColorTable.quaternaryLabel)
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
}
