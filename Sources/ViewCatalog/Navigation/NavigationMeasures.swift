import AnimationCore
import Foundation

/// The measures of an iPhone's navigation bar, toolbar items and navigation links, in points, each
/// with where it comes from (portrait iPhone, default Dynamic Type size, iOS 17).
enum NavigationMeasures {
    /// The navigation bar's height, without a large title: 44 pt (UIKit's standard bar height;
    /// HIG "Layout": controls at least 44 × 44 pt; measured from iOS 17 screenshots).
    static let barHeight: CGFloat = 44
    /// The height the large title adds under the bar: 52 pt, making the 96 pt a large-title bar
    /// is (measured from iOS 17 screenshots: 44 + 52).
    static let largeTitleHeight: CGFloat = 52
    /// The large title's font: 34 pt bold (HIG "Typography", Large Title 34 pt; the navigation
    /// bar sets it bold).
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    /// Space under the large title's text to the bar's bottom (measured from iOS 17 screenshots).
    static let largeTitleBottomInset: CGFloat = 8
    /// The inline title's font: 17 pt semibold (HIG "Typography", Headline 17 pt semibold, as
    /// `UINavigationBar` draws titles).
    static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    /// The subtitle's font under an inline title: 12 pt (measured from iOS 26 screenshots).
    static let inlineSubtitleFont = Font.system(size: 12)
    /// The subtitle's font under a large title: 15 pt, the Subheadline size (measured from iOS 26
    /// screenshots).
    static let largeSubtitleFont = Font.system(size: 15)
    /// The height a subtitle adds under a large title (measured from iOS 26 screenshots).
    static let largeSubtitleHeight: CGFloat = 20
    /// The bar's side margins, where the large title and the corner items start: 16 pt (the
    /// layout margins of a portrait iPhone's view, UIKit `directionalLayoutMargins`).
    static let sideMargin: CGFloat = 16
    /// Space between items in a corner of the bar (measured from iOS 17 screenshots).
    static let barItemSpacing: CGFloat = 16
    /// The back button's leading margin: 8 pt (measured from iOS 17 screenshots).
    static let backButtonLeading: CGFloat = 8
    /// Space between the back chevron and the back button's title (measured from iOS 17 screenshots).
    static let backButtonSpacing: CGFloat = 6
    /// The back chevron ("chevron.backward", 17 pt semibold): 11 × 19 pt (measured from iOS 17 screenshots).
    static let backChevronSize = CGSize(width: 11, height: 19)
    /// The back chevron's line width (measured from iOS 17 screenshots).
    static let backChevronLineWidth: CGFloat = 2.5
    /// The disclosure chevron of a navigation link in a list ("chevron.right", 13 pt semibold):
    /// 7 × 12 pt (measured from iOS 17 screenshots).
    static let disclosureChevronSize = CGSize(width: 7, height: 12)
    /// The disclosure chevron's line width (measured from iOS 17 screenshots).
    static let disclosureChevronLineWidth: CGFloat = 2
    /// The disclosure chevron's colour: `tertiaryLabel` (UIKit's `UITableViewCell` disclosure
    /// indicator; measured #C4C4C7 over white, 30 % of #3C3C43).
    static let disclosureChevronColor = Color(uiColor: .tertiaryLabel)
    /// The bottom toolbar's height: 44 pt (UIKit's `UIToolbar` height on a portrait iPhone).
    static let bottomBarHeight: CGFloat = 44
    /// The font of a toolbar item's text: 17 pt regular (HIG "Typography", Body).
    static let barItemFont = Font.system(size: 17)
    /// The back button's title when the previous screen has none: "Back" (UIKit's default).
    static let defaultBackTitle = "Back"

    /// How long a push or a pop takes: 0.35 s, UIKit's `_UINavigationParallaxTransition`'s
    /// `defaultSlidingTransitionDuration` (0.35, as its decompiled `transitionDuration:` returns;
    /// Apple publishes no figure).
    static let pushDuration: TimeInterval = 0.35
    /// The push's curve: an ease in and out over ``pushDuration``. UIKit's own curve is not
    /// published; this is Zoetrope's choice, the curve UIKit's view animations default to.
    static let push = Animation.easeInOut(duration: pushDuration)
    /// How far the covered screen moves towards the leading edge while a screen is pushed over
    /// it: 30 % of its width (the parallax transition puts it at `round(width × 0.7)` less the
    /// width, decompiled UIKit).
    static let coveredShift: CGFloat = 0.3
    /// How dark the covered screen becomes: black at 10 % over it (`_UIParallaxDimmingView`'s
    /// `blackColor` with alpha 0.1, decompiled UIKit).
    static let coveredDimming: Double = 0.1
}
