import Foundation
import LayoutCore
import SceneCore

/// SwiftUI's `Divider`: a 1-point line across its stack's axis, in SwiftUI's separator colour.
///
/// In an `HStack` it is a vertical line, 1 point wide and as tall as it is offered; in a `VStack`,
/// a `Grid`, a `LazyVGrid` or outside any stack, a horizontal line, 1 point high and as wide as it
/// is offered (0 when the length is left unspecified, so a stack placed at its ideal size gives it
/// the stack's length when placing it). Its stack is the nearest container around it, through
/// modifiers, as in SwiftUI. It is drawn in SwiftUI's light-appearance separator colour, UIKit's
/// `UIColor.separator`: red 60, green 60, blue 67 (of 255) at 29 % opacity.
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    /// SwiftUI's separator colour in the light appearance.
    static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29)

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let across = context.stackOrientation ?? .vertical
        let line = ViewNode(sizing: Self.sizing(runningAcross: across))
        return context.resolved(line, looks: [ViewSpec(shape: .rectangle, cornerRadius: 0, fill: Self.separator.rgba)])
    }

    /// A line 1 point thick along `axis` and as long as offered across it (the stack's axis).
    static func sizing(runningAcross axis: Axis) -> ViewSizing {
        let thin: CGFloat = 1
        return switch axis {
        case .horizontal:
            .flexible(minimum: CGSize(width: thin, height: 0), ideal: CGSize(width: thin, height: 0),
                      maximum: CGSize(width: thin, height: .infinity))
        case .vertical:
            .flexible(minimum: CGSize(width: 0, height: thin), ideal: CGSize(width: 0, height: thin),
                      maximum: CGSize(width: .infinity, height: thin))
        }
    }
}
