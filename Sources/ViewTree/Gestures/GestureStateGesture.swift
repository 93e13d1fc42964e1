import AnimationCore
import Foundation
import LayoutCore

/// A gesture that updates a ``GestureState`` as its value changes: what SwiftUI's
/// `Gesture.updating(_:body:)` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The value of the gesture it modifies.
    public typealias Value = Base.Value

    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void

    func makeRecognizer() -> GestureRecognizer<Value> {
        let state = state, update = update
        guard let inner = ViewTree.makeRecognizer(for: base) else { return GestureRecognizer { _ in .failed } }
        return GestureRecognizer(cancel: { inner.cancel(); state.resetValue() }) { touch in
            let phase = inner.update(touch)
            switch phase {
            case .changed(let value):
                state.update { update(value, &$0, &$1) }
            case .ended, .failed:
                state.resetValue()
            case .possible:
                break
            }
            return phase
        }
    }
}

extension Gesture {
    /// SwiftUI's `updating(_:body:)`: while the gesture is active, `body` sets `state` (and the
    /// transaction it changes in) from each of its values; when it ends, fails or is cancelled,
    /// `state` goes back to its initial value.
    /// - Parameters:
    ///   - state: The gesture state, `$name`.
    ///   - body: Sets the state from the value; it may set the transaction's animation.
    /// - Returns: The gesture.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}
