import Foundation

/// The tint where it is used: SwiftUI's `TintShapeStyle` (`.tint`), the colour `.tint(_:)` sets
/// around a view, or the accent colour (blue) where none is set. Controls draw their accents
/// with it.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The opacity the tint is drawn at.
    var opacity: Double = 1

    /// Creates the style.
    public init() {}

    /// The tint at `opacity`, as the bordered button style draws its background.
    init(opacity: Double) {
        self.opacity = opacity
    }
}

extension TintShapeStyle: PaintingShapeStyle {
    var paint: StylePaint? { StylePaint(tintAt: opacity) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// SwiftUI's `.tint` shape style: the tint set around the view, the accent colour by default.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background where it is used: SwiftUI's `BackgroundStyle` (`.background`), the system
/// background colour (white in the light appearance, black in the dark).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the style.
    public init() {}
}

extension BackgroundStyle: PaintingShapeStyle {
    var paint: StylePaint? { Color(SystemColorTable.systemBackground).paint }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// SwiftUI's `.background` shape style: the system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The foreground where it is used: SwiftUI's `ForegroundStyle` (`.foreground`), the style
/// `.foregroundStyle(_:)` sets around the view, black by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the style.
    public init() {}
}

extension ForegroundStyle: PaintingShapeStyle {
    var paint: StylePaint? { StylePaint(foregroundAt: 1) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// SwiftUI's `.foreground` shape style: the foreground style where it is used.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
