import AnimationCore
import FrameTimeline
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Changes made while a spring runs, as SwiftUI handles them: a `.spring` takes the running
/// animation over with its value and velocity; `.interpolatingSpring` and timing curves add up.
/// Checked against closed forms, and for continuity of position and velocity at 24 and 60 fps.
@Suite("Overlapping springs")
struct OverlappingSpringsTests {
    static let frameRates = [24, 60]

    /// A change of 0 → 100 at t = 0 and → 300 at `retarget`, with the two animations.
    struct Overlap: Sendable, CustomTestStringConvertible {
        let name: String
        let first: Animation
        let second: Animation
        var testDescription: String { name }

        var value: AnimatedValue<Double> {
            AnimatedValue(values: [0, 100, 300], changes: [(time: 0, animation: first), (time: Self.retarget, animation: second)])
        }

        /// When the second change comes: between frames at 24 fps, on a frame at 60 fps.
        static let retarget = 0.4
    }

    static let overlaps: [Overlap] = [
        Overlap(name: "spring → spring", first: .spring(duration: 1, bounce: 0.3), second: .spring(duration: 0.8, bounce: 0.2)),
        Overlap(name: "bouncy → smooth", first: .bouncy, second: .smooth),
        Overlap(name: "interpolatingSpring → interpolatingSpring",
                first: .interpolatingSpring(stiffness: 100, damping: 10), second: .interpolatingSpring(stiffness: 170, damping: 15)),
        Overlap(name: "easeInOut → spring", first: .easeInOut(duration: 1), second: .spring(duration: 0.6, bounce: 0.4)),
        Overlap(name: "spring → easeInOut", first: .spring(duration: 1, bounce: 0.3), second: .easeInOut(duration: 1)),
        Overlap(name: "spring → interpolatingSpring",
                first: .spring(duration: 1, bounce: 0.3), second: .interpolatingSpring(duration: 0.5, bounce: 0.2)),
    ]

    @Test("A spring that follows a spring carries on from its value and velocity: the closed form", arguments: frameRates)
    func springTakesOver(fps: Int) {
        let (first, second) = (Spring(duration: 1, bounce: 0.3), Spring(duration: 0.8, bounce: 0.2))
        let value = AnimatedValue(values: [0.0, 100, 300], changes: [
            (time: 0, animation: .spring(first)), (time: 0.4, animation: .spring(second)),
        ])
        let x0 = first.value(target: 100.0, time: 0.4)
        let v0 = first.velocity(target: 100.0, time: 0.4)
        for frame in 0...(3 * fps) {
            let t = Double(frame) / Double(fps)
            let expected = t < 0.4
                ? first.value(target: 100.0, time: t)
                : x0 + second.value(target: 300 - x0, initialVelocity: v0, time: t - 0.4)
            // Once settled the value is exactly the model value; before, it is within the epsilon of it.
            expectClose(value.value(at: t), expected, tolerance: 0.3, "t = \(t) at \(fps) fps")
            if t < 1.5 { expectClose(value.value(at: t), expected, tolerance: 1e-9, "t = \(t) at \(fps) fps") }
        }
    }

    @Test("Interpolating springs add up: 300 − 100·(1 − s₁(t)) − 200·(1 − s₂(t − 0.4))", arguments: frameRates)
    func interpolatingSpringsAdd(fps: Int) {
        let (first, second) = (Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 170, damping: 15))
        let value = Self.overlaps[2].value
        // Each finishes at its settling duration, within 0.001 of its change, and then counts whole.
        func covered(_ spring: Spring, _ time: Double) -> Double {
            time < spring.settlingDuration ? spring.value(target: 1.0, time: time) : 1
        }
        expectEveryClose("the value at \(fps) fps") { check in
            for frame in 0...(2 * fps) {
                let t = Double(frame) / Double(fps)
                var expected = 100 * covered(first, t)
                if t >= 0.4 { expected += 200 * covered(second, t - 0.4) }
                check(value.value(at: t), expected, "t = \(t)")
            }
        }
    }

    @Test("Position and velocity are continuous at the moment of the second change", arguments: overlaps)
    func continuousAtTheChange(_ overlap: Overlap) {
        let value = overlap.value
        let t0 = Overlap.retarget
        expectClose(value.value(at: t0 - 1e-9), value.value(at: t0), tolerance: 1e-5, "position")
        expectClose(value.velocity(at: t0 - 1e-9), value.velocity(at: t0), tolerance: 1e-4, "velocity")
    }

    @Test("Frame to frame, neither position nor velocity jumps across the change", arguments: overlaps, frameRates)
    func continuousFrameToFrame(_ overlap: Overlap, fps: Int) {
        let value = overlap.value
        let dt = 1 / Double(fps)
        // The largest acceleration anywhere in the first 3 s, from the velocity sampled every 0.1 ms.
        let step = 1e-4
        let accelerations = stride(from: 0.0, to: 3, by: step).map { abs(value.velocity(at: $0 + step) - value.velocity(at: $0)) / step }
        let maxAcceleration = accelerations.max() ?? 0
        let maxSpeed = stride(from: 0.0, to: 3, by: step).map { abs(value.velocity(at: $0)) }.max() ?? 0
        let frames = (0...Int(1.2 * Double(fps))).map { Double($0) * dt }
        let positions = frames.map { value.value(at: $0) }
        for k in positions.indices.dropLast() {
            let move = abs(positions[k + 1] - positions[k])
            #expect(move <= maxSpeed * dt * 1.001 + 1e-9,
                    "\(overlap.name) at \(fps) fps: frame \(k) → \(k + 1) moved \(move), more than \(maxSpeed * dt)")
        }
        // Velocities measured frame to frame change by no more than the acceleration allows over two frames.
        let velocities = positions.indices.dropLast().map { (positions[$0 + 1] - positions[$0]) / dt }
        for k in velocities.indices.dropLast() {
            let change = abs(velocities[k + 1] - velocities[k])
            #expect(change <= maxAcceleration * 2 * dt * 1.01 + 1e-6,
                    "\(overlap.name) at \(fps) fps: the velocity changed by \(change) between frames \(k) and \(k + 2)")
        }
    }

    @Test("A retargeted spring ends at the new target, later than its own settling time", arguments: [overlaps[0], overlaps[1]])
    func retargetedSpringEnds(_ overlap: Overlap) throws {
        let value = overlap.value
        let end = try #require(value.endTime)
        #expect(end > Overlap.retarget)
        #expect(value.value(at: end) == 300)
        expectClose(value.value(at: end - 1e-3), 300, tolerance: 0.3, "just before the end")
    }

    @Test("A wheel retargeted by a spring: every view stays on its circle and moves continuously", arguments: frameRates)
    func wheelRetargeted(fps: Int) throws {
        let timeline = try Timeline(initial: WheelLayout(radius: 130, rotation: .zero), changes: [
            StateChange(at: 0, animation: .spring(duration: 1.5, bounce: 0.2)) { $0.rotation = .degrees(270) },
            StateChange(at: 0.6, animation: .spring(duration: 1, bounce: 0.2)) { $0.rotation = .degrees(45) },
        ])
        let animation = try LayoutAnimation(timeline: timeline, subviews: tiles(8), canvas: CGSize(width: 400, height: 400))
        let clock = try FrameClock(rate: try FrameRate(fps), duration: 3)
        let samples = try clock.frames.map { try animation.sample(frame: $0, of: clock) }
        // The rotation's speed never exceeds what the closed form allows: 130 pt × its angular speed.
        let peak = stride(from: 0.0, to: 3, by: 1e-3).map { abs(Double(animation.parameterVelocity(at: $0).first)) }.max() ?? 0
        for (before, after) in zip(samples, samples.dropFirst()) {
            for view in before.placements.indices {
                let center = CGPoint(x: 200, y: 200)
                expectClose(distance(after.placements[view].center, center), 130, tolerance: 1e-9, "view \(view) radius")
                let step = distance(before.placements[view].center, after.placements[view].center)
                #expect(step <= 130 * peak / Double(fps) * 1.001 + 1e-9, "view \(view) jumped \(step) at frame \(before.frame ?? -1)")
            }
        }
    }
}
