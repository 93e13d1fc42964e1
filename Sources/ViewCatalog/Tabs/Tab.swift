import Foundation
import LayoutCore

/// A tab of a tab view, with its content and its label in the tab bar: SwiftUI's `Tab` (iOS 18),
/// written in a `TabView`'s builder.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
///
/// The tab bar shows each tab's label (the symbol over the title); the content of the selected
/// tab fills the rest. Zoetrope has the initialisers with a title and a symbol, and with a
/// label of one's own; roles (`.search`), badges and customisation are not there yet.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabEntryProvider {
    /// The type of the value that selects the tab.
    public typealias TabValue = Value

    let value: Value?
    let content: Content
    let label: Label

    init(tabValue: Value?, tabContent: Content, tabLabel: Label) {
        value = tabValue
        content = tabContent
        label = tabLabel
    }

    var tabEntries: [TabEntry] {
        var hashed: AnyHashable?
        if let value { hashed = AnyHashable(value) }
        return [TabEntry(value: hashed, label: AnyView(label), content: AnyView(content))]
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a key, with a symbol, selected when the selection is `value`.
    /// - Parameters:
    ///   - titleKey: The title in the tab bar.
    ///   - systemImage: The SF Symbol above the title.
    ///   - value: The selection value that selects the tab.
    ///   - content: What the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, tabContent: content(), tabLabel: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
    }

    /// A tab titled with a string, with a symbol, selected when the selection is `value`.
    /// - Parameters:
    ///   - title: The title in the tab bar.
    ///   - systemImage: The SF Symbol above the title.
    ///   - value: The selection value that selects the tab.
    ///   - content: What the tab shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, tabContent: content(), tabLabel: DefaultTabLabel(title: Text(title), systemImage: systemImage))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a key, with a symbol, in a tab view without a selection binding.
    /// - Parameters:
    ///   - titleKey: The title in the tab bar.
    ///   - systemImage: The SF Symbol above the title.
    ///   - content: What the tab shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, tabContent: content(), tabLabel: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
    }

    /// A tab titled with a string, with a symbol, in a tab view without a selection binding.
    /// - Parameters:
    ///   - title: The title in the tab bar.
    ///   - systemImage: The SF Symbol above the title.
    ///   - content: What the tab shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, tabContent: content(), tabLabel: DefaultTabLabel(title: Text(title), systemImage: systemImage))
    }
}

extension Tab {
    /// A tab with a label of its own, selected when the selection is `value`.
    /// - Parameters:
    ///   - value: The selection value that selects the tab.
    ///   - content: What the tab shows.
    ///   - label: The tab's label in the tab bar, such as a `Label`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: value, tabContent: content(), tabLabel: label())
    }
}

extension Tab where Value == Never {
    /// A tab with a label of its own, in a tab view without a selection binding.
    /// - Parameters:
    ///   - content: What the tab shows.
    ///   - label: The tab's label in the tab bar, such as a `Label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: nil, tabContent: content(), tabLabel: label())
    }
}

/// The label of a `Tab` made with a title and a symbol: SwiftUI's `DefaultTabLabel`, drawn in
/// the tab bar as the symbol over the title.
public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String

    /// The title and the symbol, as a `Label`.
    public var body: some View {
        Label { title } icon: { Image(systemName: systemImage) }
    }
}
