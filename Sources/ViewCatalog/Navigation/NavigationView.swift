import Foundation
import LayoutCore

/// A view with a navigation bar over its content, where links push screens: SwiftUI's
/// `NavigationView` (deprecated for `NavigationStack`). On an iPhone it is a stack, and Zoetrope
/// draws it as a ``NavigationStack`` of `content`.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates the view.
    /// - Parameter content: The root screen's content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack.
    public var body: some View {
        NavigationStack { content }
    }
}
