import AnimationCore
import Foundation
import LayoutCore

/// SwiftUI's older rotation gesture, `RotationGesture`: as ``RotateGesture``, its value the
/// angle alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    /// How far the fingers have turned, clockwise.
    public typealias Value = Angle

    /// How far the fingers turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts once the fingers have turned `minimumAngleDelta`.
    /// - Parameter minimumAngleDelta: One degree by default.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer<Angle> {
        let inner = RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer()
        return GestureRecognizer { inner.update($0).map(\.rotation) }
    }
}
