import Foundation
import LayoutCore

/// Tabs, one shown at a time over an iPhone tab bar: SwiftUI's `TabView`.
///
/// ```swift
/// TabView {
///     HomeView().tabItem { Label("Home", systemImage: "house") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
///
/// Each view of the content with a `.tabItem` is a tab; the selected one is drawn above the 49 pt
/// tab bar, whose tabs show the `.tabItem` labels (the selected one in the tint). A tap on a tab
/// selects it. Zoetrope tells tabs apart by their position, not their `.tag`: with a selection
/// binding, an `Int` selection is the selected tab's position, a selection of a `CaseIterable`
/// type is the case at that position in `allCases`; other selection types show the first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    /// The values of the tabs, in order, when they were built from `Tab`s; `nil` otherwise.
    var tabValues: [AnyHashable?]?
    @State private var ownSelection = 0

    /// Creates a tab view that selects a tab by itself, starting with the first.
    /// - Parameter content: The tabs: views with `.tabItem`s.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.content = content()
        selection = nil
    }

    /// Creates a tab view whose selected tab is `selection`'s value; a tap on a tab writes it.
    /// - Parameters:
    ///   - selection: The selected tab's value; `nil` for a tab view that selects by itself.
    ///   - content: The tabs: views with `.tabItem`s.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    /// Creates a tab view of `Tab`s that selects a tab by itself, starting with the first.
    ///
    /// ```swift
    /// TabView {
    ///     Tab("Home", systemImage: "house") { HomeView() }
    ///     Tab("Settings", systemImage: "gear") { SettingsView() }
    /// }
    /// ```
    /// - Parameter content: The tabs.
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        self.content = TabContentBuilder<Never>.Content(tabs: content())
        selection = nil
    }

    /// Creates a tab view of `Tab`s whose selected tab is the one whose `value` is the
    /// selection's; a tap on a tab writes its value. A selection no tab has shows the first tab.
    /// - Parameters:
    ///   - selection: The selected tab's value.
    ///   - content: The tabs, each with a `value`.
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        let tabs = content()
        self.content = TabContentBuilder<SelectionValue>.Content(tabs: tabs)
        self.selection = selection
        tabValues = TabList<SelectionValue>.entries(of: tabs).map(\.value)
    }

    /// The selected tab over the tab bar.
    public var body: some View {
        let model = TabViewModel(selectedIndex: selectedIndex, select: selector())
        return VStack(spacing: 0) {
            ZStack { content }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.tabViewModel, model)
            TabBar(model: model)
        }
    }

    /// The position of the selected tab.
    private var selectedIndex: Int {
        guard let selection else { return ownSelection }
        if let tabValues { return tabValues.firstIndex(of: AnyHashable(selection.wrappedValue)) ?? 0 }
        return Self.position(of: selection.wrappedValue) ?? 0
    }

    /// What a tap on the tab at a position does: writes the selection.
    private func selector() -> (Int) -> Void {
        let own = $ownSelection
        guard let selection else { return { own.wrappedValue = $0 } }
        if let tabValues {
            return { index in
                if tabValues.indices.contains(index), let value = tabValues[index]?.base as? SelectionValue {
                    selection.wrappedValue = value
                }
            }
        }
        return { index in
            if let value = Self.value(at: index) { selection.wrappedValue = value }
        }
    }

    /// The position a selection value stands for.
    static func position(of value: SelectionValue) -> Int? {
        if let index = value as? Int { return index }
        if let cases = allCases { return cases.firstIndex(of: value) }
        return nil
    }

    /// The selection value a position stands for.
    static func value(at index: Int) -> SelectionValue? {
        if let value = index as? SelectionValue { return value }
        if let cases = allCases, cases.indices.contains(index) { return cases[index] }
        return nil
    }

    /// The cases of the selection type, in order, when it is `CaseIterable`.
    private static var allCases: [SelectionValue]? {
        guard let iterable = SelectionValue.self as? any CaseIterable.Type else { return nil }
        return iterable.allCasesArray.compactMap { $0 as? SelectionValue }
    }
}

extension CaseIterable {
    /// The cases, as values of any type.
    static var allCasesArray: [Any] { Array(allCases) }
}
