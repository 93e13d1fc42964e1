import AnimationCore
import Foundation
import LayoutCore

/// One scripted touch sequence being played on the gestures that answer it: the fingers'
/// samples, and the gestures' recognizers competing for them.
///
/// The gestures answering are those of the view named and of the views around and inside it.
/// Simultaneous gestures are given every sample. The others form a chain: high-priority ones
/// (outermost first), then normal ones (innermost first). A gesture of the chain is given the
/// samples only once every gesture before it has failed (then it is given the samples so far
/// at once); the first to change or end wins, and the ones after it are cancelled.
final class TouchSession {
    private let chain: [GestureRecognizer<Void>]
    private let simultaneous: [GestureRecognizer<Void>]
    /// How many samples each gesture of the chain has been given.
    private var fed: [Int]
    private var touches: [GestureTouch] = []

    /// A session over `targets` (the gesture targets answering, each with how deep it is:
    /// the number of views inside it).
    init(targets: [EventCollector.GestureTarget]) {
        let byDepth = targets.sorted { $0.inside.count < $1.inside.count }
        let high = byDepth.reversed().filter { $0.priority == .high }
        let normal = byDepth.filter { $0.priority == .normal }
        chain = (high + normal).compactMap { $0.start() }
        simultaneous = byDepth.filter { $0.priority == .simultaneous }.compactMap { $0.start() }
        fed = Array(repeating: 0, count: chain.count)
    }

    /// Gives every gesture that may have it the next sample.
    func feed(_ touch: GestureTouch) {
        touches.append(touch)
        for recognizer in simultaneous { recognizer.update(touch) }
        for index in chain.indices {
            let recognizer = chain[index]
            while fed[index] < touches.count, !recognizer.phase.isOver {
                recognizer.update(touches[fed[index]])
                fed[index] += 1
            }
            switch recognizer.phase {
            case .failed:
                continue
            case .possible:
                return
            case .changed, .ended:
                for later in chain[(index + 1)...] { later.cancel() }
                return
            }
        }
    }

    /// The gestures that answer touches on the view identified by `name` in `body`: those on it
    /// and on the views around and inside it, less those a mask or `isEnabled` turns off. `nil`
    /// when no view has that identifier.
    static func targets(named name: String, in body: EventCollector) -> (views: Int, targets: [EventCollector.GestureTarget])? {
        let identified = body.identifiers.filter { $0.name == name }
        guard !identified.isEmpty else { return nil }
        var chosen: [Int] = []
        var views = 0
        for identifier in identified {
            let answering = body.gestures.indices.filter {
                identifier.inside.contains(body.gestures[$0].identity) || body.gestures[$0].inside.contains(identifier.identity)
            }
            if !answering.isEmpty { views += 1 }
            chosen += answering.filter { !chosen.contains($0) }
        }
        let found = chosen.map { body.gestures[$0] }
        let masked = found.filter { target in
            !found.contains { outer in
                outer.identity != target.identity && outer.inside.contains(target.identity) && !outer.mask.contains(.subviews)
            }
        }
        return (views, masked.filter { $0.isEnabled && $0.mask.contains(.gesture) })
    }

    /// The samples of `script`'s fingers, going down at `start` on the centre of `geometry`:
    /// one at `start`, one at each of the scene's frames after it (`rate` a second, frame *k* at
    /// exactly *k* / `rate`), and two at the release (the fingers at their last place, then
    /// lifting there).
    static func samples(of script: Interaction.TouchScript, from start: TimeInterval, on geometry: GeometryProxy,
                        startDate: Date, rate: Double) -> [GestureTouch] {
        let end = script.end(from: start)
        var times = [start]
        var tick = Int((start * rate).rounded(.down)) + 1
        while Double(tick) / rate < end - 1e-9 {
            if Double(tick) / rate > start + 1e-9 { times.append(Double(tick) / rate) }
            tick += 1
        }
        // The fingers reach their last place, then lift, at the end.
        if end > start + 1e-9 { times += [end, end] } else { times = [start, start] }
        let frame = geometry.frame(in: CoordinateSpace.global)
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        return times.enumerated().map { index, time in
            let fraction = script.duration > 0 ? min(max((time - start) / script.duration, 0), 1) : 1
            var touch = GestureTouch(time: time, date: startDate.addingTimeInterval(time), startTime: start, location: centre,
                                     startLocation: centre, velocity: .zero, isEnd: index == times.count - 1, geometry: geometry)
            place(&touch, script: script, fraction: fraction, centre: centre)
            return touch
        }
    }

    /// Puts the fingers of `touch` where `script` has them at `fraction` of its duration.
    private static func place(_ touch: inout GestureTouch, script: Interaction.TouchScript, fraction: Double, centre: CGPoint) {
        let duration = max(script.duration, .leastNonzeroMagnitude)
        switch script.motion {
        case .path(let offsets):
            let points = offsets.map { CGPoint(x: centre.x + $0.x, y: centre.y + $0.y) }
            let (location, direction, length) = follow(points, fraction: fraction)
            touch.startLocation = points.first ?? centre
            touch.location = location
            touch.velocity = CGSize(width: direction.width * length / duration, height: direction.height * length / duration)
        case .hold:
            break
        case .pinch(let scale):
            touch.fingers = 2
            touch.magnification = 1 + (scale - 1) * fraction
            touch.magnificationVelocity = (scale - 1) / duration
        case .rotate(let radians):
            touch.fingers = 2
            touch.rotation = radians * fraction
            touch.rotationVelocity = radians / duration
        }
    }

    /// The point `fraction` of the way along `points` (by length), the unit direction of the
    /// segment it is on (the one it reached it by), and the path's length.
    private static func follow(_ points: [CGPoint], fraction: Double) -> (CGPoint, CGSize, Double) {
        guard let first = points.first else { return (.zero, .zero, 0) }
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return (first, .zero, 0) }
        var remaining = fraction * total
        for (index, length) in lengths.enumerated() where length > 0 {
            let isLast = !lengths[(index + 1)...].contains { $0 > 0 }
            if remaining <= length || isLast {
                let from = points[index], to = points[index + 1]
                let direction = CGSize(width: (to.x - from.x) / length, height: (to.y - from.y) / length)
                let along = min(remaining, length)
                return (CGPoint(x: from.x + direction.width * along, y: from.y + direction.height * along), direction, total)
            }
            remaining -= length
        }
        return (points[points.count - 1], .zero, total)
    }
}
