import AnimationCore
import Foundation
import LayoutCore

/// One of two gestures: the first if it succeeds, the second only if the first fails: what
/// SwiftUI's `Gesture.exclusively(before:)` returns.
///
/// While the first may still succeed, the second waits; when the first fails, the second is
/// given the touches so far (its callbacks for them run then) and every later one.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture won, with its value: SwiftUI's `ExclusiveGesture.Value`.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture that has priority.
    public var first: First
    /// The gesture that runs when the first fails.
    public var second: Second

    /// Two gestures, the first with priority.
    /// - Parameters:
    ///   - first: The gesture that has priority.
    ///   - second: The other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        guard let one = ViewTree.makeRecognizer(for: first), let other = ViewTree.makeRecognizer(for: second) else {
            return GestureRecognizer { _ in .failed }
        }
        var waiting: [GestureTouch] = []
        return GestureRecognizer(cancel: { one.cancel(); other.cancel() }) { touch in
            if case .failed = one.phase {
                var phase = other.phase
                for held in waiting + [touch] { phase = other.update(held) }
                waiting = []
                return phase.map(Value.second)
            }
            let phase = one.update(touch)
            switch phase {
            case .possible:
                waiting.append(touch)
                return .possible
            case .changed, .ended:
                other.cancel()
                return phase.map(Value.first)
            case .failed:
                var next = other.phase
                for held in waiting + [touch] { next = other.update(held) }
                waiting = []
                return next.map(Value.second)
            }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// SwiftUI's `exclusively(before:)`: this gesture, or `other` if this one fails.
    /// - Parameter other: The gesture that runs when this one fails.
    /// - Returns: The combination.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
