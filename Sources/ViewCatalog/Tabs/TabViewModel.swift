import Foundation

/// One tab of a tab view: the label its `.tabItem` gives.
struct TabRecord {
    /// What the tab bar shows for the tab.
    var label: AnyView
}

/// A tab view while its body is built: which tab is selected, and the tabs its content's
/// `.tabItem`s register, in order, which its tab bar (built after the content) shows. A new one is
/// made each time the tab view's body is built.
final class TabViewModel {
    /// The position of the selected tab.
    let selectedIndex: Int
    /// Selects the tab at a position.
    let select: (Int) -> Void
    /// The tabs found so far, in order.
    var tabs: [TabRecord] = []
    /// Whether the content shows or hides the tab bar.
    var tabBarVisibility = Visibility.automatic

    init(selectedIndex: Int, select: @escaping (Int) -> Void) {
        self.selectedIndex = selectedIndex
        self.select = select
    }

    /// Adds a tab with `label` and returns its position.
    func register(label: AnyView) -> Int {
        tabs.append(TabRecord(label: label))
        return tabs.count - 1
    }
}

/// The environment key of the tab view the views are in.
struct TabViewModelKey: EnvironmentKey {
    static var defaultValue: TabViewModel? { nil }
}

extension EnvironmentValues {
    /// The tab view the views are in: where `.tabItem` registers its tab; `nil` outside one.
    var tabViewModel: TabViewModel? {
        get { self[TabViewModelKey.self] }
        set { self[TabViewModelKey.self] = newValue }
    }
}
