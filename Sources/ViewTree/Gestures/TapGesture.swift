import AnimationCore
import Foundation
import LayoutCore

/// A gesture that ends when a finger lifts where it went down: SwiftUI's `TapGesture`.
///
/// In a scene, ``Interaction/tap(_:at:)`` on the view (named by its accessibility identifier)
/// ends it. A finger that moves more than ``TapGesture/slop`` points fails it.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void

    /// How far a finger may move and still tap: 10 points, as `LongPressGesture`'s default
    /// maximum distance.
    static let slop: CGFloat = 10

    /// The number of taps; a scripted tap counts as all of them (differs from SwiftUI, where a
    /// double tap needs two).
    public var count: Int

    /// A gesture of `count` taps.
    /// - Parameter count: The number of taps; 1 by default. A scripted tap ends it whatever it is.
    public init(count: Int = 1) {
        self.count = count
    }

    func makeRecognizer() -> GestureRecognizer<Void> {
        GestureRecognizer { touch in
            guard touch.fingers == 1, touch.distance <= Self.slop else { return .failed }
            return touch.isEnd ? .ended(()) : .possible
        }
    }
}
