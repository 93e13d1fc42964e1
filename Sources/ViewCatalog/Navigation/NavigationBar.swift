import Foundation
import LayoutCore

/// The navigation bar of a screen, as an iPhone draws it: a 44 pt row with the back button and
/// leading items, the inline title (or the principal item) in the middle and the trailing items;
/// under it, for a large title, the 52 pt large title row. Built after the screen's content, it
/// reads what the content wrote to the screen's model. Like iOS's bar at the top of its content,
/// it has no background of its own.
struct NavigationBar: View {
    let screen: NavigationScreenModel
    /// The screen under this one, whose title the back button shows; `nil` on the root.
    let previous: NavigationScreenModel?
    /// Pops this screen; `nil` on the root.
    let pop: (() -> Void)?

    var body: some View {
        let large = screen.resolvesLargeTitle(after: previous)
        screen.showsLargeTitle = large
        return Group {
            if screen.navigationBarVisibility == .hidden {
                Color.clear.frame(height: 0)
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    topRow(large: large)
                    if large { largeTitleRow }
                }
            }
        }
    }

    /// The 44 pt row: corners and the middle.
    private func topRow(large: Bool) -> some View {
        ZStack {
            HStack(spacing: NavigationMeasures.barItemSpacing) {
                if let backButton { backButton }
                items(in: [.leading])
                Spacer(minLength: 0)
                items(in: [.trailing])
            }
            .padding(.leading, showsBackButton ? NavigationMeasures.backButtonLeading : NavigationMeasures.sideMargin)
            .padding(.trailing, NavigationMeasures.sideMargin)
            middle(large: large)
        }
        .font(NavigationMeasures.barItemFont)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationMeasures.barHeight)
    }

    /// The principal item, or the inline title and subtitle; nothing under a large title.
    @ViewBuilder private func middle(large: Bool) -> some View {
        let principal = screen.entries(in: [.principal])
        if !principal.isEmpty {
            items(in: [.principal])
        } else if !large, screen.title != nil || screen.titleView != nil {
            VStack(spacing: 0) {
                titleView(font: NavigationMeasures.inlineTitleFont)
                subtitle(font: NavigationMeasures.inlineSubtitleFont)
            }
        }
    }

    /// The large title (or the `.largeTitle` item) and the subtitle, leading, at the row's bottom.
    private var largeTitleRow: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !screen.entries(in: [.largeTitle]).isEmpty {
                items(in: [.largeTitle])
            } else {
                titleView(font: NavigationMeasures.largeTitleFont)
            }
            subtitle(font: NavigationMeasures.largeSubtitleFont)
        }
        .padding(.horizontal, NavigationMeasures.sideMargin)
        .padding(.bottom, NavigationMeasures.largeTitleBottomInset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: NavigationMeasures.largeTitleHeight + (hasSubtitle ? NavigationMeasures.largeSubtitleHeight : 0),
               alignment: .bottomLeading)
    }

    /// The title (the view given as the title, or the text) in `font`, when there is one.
    @ViewBuilder private func titleView(font: Font) -> some View {
        if let view = screen.titleView {
            view.font(font).lineLimit(1)
        } else if let title = screen.title {
            title.font(font).lineLimit(1)
        }
    }

    /// The subtitle (or the `.subtitle` items) in the secondary colour, when there is one.
    @ViewBuilder private func subtitle(font: Font) -> some View {
        if !screen.entries(in: [.subtitle]).isEmpty {
            items(in: [.subtitle])
        } else if let subtitle = screen.subtitle {
            subtitle.font(font).lineLimit(1).foregroundStyle(.secondary)
        }
    }

    private var hasSubtitle: Bool {
        screen.subtitle != nil || !screen.entries(in: [.subtitle]).isEmpty
    }

    private var showsBackButton: Bool { pop != nil && !screen.isBackButtonHidden }

    /// The back button: a chevron and the previous screen's title ("Back" without one), in the tint.
    private var backButton: NavigationBackButton? {
        guard showsBackButton, let pop else { return nil }
        return NavigationBackButton(title: previous?.title ?? Text(NavigationMeasures.defaultBackTitle), action: pop)
    }

    /// The views of the items at `slots`, side by side.
    private func items(in slots: Set<ToolbarItemPlacement.Slot>) -> some View {
        let entries = screen.entries(in: slots)
        return ForEach(entries.indices, id: \.self) { index in entries[index].view }
    }
}
