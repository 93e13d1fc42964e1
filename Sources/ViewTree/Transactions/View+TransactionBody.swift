import Foundation

extension View {
    /// SwiftUI's `.transaction(_:body:)`: `transform` changes the transaction of the changes of
    /// the modifiers `body` applies to this view; the view itself, and what is inside it, keep
    /// the transaction as it comes.
    /// - Parameters:
    ///   - transform: Changes the transaction (`$0.animation = .linear(duration: 1)`).
    ///   - body: Applies modifiers to the view (its placeholder).
    /// - Returns: The view.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> EventModifier<V> {
        let placed = PlaceholderIdentities()
        return body(PlaceholderContentView(content: self, placed: placed)).noting { events, view in
            events.noteStep(.transform(transform), over: view.node, excluding: placed.identities)
        }
    }
}
