import AnimationCore
import Foundation
import LayoutCore

/// A tap that reports where it landed: SwiftUI's `SpatialTapGesture`.
///
/// A scripted ``Interaction/tap(_:at:)`` lands at the centre of the view named.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where a tap landed: SwiftUI's `SpatialTapGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps; a scripted tap counts as all of them (differs from SwiftUI).
    public var count: Int
    /// The space the location is given in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting their location in `coordinateSpace`.
    /// - Parameters:
    ///   - count: The number of taps; 1 by default.
    ///   - coordinateSpace: The space of the location; the view's own by default.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A gesture of `count` taps, its space given as a ``CoordinateSpace`` value.
    /// - Parameters:
    ///   - count: The number of taps; 1 by default.
    ///   - coordinateSpace: The space of the location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let space = coordinateSpace
        return GestureRecognizer { touch in
            guard touch.fingers == 1, touch.distance <= TapGesture.slop else { return .failed }
            return touch.isEnd ? .ended(Value(location: touch.point(touch.location, in: space))) : .possible
        }
    }
}
