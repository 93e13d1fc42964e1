import Foundation
import LayoutCore

/// Whether a part of the interface is shown: SwiftUI's `Visibility`, as `.toolbar(.hidden, for:)`
/// and other modifiers take it.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The part decides for itself: on iOS the navigation bar, tab bar and bottom bar are shown.
    case automatic
    /// The part is shown.
    case visible
    /// The part is hidden.
    case hidden
}
