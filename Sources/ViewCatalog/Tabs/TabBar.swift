import Foundation

/// The tab bar of a tab view, as an iPhone draws it: a 49 pt bar of equal-width tabs, each its
/// icon over its title, the selected one in the tint, the others grey, over the bar's background
/// with a hairline on top. Built after the tab view's content, it shows the tabs the content
/// registered; a tap on a tab selects it.
struct TabBar: View {
    let model: TabViewModel

    var body: some View {
        let tabs = model.tabs
        return Group {
            if model.tabBarVisibility == .hidden {
                Color.clear.frame(height: 0)
            } else {
                HStack(spacing: 0) {
                    ForEach(tabs.indices, id: \.self) { index in
                        TabBarItem(label: tabs[index].label, isSelected: index == model.selectedIndex) { model.select(index) }
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: TabBarMeasures.height)
                .background(TabBarMeasures.background)
                .overlay(alignment: .top) {
                    TabBarMeasures.hairlineColor.frame(height: TabBarMeasures.hairlineThickness)
                }
            }
        }
    }
}

/// One tab in the tab bar: its label, icon over title, in the tint when selected; a tap selects it.
struct TabBarItem: View {
    let label: AnyView
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        Button(action: select) {
            label
                .labelStyle(TabBarLabelStyle())
                .font(TabBarMeasures.titleFont)
                .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBarMeasures.unselectedColor))
                .padding(.top, TabBarMeasures.topInset)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .buttonStyle(.plain)
    }
}

/// How a tab's `Label` is drawn in the tab bar: the icon at the tab bar's icon size over the title.
struct TabBarLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabBarMeasures.iconTitleSpacing) {
            configuration.icon.font(TabBarMeasures.iconFont)
            configuration.title.font(TabBarMeasures.titleFont)
        }
    }
}
