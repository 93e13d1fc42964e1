import Foundation

/// The titles of the ``Label``s inside a button that their style does not show (`.iconOnly`),
/// in the order of the labels: what the button takes as its title with the texts it shows, as
/// SwiftUI (and XCUITest) take a label's title as the button's even when only its icon shows.
///
/// A ``Label`` sets it only when a ``Button`` around it collects it; the button keeps it to
/// itself, so no view further out sees it.
struct HiddenLabelTitleKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

extension ResolveContext {
    /// Notes, for a ``Button`` around, the texts of `title` (a ``Label``'s) that `shown` (the
    /// label as its style drew it) does not show.
    func noteHiddenLabelTitle<Title: View>(_ title: Title, shown: [ResolvedView]) {
        guard let preferences else { return }
        // The title resolved aside, to read its text: noting no events, state or geometry.
        var aside = self
        aside.events = nil
        aside.preferences = nil
        aside.stateStore = nil
        aside.geometry = nil
        let visible = Set(shown.flatMap(\.texts))
        let hidden = aside.resolve(title).flatMap(\.texts).filter { !visible.contains($0) }
        if !hidden.isEmpty { preferences.add(hidden, for: HiddenLabelTitleKey.self) }
    }
}
