import Foundation
import LayoutCore

/// Content of a tab view built from `Tab`s: SwiftUI's `TabContent`, what a
/// ``TabContentBuilder`` builds.
///
/// Differences from SwiftUI: Zoetrope's tab content has no `body` of its own to write; the
/// tabs a type gives are those of `Tab` and the builder, so an app's own `TabContent` types do
/// not show tabs.
public protocol TabContent<TabValue> {
    /// The type of the value that selects a tab.
    associatedtype TabValue: Hashable
}

/// One tab as the tab view draws it: the value that selects it, its label and its content.
struct TabEntry {
    let value: AnyHashable?
    let label: AnyView
    let content: AnyView
}

/// Tab content that can list its tabs.
protocol TabEntryProvider {
    /// The tabs, in order.
    var tabEntries: [TabEntry] { get }
}

/// Tabs gathered by a ``TabContentBuilder``.
struct TabList<TabValue: Hashable>: TabContent, TabEntryProvider {
    let tabEntries: [TabEntry]

    /// The tabs of `content`, or none when it lists none.
    static func entries(of content: Any) -> [TabEntry] {
        (content as? TabEntryProvider)?.tabEntries ?? []
    }
}
