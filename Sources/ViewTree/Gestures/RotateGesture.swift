import AnimationCore
import Foundation
import LayoutCore

/// A gesture that follows two fingers turning: SwiftUI's `RotateGesture`.
///
/// In a scene, ``Interaction/rotate(_:by:at:duration:)`` turns two fingers on the view at a
/// constant speed. The gesture starts once the rotation is ``minimumAngleDelta`` and ends when
/// the fingers lift.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// The values of a rotation: SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the sample was taken.
        public var time: Date
        /// How far the fingers have turned, clockwise.
        public var rotation: Angle
        /// How fast they turn, per second.
        public var velocity: Angle
        /// Where the fingers' centre went down, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre went down, in the view's own space.
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts once the fingers have turned `minimumAngleDelta`.
    /// - Parameter minimumAngleDelta: One degree by default.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let minimum = minimumAngleDelta.radians
        var started = false
        return GestureRecognizer { touch in
            guard touch.fingers == 2 else { return .failed }
            if abs(touch.rotation) >= minimum - 1e-12 { started = true }
            guard started else { return touch.isEnd ? .failed : .possible }
            let value = Value(time: touch.date, rotation: .radians(touch.rotation), velocity: .radians(touch.rotationVelocity),
                              startAnchor: touch.startAnchor, startLocation: touch.point(touch.startLocation, in: .local))
            return touch.isEnd ? .ended(value) : .changed(value)
        }
    }
}
