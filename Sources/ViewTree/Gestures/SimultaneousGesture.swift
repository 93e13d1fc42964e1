import AnimationCore
import Foundation
import LayoutCore

/// Two gestures recognized at once from the same touches: what SwiftUI's
/// `Gesture.simultaneously(with:)` returns.
///
/// Both are given every touch sample. The combination changes while either does, ends when
/// both are over and one of them ended, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The values of both gestures, each `nil` while it has none: SwiftUI's
    /// `SimultaneousGesture.Value`.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two gestures recognized at once.
    /// - Parameters:
    ///   - first: One gesture.
    ///   - second: The other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        guard let one = ViewTree.makeRecognizer(for: first), let other = ViewTree.makeRecognizer(for: second) else {
            return GestureRecognizer { _ in .failed }
        }
        var value = Value(first: nil, second: nil)
        return GestureRecognizer(cancel: { one.cancel(); other.cancel() }) { touch in
            let phases = (one.update(touch), other.update(touch))
            switch phases.0 {
            case .changed(let new), .ended(let new): value.first = new
            case .possible, .failed: break
            }
            switch phases.1 {
            case .changed(let new), .ended(let new): value.second = new
            case .possible, .failed: break
            }
            if case .failed = phases.0, case .failed = phases.1 { return .failed }
            if phases.0.isOver, phases.1.isOver { return .ended(value) }
            return value.first == nil && value.second == nil ? .possible : .changed(value)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// SwiftUI's `simultaneously(with:)`: this gesture and `other` recognized at once.
    /// - Parameter other: The other gesture.
    /// - Returns: The combination.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
