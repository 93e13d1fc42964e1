import Foundation
import LayoutCore

/// What a ``ScrollViewReader`` gives its content to scroll with: SwiftUI's `ScrollViewProxy`.
///
/// Differences from SwiftUI: the views it finds are those given an `.id(_:)` inside a
/// `ScrollView` (a `ForEach` element's own identity and `List` rows are not scrolled to), and
/// the scroll view moves to its new offset in the transaction of the call (at once, unless the
/// call is inside `withAnimation` or the reader's change is otherwise animated).
public struct ScrollViewProxy {
    let request: (ScrollTarget) -> Void

    /// Scrolls the scroll views of the reader so that the view identified by `id` shows.
    ///
    /// With an anchor, that point of the view is put at the same point of the scroll view
    /// (`.top`: its top edge at the scroll view's top; `.center`: centred; `.bottom`: at the
    /// bottom); without one, the content scrolls the least that brings the view fully into
    /// sight. The offset stays within the content (no scrolling past either end). An `id` no
    /// view has leaves the content where it starts.
    /// - Parameters:
    ///   - id: The `.id` of the view to scroll to.
    ///   - anchor: Where the view should end up; `nil` by default.
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        request(ScrollTarget(id: AnyHashable(id), anchor: anchor))
    }
}
