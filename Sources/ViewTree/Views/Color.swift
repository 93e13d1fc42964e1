import Foundation
import FrameRendering
import SceneCore

/// A colour, a shape style, and a view that fills what it is offered with it: SwiftUI's `Color`.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// The colour's sRGB components and opacity, as display lists draw it.
    public let rgba: RGBAColor

    /// A colour from sRGB components, 0…1, and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey from its white component, 0…1, and an opacity: SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1, and an opacity (sRGB), as
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) = switch Int(hue) {
        case 0: (chroma, second, 0)
        case 1: (second, chroma, 0)
        case 2: (0, chroma, second)
        case 3: (0, second, chroma)
        case 4: (second, 0, chroma)
        default: (chroma, 0, second)
        }
        let lift = brightness - chroma
        self.init(red: red + lift, green: green + lift, blue: blue + lift, opacity: opacity)
    }

    init(_ rgba: RGBAColor) {
        self.rgba = rgba
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(rgba.opacity(opacity))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
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
