import Foundation
import LayoutCore

/// The measures of iOS lists and forms, in points, each with where it comes from.
///
/// Apple does not publish most of these; where a number says "measured", it was read from
/// iOS 17 screenshots of an iPhone 15 Pro (393 × 852 points) at their native scale.
enum ListMeasures {
    /// The least height of a row: 44 points, the HIG's least tappable size and UIKit's default
    /// row height (`UITableView.automaticDimension` settles at 44 for one line of body text).
    static let rowMinimumHeight: CGFloat = 44
    /// The default insets of a row's content: 20 points at the leading and trailing edges
    /// (measured: text in an inset-grouped row starts 20 points inside the card), and 11 points
    /// above and below, so one line of 17-point body text makes a 44-point row (measured).
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The distance between an inset-grouped card and the list's edges: 16 points, the readable
    /// margin of a compact-width iPhone (measured).
    static let cardMargin: CGFloat = 16
    /// The corner radius of an inset-grouped card: 10 points (measured, iOS 17).
    static let cardCornerRadius: CGFloat = 10
    /// A separator's thickness: one device pixel of a 3× screen, a third of a point.
    static let separatorThickness: CGFloat = 1.0 / 3
    /// The space above a section that has no header, and above the first one: 35 points
    /// (measured; UIKit's default section spacing in an inset-grouped table).
    static let sectionSpacing: CGFloat = 35
    /// The space above a section header's text: 17 points (measured).
    static let headerTopSpacing: CGFloat = 17
    /// The space between a header's text and its card, and between a card and its footer's
    /// text: 7 points (measured).
    static let headerBottomSpacing: CGFloat = 7
    /// The space around a plain list's section header: 6 points above and below (measured).
    static let plainHeaderPadding: CGFloat = 6
    /// The space below the last section of a grouped list: 35 points, as above the first.
    static let bottomSpacing: CGFloat = 35
}

/// The measures of outline rows (a `List` with `children:`, an `OutlineGroup`), in points.
///
/// Apple publishes none of these; they are estimates from iOS 17 screenshots of outline lists.
enum OutlineMeasures {
    /// How far each level of children is indented past its parent's content: 20 points (estimated).
    static let indentation: CGFloat = 20
    /// The disclosure chevron ("chevron.right" at body size, semibold): 8 × 13 points (estimated).
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The chevron's line width (estimated).
    static let chevronLineWidth: CGFloat = 2
    /// The least gap between a row's content and its chevron: 8 points (estimated).
    static let chevronSpacing: CGFloat = 8
}
