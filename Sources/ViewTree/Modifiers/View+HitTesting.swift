import Foundation
import LayoutCore
extension View {
    /// SwiftUI's `.allowsHitTesting(_:)`: with `false`, this view and every view inside it take
    /// no taps, so a tap goes to what is below or around them.
    ///
    /// Zoetrope's taps are scripted by name (``Interaction/tap(_:at:)``), not by point: a view
    /// that takes no hits answers no scripted tap, neither its `onTapGesture` nor a `Button`
    /// inside it, and a tap on an identifier it carries goes to the tap handler of a view around
    /// it, as a real tap would go to the view behind.
    /// - Parameter enabled: Whether the view takes taps.
    /// - Returns: The view.
    public func allowsHitTesting(_ enabled: Bool) -> EventModifier<Self> {
        noting { events, view in
            guard !enabled else { return }
            events.removeTaps(at: Set(view.node.allIdentities))
        }
    }
}
