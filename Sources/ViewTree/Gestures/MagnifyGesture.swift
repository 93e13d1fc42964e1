import AnimationCore
import Foundation
import LayoutCore

/// A gesture that follows two fingers pinching: SwiftUI's `MagnifyGesture`.
///
/// In a scene, ``Interaction/pinch(_:scale:at:duration:)`` moves two fingers on the view apart
/// (or together) at a constant speed, so the magnification goes from 1 to the scale evenly.
/// The gesture starts once the magnification is ``minimumScaleDelta`` from 1 and ends when the
/// fingers lift.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// The values of a pinch: SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the sample was taken.
        public var time: Date
        /// The distance between the fingers over the distance when they went down.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the fingers' centre went down, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre went down, in the view's own space.
        public var startLocation: CGPoint
    }

    /// How far from 1 the magnification goes before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts once the magnification is `minimumScaleDelta` from 1.
    /// - Parameter minimumScaleDelta: 0.01 by default.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let minimum = minimumScaleDelta
        var started = false
        return GestureRecognizer { touch in
            guard touch.fingers == 2 else { return .failed }
            if abs(touch.magnification - 1) >= minimum { started = true }
            guard started else { return touch.isEnd ? .failed : .possible }
            let value = Value(time: touch.date, magnification: touch.magnification, velocity: touch.magnificationVelocity,
                              startAnchor: touch.startAnchor, startLocation: touch.point(touch.startLocation, in: .local))
            return touch.isEnd ? .ended(value) : .changed(value)
        }
    }
}
