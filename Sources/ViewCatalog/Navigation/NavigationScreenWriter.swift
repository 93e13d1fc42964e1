import Foundation
import LayoutCore

/// What the navigation bar modifiers (`.navigationTitle`, `.toolbar`, …) return: the view, which
/// tells the navigation screen it is on what it asks for (the title, the items, …) while it is
/// built, and is otherwise the view itself.
public struct NavigationScreenWriter<Content: View>: View {
    @Environment(\.navigationScreen) private var screen
    let content: Content
    let write: (NavigationScreenModel) -> Void

    /// The view itself.
    public var body: Content {
        if let screen { write(screen) }
        return content
    }
}
