import Foundation
import LayoutCore

/// What a `List` (or a `Form`) draws: its rows and their sections' chrome in a ``ListLayout``, on
/// the list's background, clipped to its frame.
struct ListContainer<Content: View>: View {
    let content: Content
    /// How many separators the rows outside any `Section` can use.
    let separatorCount: Int
    @Environment(\.listLook) private var look
    @Environment(\.listBackgroundHidden) private var backgroundHidden

    var body: some View {
        ListLayout(look: look) {
            SectionCard(look: look, implicit: true)
            content
            SectionSeparators(implicit: true, count: separatorCount)
        }
        .environment(\.isInsideList, true)
        .background(backgroundHidden ? Color.clear : background)
        .clipped()
    }

    /// The colour behind the list: grouped lists are on the grouped background, plain ones on
    /// the system background.
    private var background: Color {
        Color(uiColor: look.isGrouped ? .systemGroupedBackground : .systemBackground)
    }
}

/// The card behind a section's rows.
struct SectionCard: View {
    let look: ListLook
    let implicit: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous)
            .fill(Color(uiColor: look.isGrouped ? .secondarySystemGroupedBackground : .systemBackground))
            .layoutValue(key: ListItemRoleKey.self, value: .card(implicit: implicit))
    }
}

/// A section's separators: hairlines in the separator colour that the list's layout puts
/// between rows, and gives no size when there are more than it needs.
struct SectionSeparators: View {
    /// How many separators a `Section` brings: enough for 31 rows, more than an iPhone's screen
    /// shows at once.
    static let count = 30

    let implicit: Bool
    let count: Int

    var body: some View {
        ForEach(0..<max(count, 0), id: \.self) { _ in
            Rectangle()
                .fill(Color(uiColor: .separator))
                .layoutValue(key: ListItemRoleKey.self, value: .separator(implicit: implicit))
        }
    }
}
