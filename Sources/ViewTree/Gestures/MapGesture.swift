import AnimationCore
import Foundation
import LayoutCore

/// A gesture whose values are another's, transformed: what SwiftUI's `Gesture.map(_:)` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    func makeRecognizer() -> GestureRecognizer<Value> {
        let transform = transform
        guard let inner = ViewTree.makeRecognizer(for: content) else { return GestureRecognizer { _ in .failed } }
        return GestureRecognizer(cancel: inner.cancel) { inner.update($0).map(transform) }
    }
}

extension Gesture {
    /// SwiftUI's `map(_:)`: the gesture with its values transformed by `body`.
    /// - Parameter body: Makes the new value from the gesture's.
    /// - Returns: The gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
