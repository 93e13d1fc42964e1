import Foundation

/// The measures of an iPhone's tab bar, in points, each with where it comes from (portrait iPhone,
/// default Dynamic Type size, iOS 17).
enum TabBarMeasures {
    /// The tab bar's height, above the home indicator: 49 pt (HIG "Tab bars"; UIKit's `UITabBar`
    /// height on a portrait iPhone).
    static let height: CGFloat = 49
    /// The tab title's font: 10 pt medium (measured from iOS 17 screenshots; UIKit's
    /// `UITabBarItem` title font).
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// The tab icon's size: SF Symbols drawn at 24 pt in a 25 × 25 pt area (HIG "Tab bars": 25 × 25 pt
    /// regular tab bar glyphs).
    static let iconFont = Font.system(size: 24)
    /// Space between a tab's icon and its title (measured from iOS 17 screenshots).
    static let iconTitleSpacing: CGFloat = 2
    /// Space from the bar's top to the tab's icon (measured from iOS 17 screenshots).
    static let topInset: CGFloat = 4
    /// The colour of the tabs not selected: `systemGray`, #8E8E93 (UIKit's default
    /// `unselectedItemTintColor`, measured #999999 on iOS 17: Zoetrope uses the system grey).
    static let unselectedColor = Color(uiColor: .systemGray)
    /// The bar's background: the chrome material's colour, #F9F9F9 at 94 % (measured from iOS 17
    /// screenshots of `UITabBar`'s default appearance; Zoetrope draws no blur).
    static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255).opacity(0.94)
    /// The bar's top hairline: black at 30 %, one pixel (a third of a point) on a 3× screen
    /// (UIKit's default bar shadow).
    static let hairlineColor = Color.black.opacity(0.3)
    /// The hairline's thickness: one pixel of a 3× screen.
    static let hairlineThickness: CGFloat = 1.0 / 3
}
