import Foundation
import LayoutCore

/// Builds the `Tab`s of a tab view: SwiftUI's `TabContentBuilder`, the builder of
/// `TabView { Tab(…) { … } }`. Every tab has the same selection type, `TabValue`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A tab as it is written.
    /// - Parameter content: The tab.
    /// - Returns: The tab.
    public static func buildExpression<T: TabContent>(_ content: T) -> T where T.TabValue == TabValue {
        content
    }

    /// 1 tab written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent>(_ t0: T0) -> some TabContent<TabValue>
    where T0.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0))
    }

    /// 2 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent>(_ t0: T0, _ t1: T1) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1))
    }

    /// 3 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2))
    }

    /// 4 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3))
    }

    /// 5 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4))
    }

    /// 6 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent, T5: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue, T5.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4) + TabList<TabValue>.entries(of: t5))
    }

    /// 7 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent, T5: TabContent, T6: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue, T5.TabValue == TabValue, T6.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4) + TabList<TabValue>.entries(of: t5) + TabList<TabValue>.entries(of: t6))
    }

    /// 8 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent, T5: TabContent, T6: TabContent, T7: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue, T5.TabValue == TabValue, T6.TabValue == TabValue, T7.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4) + TabList<TabValue>.entries(of: t5) + TabList<TabValue>.entries(of: t6) + TabList<TabValue>.entries(of: t7))
    }

    /// 9 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent, T5: TabContent, T6: TabContent, T7: TabContent, T8: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7, _ t8: T8) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue, T5.TabValue == TabValue, T6.TabValue == TabValue, T7.TabValue == TabValue, T8.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4) + TabList<TabValue>.entries(of: t5) + TabList<TabValue>.entries(of: t6) + TabList<TabValue>.entries(of: t7) + TabList<TabValue>.entries(of: t8))
    }

    /// 10 tabs written one after the other, in order.
    /// - Returns: The tabs, as one content.
    public static func buildBlock<T0: TabContent, T1: TabContent, T2: TabContent, T3: TabContent, T4: TabContent, T5: TabContent, T6: TabContent, T7: TabContent, T8: TabContent, T9: TabContent>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7, _ t8: T8, _ t9: T9) -> some TabContent<TabValue>
    where T0.TabValue == TabValue, T1.TabValue == TabValue, T2.TabValue == TabValue, T3.TabValue == TabValue, T4.TabValue == TabValue, T5.TabValue == TabValue, T6.TabValue == TabValue, T7.TabValue == TabValue, T8.TabValue == TabValue, T9.TabValue == TabValue {
        TabList<TabValue>(tabEntries: TabList<TabValue>.entries(of: t0) + TabList<TabValue>.entries(of: t1) + TabList<TabValue>.entries(of: t2) + TabList<TabValue>.entries(of: t3) + TabList<TabValue>.entries(of: t4) + TabList<TabValue>.entries(of: t5) + TabList<TabValue>.entries(of: t6) + TabList<TabValue>.entries(of: t7) + TabList<TabValue>.entries(of: t8) + TabList<TabValue>.entries(of: t9))
    }

    /// Tabs shown only when a condition holds (`if` without `else`).
    /// - Parameter content: The tabs, or `nil` when the condition fails.
    /// - Returns: The tabs, or none.
    public static func buildOptional<T: TabContent>(_ content: T?) -> some TabContent<TabValue> where T.TabValue == TabValue {
        TabList<TabValue>(tabEntries: content.map { TabList<TabValue>.entries(of: $0) } ?? [])
    }

    /// The tabs of the branch taken (`if`/`else`, `switch`).
    /// - Parameter first: The first branch's tabs.
    /// - Returns: The tabs.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> TabContentBuilderBranch<TabValue, T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        TabContentBuilderBranch(tabEntries: TabList<TabValue>.entries(of: first))
    }

    /// The tabs of the branch taken (`if`/`else`, `switch`).
    /// - Parameter second: The second branch's tabs.
    /// - Returns: The tabs.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> TabContentBuilderBranch<TabValue, T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        TabContentBuilderBranch(tabEntries: TabList<TabValue>.entries(of: second))
    }

    /// The view a tab view draws for tabs built by the builder: each tab's content, shown while
    /// it is selected, with its label in the tab bar.
    public struct Content<C: TabContent>: View {
        let tabs: C

        init(tabs: C) {
            self.tabs = tabs
        }

        /// Each tab as a `.tabItem` of the tab view.
        public var body: some View {
            let entries = TabList<TabValue>.entries(of: tabs)
            return ForEach(entries.indices, id: \.self) { index in
                entries[index].content.tabItem { entries[index].label }
            }
        }
    }
}

/// The tabs of one branch of an `if`/`else` in a ``TabContentBuilder``: SwiftUI's
/// `_ConditionalContent` for tabs.
public struct TabContentBuilderBranch<TabValue: Hashable, First: TabContent, Second: TabContent>: TabContent, TabEntryProvider {
    let tabEntries: [TabEntry]
}
