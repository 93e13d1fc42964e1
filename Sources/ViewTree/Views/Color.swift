import Foundation
import FrameRendering
import SceneCore

/// A colour, and a view that fills what it is offered with it: SwiftUI's `Color`.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    /// The colour's sRGB components and opacity, as display lists draw it.
    public let rgba: RGBAColor

    /// A colour from sRGB components, 0…1, and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    init(_ rgba: RGBAColor) {
        self.rgba = rgba
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(rgba.opacity(opacity))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: self, in: context)
    }

    private static func named(_ name: String) -> Color { Color(RGBAColor.named[name] ?? .black) }

    /// The named colours, with SwiftUI's light-appearance values (as scene files name them).
    public static let black = named("black"), white = named("white"), clear = named("clear"), gray = named("gray")
    public static let red = named("red"), orange = named("orange"), yellow = named("yellow"), green = named("green")
    public static let mint = named("mint"), teal = named("teal"), cyan = named("cyan"), blue = named("blue")
    public static let indigo = named("indigo"), purple = named("purple"), pink = named("pink"), brown = named("brown")
    /// The accent colour controls are drawn in: SwiftUI's default, blue.
    public static let accentColor = named("blue")
    /// The colour of primary content: black, as in SwiftUI's light appearance.
    public static let primary = named("black")
}
