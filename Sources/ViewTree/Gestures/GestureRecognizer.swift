import AnimationCore
import Foundation
import LayoutCore

/// Where a gesture is after a touch sample: still deciding, changing with a value, ended with
/// a value, or failed. After `ended` or `failed` a recognizer is given no more samples.
enum GesturePhase<Value> {
    case possible
    case changed(Value)
    case ended(Value)
    case failed

    /// Whether the gesture is over (ended or failed).
    var isOver: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .changed: false
        }
    }

    /// The phase with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible: .possible
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// Recognizes one touch sequence for one gesture: given each sample of the fingers in turn,
/// from the one where they go down to the one where they lift, it says the gesture's phase.
final class GestureRecognizer<Value> {
    private let step: (GestureTouch) -> GesturePhase<Value>
    private let cancelled: () -> Void
    /// The phase the last sample gave.
    private(set) var phase: GesturePhase<Value> = .possible

    /// A recognizer that runs `step` on each sample, and `cancel` when it is cancelled before
    /// it is over.
    init(cancel: @escaping () -> Void = {}, _ step: @escaping (GestureTouch) -> GesturePhase<Value>) {
        self.step = step
        cancelled = cancel
    }

    /// The phase after `touch`; once over, the phase stays what it was.
    @discardableResult
    func update(_ touch: GestureTouch) -> GesturePhase<Value> {
        guard !phase.isOver else { return phase }
        phase = step(touch)
        return phase
    }

    /// Makes the gesture fail (another took the touches); a gesture already over stays as it was.
    func cancel() {
        guard !phase.isOver else { return }
        phase = .failed
        cancelled()
    }
}

/// One sample of the fingers of a scripted touch sequence, in the canvas's coordinates.
struct GestureTouch {
    /// When, in seconds of scene time.
    var time: TimeInterval
    /// The date at that time (the scene's start date plus the time).
    var date: Date
    /// When the fingers went down.
    var startTime: TimeInterval
    /// Where the fingers are (their centre, for two), in the canvas.
    var location: CGPoint
    /// Where they went down, in the canvas.
    var startLocation: CGPoint
    /// How fast they move, in points per second.
    var velocity: CGSize
    /// How many fingers touch: 1, or 2 for a pinch or a rotation.
    var fingers: Int = 1
    /// The distance between two fingers over the distance when they went down; 1 for one finger.
    var magnification: CGFloat = 1
    /// How fast ``magnification`` changes, per second.
    var magnificationVelocity: CGFloat = 0
    /// How far two fingers have turned since they went down, in radians, clockwise.
    var rotation: Double = 0
    /// How fast ``rotation`` changes, in radians per second.
    var rotationVelocity: Double = 0
    /// Whether the fingers lift at this sample.
    var isEnd: Bool = false
    /// The geometry of the view the gesture is attached to, when the fingers went down.
    var geometry: GeometryProxy

    /// The distance the fingers have moved from where they went down.
    var distance: CGFloat {
        hypot(location.x - startLocation.x, location.y - startLocation.y)
    }

    /// `point`, given in the canvas, in `space`.
    func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        let global = geometry.frame(in: CoordinateSpace.global).origin
        let origin = geometry.frame(in: space).origin
        return CGPoint(x: point.x - global.x + origin.x, y: point.y - global.y + origin.y)
    }

    /// Where the fingers went down, as a unit point of the view's bounds.
    var startAnchor: UnitPoint {
        let frame = geometry.frame(in: CoordinateSpace.global)
        guard frame.width > 0, frame.height > 0 else { return .center }
        return UnitPoint(x: (startLocation.x - frame.minX) / frame.width, y: (startLocation.y - frame.minY) / frame.height)
    }
}
