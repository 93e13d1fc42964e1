import Foundation
import FrameRendering

/// A colour as UIKit spells it, for the SwiftUI code that names one: `Color(.systemGray5)`,
/// `Color(uiColor: .secondarySystemBackground)`, `Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))`.
///
/// On iOS, `import SwiftUI` brings UIKit's `UIColor`; Linux has no UIKit, so Zoetrope gives this
/// value type of the same name with UIKit's initialisers and its standard, system, label, fill,
/// background and separator colours, each with its light and dark values (``SystemColorTable``).
/// It is only a colour: no `cgColor`, no trait collections, no dynamic providers.
public struct UIColor: Hashable, Sendable {
    /// The colour in the light appearance.
    let light: RGBAColor
    /// The colour in the dark appearance.
    let dark: RGBAColor

    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    init(_ pair: SystemColorTable.Pair) {
        self.init(light: pair.light, dark: pair.dark)
    }

    init(fixed color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// A colour from sRGB components and an alpha, each 0…1, the same in both appearances.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(fixed: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey from its white component and an alpha, each 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation, brightness and alpha, each 0…1 (sRGB).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(fixed: color.rgba)
    }

    /// This colour with its alpha replaced by `alpha`, in both appearances.
    /// - Parameter alpha: The new alpha, 0…1.
    /// - Returns: The colour.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func replacing(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha))
        }
        return UIColor(light: replacing(light), dark: replacing(dark))
    }

    // UIKit's fixed colours: the same in both appearances, and (unlike the system colours) pure.
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// A grey of one third.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// A grey of two thirds.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// A grey of one half.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red, (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green, (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue, (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension UIColor {
    /// The system red: #FF3B30 light, #FF453A dark.
    public static let systemRed = UIColor(SystemColorTable.red)
    /// The system orange.
    public static let systemOrange = UIColor(SystemColorTable.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(SystemColorTable.yellow)
    /// The system green.
    public static let systemGreen = UIColor(SystemColorTable.green)
    /// The system mint.
    public static let systemMint = UIColor(SystemColorTable.mint)
    /// The system teal.
    public static let systemTeal = UIColor(SystemColorTable.teal)
    /// The system cyan.
    public static let systemCyan = UIColor(SystemColorTable.cyan)
    /// The system blue.
    public static let systemBlue = UIColor(SystemColorTable.blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(SystemColorTable.indigo)
    /// The system purple.
    public static let systemPurple = UIColor(SystemColorTable.purple)
    /// The system pink.
    public static let systemPink = UIColor(SystemColorTable.pink)
    /// The system brown.
    public static let systemBrown = UIColor(SystemColorTable.brown)
    /// The system gray, the same in both appearances.
    public static let systemGray = UIColor(SystemColorTable.gray)
    /// The second system gray: lighter than ``systemGray`` in the light appearance, darker in the dark.
    public static let systemGray2 = UIColor(SystemColorTable.gray2)
    /// The third system gray.
    public static let systemGray3 = UIColor(SystemColorTable.gray3)
    /// The fourth system gray.
    public static let systemGray4 = UIColor(SystemColorTable.gray4)
    /// The fifth system gray: #E5E5EA light, #2C2C2E dark.
    public static let systemGray5 = UIColor(SystemColorTable.gray5)
    /// The sixth system gray: #F2F2F7 light, #1C1C1E dark.
    public static let systemGray6 = UIColor(SystemColorTable.gray6)

    /// Primary text: black light, white dark.
    public static let label = UIColor(SystemColorTable.label)
    /// Secondary text: #3C3C43 at 60% light, #EBEBF5 at 60% dark.
    public static let secondaryLabel = UIColor(SystemColorTable.secondaryLabel)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(SystemColorTable.tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(SystemColorTable.quaternaryLabel)
    /// Placeholder text in fields.
    public static let placeholderText = UIColor(SystemColorTable.placeholderText)
    /// Links.
    public static let link = UIColor(SystemColorTable.link)
    /// A fill for thin and small shapes.
    public static let systemFill = UIColor(SystemColorTable.systemFill)
    /// A fill for medium shapes.
    public static let secondarySystemFill = UIColor(SystemColorTable.secondarySystemFill)
    /// A fill for large shapes.
    public static let tertiarySystemFill = UIColor(SystemColorTable.tertiarySystemFill)
    /// A fill for large areas with complex content.
    public static let quaternarySystemFill = UIColor(SystemColorTable.quaternarySystemFill)
    /// The main background: white light, black dark.
    public static let systemBackground = UIColor(SystemColorTable.systemBackground)
    /// Content over the main background: #F2F2F7 light, #1C1C1E dark.
    public static let secondarySystemBackground = UIColor(SystemColorTable.secondarySystemBackground)
    /// Content over the secondary background.
    public static let tertiarySystemBackground = UIColor(SystemColorTable.tertiarySystemBackground)
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(SystemColorTable.systemGroupedBackground)
    /// Content over a grouped background.
    public static let secondarySystemGroupedBackground = UIColor(SystemColorTable.secondarySystemGroupedBackground)
    /// Content over the secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(SystemColorTable.tertiarySystemGroupedBackground)
    /// A thin line between content, translucent.
    public static let separator = UIColor(SystemColorTable.separator)
    /// A thin line between content, opaque.
    public static let opaqueSeparator = UIColor(SystemColorTable.opaqueSeparator)
}
