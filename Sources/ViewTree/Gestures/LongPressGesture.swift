import AnimationCore
import Foundation
import LayoutCore

/// A gesture that ends once a finger has stayed down long enough: SwiftUI's `LongPressGesture`.
///
/// In a scene, ``Interaction/longPress(_:at:duration:)`` holds a finger on the view. As the
/// finger goes down the gesture changes to `true` (what `updating` sees while the view is
/// pressed); at the first touch sample ``minimumDuration`` later, if the finger is still down
/// and within ``maximumDistance`` of where it went down, it ends with `true`. A finger lifted
/// sooner, or moved farther, fails it.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// Whether the press is down (`true` throughout).
    public typealias Value = Bool

    /// How long, in seconds, the finger stays down.
    public var minimumDuration: Double
    /// How far, in points, the finger may move before the gesture fails.
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds.
    /// - Parameters:
    ///   - minimumDuration: How long the finger stays down; half a second by default.
    ///   - maximumDistance: How far it may move; 10 points by default.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer() -> GestureRecognizer<Bool> {
        let minimumDuration = minimumDuration, maximumDistance = maximumDistance
        return GestureRecognizer { touch in
            guard touch.fingers == 1, touch.distance <= maximumDistance else { return .failed }
            if touch.time - touch.startTime >= minimumDuration - 1e-9 { return .ended(true) }
            return touch.isEnd ? .failed : .changed(true)
        }
    }
}
