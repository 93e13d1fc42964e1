import AnimationCore
import Foundation
import LayoutCore

/// SwiftUI's older pinch gesture, `MagnificationGesture`: as ``MagnifyGesture``, its value the
/// magnification alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    /// The distance between the fingers over the distance when they went down.
    public typealias Value = CGFloat

    /// How far from 1 the magnification goes before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts once the magnification is `minimumScaleDelta` from 1.
    /// - Parameter minimumScaleDelta: 0.01 by default.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer<CGFloat> {
        let inner = MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer()
        return GestureRecognizer { inner.update($0).map(\.magnification) }
    }
}
