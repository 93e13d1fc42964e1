import Foundation
import LayoutCore

/// What `.navigationBarTitleDisplayMode(_:)` takes: SwiftUI's `NavigationBarItem`, of which
/// Zoetrope has the title display mode.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the previous screen's title: large on a stack's root screen.
        case automatic
        /// Small (17 pt semibold), in the middle of the 44 pt bar.
        case inline
        /// Large (34 pt bold), leading, under the bar, which is 96 pt tall then.
        case large
    }
}
