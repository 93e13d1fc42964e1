import Foundation
import LayoutCore

/// What `.tabItem(_:)` returns: a tab of the tab view around it, which registers its label with
/// the tab view while it is built and is drawn only while it is the selected tab.
public struct TabItemView<Content: View, Label: View>: View {
    @Environment(\.tabViewModel) private var tabView
    let content: Content
    let label: Label

    /// The view while its tab is selected (always, outside a tab view); nothing otherwise.
    public var body: Content? {
        guard let tabView else { return content }
        let index = tabView.register(label: AnyView(label))
        return index == tabView.selectedIndex ? content : nil
    }
}
