import Foundation

extension View {
    /// SwiftUI's `tabItem(_:)`: makes the view a tab of the `TabView` around it, with `label` (an
    /// icon and a title, such as `Label("Home", systemImage: "house")`) in the tab bar. The view is
    /// drawn only while its tab is selected. Outside a tab view the view is drawn as it is.
    /// - Parameter label: The tab's label.
    /// - Returns: The view as a tab.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> TabItemView<Self, V> where V: View {
        TabItemView(content: self, label: label())
    }
}
