import Foundation
import LayoutCore

/// One screen of a navigation stack: its content with the bars its content asks for, laid out by
/// ``NavigationScreenLayout``; the bars are built after the content, so they see what it wrote.
struct NavigationScreen<Content: View>: View {
    let content: Content
    let model: NavigationScreenModel
    /// The screen under this one; `nil` on the root.
    let previous: NavigationScreenModel?
    /// Pops this screen; `nil` on the root.
    let pop: (() -> Void)?

    var body: some View {
        NavigationScreenLayout() {
            content.environment(\.navigationScreen, model)
            NavigationBar(screen: model, previous: previous, pop: pop)
            NavigationBottomBar(screen: model)
        }
    }
}

/// The screens pushed on a stack from `level` up, each over the one under it with the system
/// background, as iOS draws a pushed screen over the one it covers. Built after the screen under
/// it, it sees the destinations and presentations that screen declared.
struct NavigationPushedLevels: View {
    let stack: NavigationStackModel
    /// The level of the first screen to draw (1 is the first screen above the root).
    let level: Int

    var body: some View {
        let screens = stack.pushedScreens
        return Group {
            if level <= screens.count, let previous = stack.screens[level - 1] {
                let model = register(NavigationScreenModel())
                ZStack {
                    NavigationScreen(content: screens[level - 1].view, model: model, previous: previous, pop: screens[level - 1].pop)
                        .background(Color(uiColor: .systemBackground))
                    NavigationPushedLevels(stack: stack, level: level + 1)
                }
            }
        }
    }

    /// Notes `model` as this level's screen model.
    private func register(_ model: NavigationScreenModel) -> NavigationScreenModel {
        stack.screens[level] = model
        return model
    }
}
