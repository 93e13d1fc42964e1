import Foundation
import LayoutCore

/// What the `navigationDestination` modifiers return: the view, which tells the navigation stack
/// it is in which screens it declares while it is built, and is otherwise the view itself.
public struct NavigationStackWriter<Content: View>: View {
    @Environment(\.navigationStack) private var stack
    let content: Content
    let write: (NavigationStackModel) -> Void

    /// The view itself.
    public var body: Content {
        if let stack { write(stack) }
        return content
    }
}
