import AnimationCore
import Foundation
import LayoutCore

/// One gesture, then another once it has ended: what SwiftUI's `Gesture.sequenced(before:)`
/// returns (a long press, then a drag).
///
/// The second is given the touches from the sample at which the first ends, as if the fingers
/// went down there. The sequence fails when either fails, and ends when the second ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Where the sequence is: SwiftUI's `SequenceGesture.Value`.
    public enum Value {
        /// The first gesture is active, with its value.
        case first(First.Value)
        /// The first gesture ended with its value; the second has its value, or none yet.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// One gesture, then another.
    /// - Parameters:
    ///   - first: The gesture that goes first.
    ///   - second: The gesture that follows.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let second = second
        guard let one = ViewTree.makeRecognizer(for: first) else { return GestureRecognizer { _ in .failed } }
        var other: GestureRecognizer<Second.Value>?
        var firstValue: First.Value?
        var restart: GestureTouch?
        return GestureRecognizer(cancel: { one.cancel(); other?.cancel() }) { touch in
            guard let firstValue else {
                switch one.update(touch) {
                case .possible: return .possible
                case .failed: return .failed
                case .changed(let value): return .changed(.first(value))
                case .ended(let value):
                    firstValue = value
                    restart = touch
                    other = ViewTree.makeRecognizer(for: second)
                    return Self.follow(other, with: touch, from: touch, after: value)
                }
            }
            return Self.follow(other, with: touch, from: restart ?? touch, after: firstValue)
        }
    }

    /// The sequence's phase once the first gesture ended with `value`: the second's, given
    /// `touch` as if the fingers went down at `start`.
    private static func follow(_ recognizer: GestureRecognizer<Second.Value>?, with touch: GestureTouch, from start: GestureTouch,
                               after value: First.Value) -> GesturePhase<Value> {
        guard let recognizer else { return .failed }
        var rebased = touch
        rebased.startTime = start.time
        rebased.startLocation = start.location
        switch recognizer.update(rebased) {
        case .possible: return touch.isEnd ? .failed : .changed(.second(value, nil))
        case .failed: return .failed
        case .changed(let next): return .changed(.second(value, next))
        case .ended(let next): return .ended(.second(value, next))
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// SwiftUI's `sequenced(before:)`: this gesture, then `other` once this one has ended.
    /// - Parameter other: The gesture that follows.
    /// - Returns: The sequence.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
