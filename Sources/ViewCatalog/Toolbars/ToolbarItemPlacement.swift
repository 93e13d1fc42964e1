import Foundation
import LayoutCore

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`.
///
/// Zoetrope places items as an iPhone does: in the navigation bar's leading or trailing corner,
/// its middle, the large title's place, or the bottom toolbar. Placements of other platforms
/// (`keyboard`, which waits for a keyboard) place nothing.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The places an iPhone screen has for toolbar items.
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, largeTitle, subtitle, bottom, bottomCentre, nowhere
    }

    /// What the placement is called, which tells placements with the same slot apart.
    let name: String
    /// Where the item is drawn.
    let slot: Slot

    /// The platform's choice: on iOS, the navigation bar's trailing corner.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The middle of the navigation bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// Navigation controls: on iOS, the leading corner of the navigation bar, after the back button.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// The screen's main action: on iOS, the trailing corner of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// Actions used less often: iOS collects them in a "More" menu in the trailing corner; Zoetrope
    /// draws them in the trailing corner.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    /// Status information: on iOS, the middle of the bottom toolbar.
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottomCentre)
    /// The action that confirms a modal screen: on iOS, the trailing corner of the navigation bar.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    /// The action that dismisses a modal screen: on iOS, the leading corner of the navigation bar.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// A destructive action of a modal screen: on iOS, the trailing corner of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// Above the keyboard while it is shown: Zoetrope shows no keyboard, so the item is not drawn.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .nowhere)
    /// The toolbar at the bottom of the screen, items from the leading edge.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    /// The leading corner of the navigation bar (the older name of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// The trailing corner of the navigation bar (the older name of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// The leading corner of the top bar, after the back button.
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading", slot: .leading) }
    /// The trailing corner of the top bar.
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing) }
    /// The title's place: the item is drawn in the middle of the navigation bar, in place of the title.
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(name: "title", slot: .principal) }
    /// The large title's place: the item is drawn where the large title would be, in its place.
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle", slot: .largeTitle)
    /// The subtitle's place, under the title.
    public static let subtitle = ToolbarItemPlacement(name: "subtitle", slot: .subtitle)
    /// The large subtitle's place, under the large title (Zoetrope: the subtitle's place).
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle", slot: .subtitle)
    /// The trailing corner, kept in the bar when room runs out (Zoetrope: the trailing corner).
    public static let topBarPinnedTrailing = ToolbarItemPlacement(name: "topBarPinnedTrailing", slot: .trailing)
}
