import AnimationCore
import Foundation
import LayoutCore

/// A gesture that follows one finger once it has moved far enough: SwiftUI's `DragGesture`.
///
/// In a scene, ``Interaction/drag(_:by:at:duration:)`` and ``Interaction/drag(_:along:at:duration:)``
/// move a finger over the view. The gesture starts once the finger is ``minimumDistance`` from
/// where it went down (at once for 0), then reports a value at each sample of the finger (at
/// each of the scene's frames) and ends when
/// the finger lifts; a finger lifted before it went that far fails the gesture.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 80, height: 80)
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The values of a drag as it changes and ends: SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the sample was taken: the scene's start date plus its time.
        public var time: Date
        /// Where the finger is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// How fast the finger moves, in points per second: exact for a scripted path (its
        /// speed on the segment it is on; at the release, on the segment it ends).
        public var velocity: CGSize

        /// How far the finger has moved from where it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the finger would come to rest if it were let go of now and glided on: the
        /// location plus the velocity times ``DragGesture/projectionTime``, the distance a
        /// `UIScrollView` decelerating at its normal rate glides. SwiftUI's own projection is
        /// not documented; this is an estimate of it.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.projectionTime,
                    y: location.y + velocity.height * DragGesture.projectionTime)
        }

        /// How far the finger would have moved, from where it went down, if it were let go of
        /// now and glided on; see ``predictedEndLocation``.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How many seconds of its velocity a let-go finger glides on: the distance a `UIScrollView`
    /// decelerating at its normal rate (0.998 a millisecond) covers, `0.998 / (1 − 0.998) / 1000`.
    static let projectionTime: CGFloat = 0.998 / (1 - 0.998) / 1000

    /// How far, in points, the finger moves before the gesture starts.
    public var minimumDistance: CGFloat
    /// The space its locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag gesture whose values are given in `coordinateSpace` (`.local`, `.global`,
    /// `.named(_:)`).
    /// - Parameters:
    ///   - minimumDistance: How far, in points, the finger moves before the gesture starts; 10 by
    ///     default, 0 to start as the finger goes down.
    ///   - coordinateSpace: The space of its locations; the view's own by default.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A drag gesture, its space given as a ``CoordinateSpace`` value (SwiftUI's older form).
    /// - Parameters:
    ///   - minimumDistance: How far, in points, the finger moves before the gesture starts.
    ///   - coordinateSpace: The space of its locations.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag gesture that recognizes only some kinds of input. Scripted interactions are all
    /// direct touches, which every set but an empty one takes here.
    /// - Parameters:
    ///   - minimumDistance: How far, in points, the finger moves before the gesture starts.
    ///   - coordinateSpace: The space of its locations.
    ///   - inputKinds: The kinds of input it recognizes; all by default.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local,
                inputKinds: GestureInputKinds = .all) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        acceptsTouches = !inputKinds.isEmpty
    }

    /// Whether it recognizes scripted touches at all.
    private var acceptsTouches = true

    func makeRecognizer() -> GestureRecognizer<Value> {
        let minimumDistance = minimumDistance, space = coordinateSpace, acceptsTouches = acceptsTouches
        var started = false
        return GestureRecognizer { touch in
            guard acceptsTouches, touch.fingers == 1 else { return .failed }
            if !started, touch.distance >= minimumDistance { started = true }
            guard started else { return touch.isEnd ? .failed : .possible }
            let value = Value(time: touch.date, location: touch.point(touch.location, in: space),
                              startLocation: touch.point(touch.startLocation, in: space), velocity: touch.velocity)
            return touch.isEnd ? .ended(value) : .changed(value)
        }
    }
}
