import AnimationCore
import Foundation
import LayoutCore

/// A gesture that runs an action each time its value changes: what SwiftUI's
/// `Gesture.onChanged(_:)` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    /// The value of the gesture it modifies.
    public typealias Value = Content.Value

    let content: Content
    let action: (Value) -> Void

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = action
        guard let inner = ViewTree.makeRecognizer(for: content) else { return GestureRecognizer { _ in .failed } }
        var last: Value?
        return GestureRecognizer(cancel: inner.cancel) { touch in
            let phase = inner.update(touch)
            if case .changed(let value) = phase, value != last {
                last = value
                action(value)
            }
            return phase
        }
    }
}

extension Gesture where Value: Equatable {
    /// SwiftUI's `onChanged(_:)`: `action` runs with the gesture's value each time it changes
    /// while the gesture is active (in a scene, at each touch sample that changes it).
    /// - Parameter action: What to run, with the new value.
    /// - Returns: The gesture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
