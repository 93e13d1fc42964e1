/// Closes the presentation the view is in: SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss) private var dismiss` and called as `dismiss()`.
///
/// Inside a sheet (or a popover, shown as a sheet on an iPhone) it clears the binding that
/// presents it, so the sheet slides down; on a screen pushed on a navigation stack it pops the
/// screen. Elsewhere it does nothing and `isPresented` is `false`, as in SwiftUI.
public struct DismissAction: Sendable {
    private let close: DismissClosure?

    /// An action that closes nothing.
    init() {
        close = nil
    }

    /// An action that runs `close`: what a presentation (a sheet, a pushed screen) gives its content.
    /// - Parameter close: Ends the presentation, for example by clearing its binding.
    package init(close: @escaping () -> Void) {
        self.close = DismissClosure(run: close)
    }

    /// Whether the view is in a presentation that can be dismissed.
    public var isPresented: Bool { close != nil }

    /// Dismisses the presentation the view is in, if any.
    public func callAsFunction() {
        close?.run()
    }
}

/// The closure of a ``DismissAction``.
///
/// Unchecked: it is called only while a scene's events are played, on the thread that plays
/// them, as the bindings it writes are.
private final class DismissClosure: @unchecked Sendable {
    let run: () -> Void

    init(run: @escaping () -> Void) {
        self.run = run
    }
}

/// The environment key of the dismiss action.
struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}
