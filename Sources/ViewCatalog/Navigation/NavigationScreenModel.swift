import Foundation
import LayoutCore

/// What one screen of a navigation stack says about its bars: written by the modifiers inside the
/// screen's content (`.navigationTitle`, `.toolbar`, …) while the content is built, and read by the
/// screen's bars, which are built after it. A new model is made each time the stack's body is
/// built, so nothing written in one build is seen in another.
final class NavigationScreenModel {
    /// The title, when the content sets one.
    var title: Text?
    /// The subtitle, when the content sets one.
    var subtitle: Text?
    /// How the title is shown, as the content asks.
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    /// Whether the content hides the back button.
    var isBackButtonHidden = false
    /// Whether the content shows or hides the navigation bar.
    var navigationBarVisibility = Visibility.automatic
    /// Whether the content shows or hides the bottom toolbar.
    var bottomBarVisibility = Visibility.automatic
    /// A view the content gives as its title (`.navigationTitle { … }`), drawn in the title's place.
    var titleView: AnyView?
    /// The toolbar items the content adds, in order.
    var toolbarEntries: [ToolbarEntry] = []
    /// Whether the bar showed a large title, once it is built: what `.automatic` follows on the
    /// next screen.
    var showsLargeTitle = true

    /// The items at `slots`, in order.
    func entries(in slots: Set<ToolbarItemPlacement.Slot>) -> [ToolbarEntry] {
        toolbarEntries.filter { slots.contains($0.placement.slot) }
    }

    /// Whether the bar shows a large title: as the content asks, or, for `.automatic`, as the
    /// previous screen did (large on a root screen).
    func resolvesLargeTitle(after previous: NavigationScreenModel?) -> Bool {
        switch displayMode {
        case .large: true
        case .inline: false
        case .automatic: previous?.showsLargeTitle ?? true
        }
    }
}

/// The environment key of the screen the views are on.
struct NavigationScreenKey: EnvironmentKey {
    static var defaultValue: NavigationScreenModel? { nil }
}

extension EnvironmentValues {
    /// The navigation screen the views are on: where their bar modifiers write; `nil` outside a
    /// navigation stack.
    var navigationScreen: NavigationScreenModel? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}
