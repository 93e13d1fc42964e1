import Foundation
import LayoutCore

/// The measures of iOS presentations (sheets, alerts, confirmation dialogs), in points, each
/// with where it comes from. "Measured" means read from iOS 17 screenshots of an iPhone 15 Pro
/// (393 × 852 points) at their native scale.
enum PresentationMeasures {
    /// Where a page sheet at its large detent starts: under the status bar, at the iPhone 15
    /// Pro's top safe-area inset, 59 points (measured).
    static let sheetTop: CGFloat = 59
    /// A sheet's corner radius: 10 points (UISheetPresentationController's default before
    /// iOS 26, measured).
    static let sheetCornerRadius: CGFloat = 10
    /// The opacity of the black drawn over what a sheet covers (measured, about 40 %).
    static let sheetDimming: Double = 0.4
    /// The drag indicator (grabber): a capsule 36 × 5 points, 5 points below the sheet's top
    /// edge (measured).
    static let dragIndicatorSize = CGSize(width: 36, height: 5)
    static let dragIndicatorTop: CGFloat = 5
    /// How long a sheet takes to slide up: UIKit presents with a spring that settles in about
    /// half a second (measured).
    static let sheetSlideDuration: TimeInterval = 0.5
    /// How far a sheet comes from outside a scene, where the screen's height is not known: the
    /// height of an iPhone 15 Pro's screen. In a scene it comes from the screen's height below,
    /// out of sight below the bottom edge on any device.
    static let sheetSlideDistance: CGFloat = 852

    /// An alert's width: 270 points (UIAlertController, measured; unchanged since iOS 7).
    static let alertWidth: CGFloat = 270
    /// An alert's corner radius: 14 points (measured, iOS 17).
    static let alertCornerRadius: CGFloat = 14
    /// The opacity of the black drawn over the screen behind an alert (measured, about 20 %).
    static let alertDimming: Double = 0.2
    /// The space around an alert's title and message: 16 points at the sides, 19 above, 17
    /// below (measured).
    static let alertTextInsets = EdgeInsets(top: 19, leading: 16, bottom: 17, trailing: 16)
    /// The height of an alert's button: 44 points (measured).
    static let alertButtonHeight: CGFloat = 44

    /// The margin of a confirmation dialog (an action sheet) from the screen's sides: 8 points
    /// (measured), and from its bottom: 8 points over the 34-point home-indicator inset.
    static let dialogMargin: CGFloat = 8
    static let dialogBottom: CGFloat = 8 + 34
    /// The corner radius of a confirmation dialog's cards: 14 points (measured).
    static let dialogCornerRadius: CGFloat = 14
    /// The height of a confirmation dialog's button: 57 points (measured).
    static let dialogButtonHeight: CGFloat = 57
    /// The space around a confirmation dialog's title and message: 14 points above and below,
    /// 16 at the sides (measured).
    static let dialogTextInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// The gap between a confirmation dialog's actions and its Cancel card (measured).
    static let dialogCancelGap: CGFloat = 8
    /// A hairline between buttons: a third of a point.
    static let separatorThickness: CGFloat = 1.0 / 3
    /// The background of an alert and a dialog: iOS draws a light blur; Zoetrope fills the
    /// colour the blur shows over white (measured, #F2F2F2 at 97 %).
    static let panelWhite: Double = 0.95
}
