/// Closes the presentation the view is in: SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss) private var dismiss` and called as `dismiss()`.
///
/// A rendered scene presents nothing, so calling it does nothing; `isPresented` is `false`.
public struct DismissAction: Sendable {
    /// Whether the view is in a presentation that can be dismissed.
    public var isPresented: Bool { false }

    /// Dismisses the presentation; nothing, in a rendered scene.
    public func callAsFunction() {}
}
