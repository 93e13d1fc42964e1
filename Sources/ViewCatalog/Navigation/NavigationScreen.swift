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
///
/// A push is animated as UIKit's navigation controller animates it: the new screen slides in
/// from the trailing edge over ``NavigationMeasures/pushDuration`` while the one it covers moves
/// 30 % of its width towards the leading edge and darkens by 10 % black; a pop plays it back.
/// `@Environment(\.dismiss)` on a pushed screen pops it, as its back button does.
struct NavigationPushedLevels: View {
    let stack: NavigationStackModel
    /// The level of the first screen to draw (1 is the first screen above the root).
    let level: Int

    var body: some View {
        let screens = stack.pushedScreens
        let shown = level <= screens.count && stack.screens[level - 1] != nil
        return ZStack {
            if shown, let previous = stack.screens[level - 1] {
                let model = register(NavigationScreenModel())
                Color.black.opacity(NavigationMeasures.coveredDimming)
                    .ignoresSafeArea()
                    .transition(.opacity)
                let pushed = screens[level - 1]
                NavigationCovering(stack: stack, level: level) {
                    NavigationScreen(content: pushed.view.environment(\.dismiss, DismissAction(close: pushed.pop)), model: model,
                                     previous: previous, pop: pushed.pop)
                        .background(Color(uiColor: .systemBackground))
                }
                .transition(.move(edge: .trailing))
                NavigationPushedLevels(stack: stack, level: level + 1)
            }
        }
        .animation(NavigationMeasures.push, value: shown)
    }

    /// Notes `model` as this level's screen model.
    private func register(_ model: NavigationScreenModel) -> NavigationScreenModel {
        stack.screens[level] = model
        return model
    }
}

/// A screen of a stack, moved towards the leading edge while a screen is pushed over it: whether
/// one is is known once the screen's content has declared its destinations.
struct NavigationCovering<Screen: View>: View {
    let stack: NavigationStackModel
    /// The screen's level (0 is the root).
    let level: Int
    @ViewBuilder let screen: Screen

    var body: some View {
        let stack = stack, level = level
        return ContentDecidedEffect(content: screen, animation: NavigationMeasures.push) {
            CoveredShift(amount: stack.pushedScreens.count > level ? NavigationMeasures.coveredShift : 0)
        }
    }
}

/// Moves a covered screen towards the leading edge by `amount` of its width.
struct CoveredShift: GeometryEffect {
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -amount * size.width, y: 0))
    }
}
