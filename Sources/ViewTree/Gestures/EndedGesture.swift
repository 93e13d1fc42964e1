import AnimationCore
import Foundation
import LayoutCore

/// A gesture that runs an action when it ends: what SwiftUI's `Gesture.onEnded(_:)` returns.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// The value of the gesture it modifies.
    public typealias Value = Content.Value

    let content: Content
    let action: (Value) -> Void

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = action
        guard let inner = ViewTree.makeRecognizer(for: content) else { return GestureRecognizer { _ in .failed } }
        return GestureRecognizer(cancel: inner.cancel) { touch in
            let phase = inner.update(touch)
            if case .ended(let value) = phase { action(value) }
            return phase
        }
    }
}

extension Gesture {
    /// SwiftUI's `onEnded(_:)`: `action` runs with the gesture's last value when it ends (in a
    /// scene, when the scripted fingers lift, or when a long press has lasted long enough); not
    /// when it fails.
    /// - Parameter action: What to run, with the final value.
    /// - Returns: The gesture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
