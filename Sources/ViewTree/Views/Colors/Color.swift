import Foundation
import FrameRendering
import SceneCore

/// A colour, a shape style, and a view that fills what it is offered with it: SwiftUI's `Color`.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// The colour's sRGB components and opacity, as display lists draw it (in the light
    /// appearance, for a colour that has two).
    public let rgba: RGBAColor
    /// The colour in the dark appearance, for a colour that differs there (the standard and
    /// system colours); `nil` for one that is the same in both.
    private(set) var darkRGBA: RGBAColor?

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
        self.init(RGBAColor(red: red + lift, green: green + lift, blue: blue + lift, alpha: opacity))
    }

    init(_ rgba: RGBAColor) {
        self.rgba = rgba
    }

    init(_ pair: SystemColorTable.Pair) {
        rgba = pair.light
        darkRGBA = pair.dark == pair.light ? nil : pair.dark
    }

    /// A colour as UIKit names it: SwiftUI's `Color(_:)` with a `UIColor`, as in
    /// `Color(.systemGray5)` or `Color(.secondarySystemBackground)`, with its light and dark values.
    /// - Parameter color: The UIKit colour.
    public init(_ color: UIColor) {
        self.init(SystemColorTable.Pair(light: color.light, dark: color.dark))
    }

    /// SwiftUI's `Color(uiColor:)`: the same as `Color(_:)` with a `UIColor`.
    /// - Parameter color: The UIKit colour.
    public init(uiColor color: UIColor) {
        self.init(color)
    }

    /// This colour with its opacity multiplied by `opacity`, in both appearances.
    public func opacity(_ opacity: Double) -> Color {
        Color(SystemColorTable.Pair(light: rgba.opacity(opacity), dark: (darkRGBA ?? rgba).opacity(opacity)))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
    }

    /// Black, white and clear, the same in both appearances.
    public static let black = Color(RGBAColor.black), white = Color(RGBAColor.white), clear = Color(RGBAColor.clear)
    /// SwiftUI's standard colours, with iOS's light and dark values (the light ones are the values
    /// scene files name).
    public static let red = Color(SystemColorTable.red), orange = Color(SystemColorTable.orange)
    public static let yellow = Color(SystemColorTable.yellow), green = Color(SystemColorTable.green)
    public static let mint = Color(SystemColorTable.mint), teal = Color(SystemColorTable.teal)
    public static let cyan = Color(SystemColorTable.cyan), blue = Color(SystemColorTable.blue)
    public static let indigo = Color(SystemColorTable.indigo), purple = Color(SystemColorTable.purple)
    public static let pink = Color(SystemColorTable.pink), brown = Color(SystemColorTable.brown)
    public static let gray = Color(SystemColorTable.gray)
    /// The accent colour controls are drawn in: SwiftUI's default, the system blue.
    public static let accentColor = Color(SystemColorTable.blue)
    /// The colour of primary content: UIKit's `label`, black in the light appearance and white in the dark.
    public static let primary = Color(SystemColorTable.label)
    /// The colour of secondary content: UIKit's `secondaryLabel`, #3C3C43 at 60% opacity in the
    /// light appearance and #EBEBF5 at 60% in the dark.
    public static let secondary = Color(SystemColorTable.secondaryLabel)
}
