import AnimationCore
import Foundation
import FrameComposition
import SceneFiles
import Testing
@testable import SceneExport

/// The spring, keyframe and phase scenes in `scenes/`, rendered to CSV and read back: the motion
/// in the file is checked against what the springs and keyframes must do.
@Suite("Animation scenes")
struct AnimationScenesTests {
    /// A scene's layout parameters at each frame, as written to `trajectories.csv`.
    struct Trajectory {
        let scene: Scene
        /// The parameters of each frame, in frame order.
        let frames: [(time: Double, parameters: [String: Double])]

        /// The values of one parameter, with their times.
        func values(_ name: String) -> [(time: Double, value: Double)] {
            frames.map { ($0.time, $0.parameters[name] ?? .nan) }
        }

        /// The value of a parameter at the frame whose time is `time`, which must be a frame's time.
        func value(_ name: String, at time: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
            let frame = try #require(frames.firstIndex { abs($0.time - time) < 1e-9 }, "no frame at \(time) s",
                                     sourceLocation: sourceLocation)
            return frames[frame].parameters[name] ?? .nan
        }
    }

    /// Renders a bundled scene's CSV into a temporary folder and parses it.
    static func renderCSV(_ name: String) throws -> Trajectory {
        let folder = try ArticleScenesTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ArticleScenesTests.load(name)
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.csv])).run()
        let text = try String(contentsOf: folder.appendingPathComponent(FrameSink.csvFileName), encoding: .utf8)
        let rows = try ArticleScenesTests.parseCSV(text).filter { $0.view == 0 }
        #expect(rows.map(\.frame) == Array(scene.clock.frames), "\(name): one row of view 0 per frame, in order")
        return Trajectory(scene: scene, frames: rows.map { (scene.clock.time(ofFrame: $0.frame), $0.parameters) })
    }

    /// The largest speed a damped spring can reach from a state: its energy `½v² + ½ω²d²` never
    /// grows, so `|v| ≤ √(v₀² + ω²·d₀²)`, with `d₀` the distance from the target.
    static func speedBound(of spring: Spring, distance: Double, velocity: Double) -> Double {
        let omega = 2 * .pi / spring.duration
        return (velocity * velocity + omega * omega * distance * distance).squareRoot()
    }

    // MARK: spring_wheel.json

    @Test("spring_wheel.json: the spring overshoots 90 by its first peak, then settles at 90 before 2.5 s")
    func springWheel() throws {
        let trajectory = try Self.renderCSV("spring_wheel")
        let spring = Spring(duration: 1.2, bounce: 0.5)
        let before = trajectory.values("rotation").filter { $0.time < 2.5 }
        // Until 2.5 s, the file holds the closed form of the spring from 0 to 90.
        for (time, value) in before {
            #expect(abs(value - spring.value(target: 90.0, time: time)) < 1e-9, "t = \(time): \(value)")
        }
        // The first peak of an under-damped spring from rest: 90·(1 + e^(−ζπ/√(1−ζ²))), at t = π/ω_d.
        let ratio = spring.dampingRatio, omega = 2 * .pi / spring.duration
        let damped = omega * (1 - ratio * ratio).squareRoot()
        let peak = 90 * (1 + exp(-ratio * omega * .pi / damped))
        let highest = try #require(before.max { $0.value < $1.value })
        #expect(highest.value > 90, "no overshoot: \(highest.value)")
        #expect(abs(highest.value - peak) < 0.5 && abs(highest.time - .pi / damped) <= 1.0 / 30,
                "peak \(highest.value) at \(highest.time) s, expected \(peak) at \(Double.pi / damped) s")
        // Settled: within half a degree. The envelope |x − 90| ≤ 90·e^(−ζωt)·√(1 + (ζω/ω_d)²)
        // says from when it must be; every frame from then until 2.5 s is.
        let envelope = 90 * (1 + pow(ratio * omega / damped, 2)).squareRoot()
        let settled = log(envelope / 0.5) / (ratio * omega)
        #expect(settled < 2.5, "the spring only settles at \(settled) s")
        for (time, value) in before where time >= settled {
            #expect(abs(value - 90) <= 0.5, "t = \(time): \(value) is not settled at 90")
        }
        #expect(try abs(trajectory.value("rotation", at: 2.4) - 90) <= 0.5)
    }

    // MARK: retargeted_wheel.json

    @Test("retargeted_wheel.json: the rotation never steps further than the springs' speed allows, and turns back towards 45 after 0.6 s")
    func retargetedWheel() throws {
        let trajectory = try Self.renderCSV("retargeted_wheel")
        let first = Spring(duration: 1.5, bounce: 0.2), second = Spring(duration: 1.0, bounce: 0.2)
        let x0 = first.value(target: 270.0, time: 0.6), v0 = first.velocity(target: 270.0, time: 0.6)
        // The first spring starts at rest 270° away; the second from (x0, v0), x0 − 45 away.
        let fastest = max(Self.speedBound(of: first, distance: 270, velocity: 0),
                          Self.speedBound(of: second, distance: x0 - 45, velocity: v0))
        let dt = 1 / trajectory.scene.clock.rate.framesPerSecond
        // A spring snaps to its target once within 0.001 of its scale: allow that step too.
        let snap = 0.001 * max(270, abs(x0 - 45) + abs(v0) / (2 * .pi / second.duration))
        let rotation = trajectory.values("rotation")
        for (before, after) in zip(rotation, rotation.dropFirst()) {
            #expect(abs(after.value - before.value) <= fastest * dt + snap,
                    "at \(after.time) s the rotation steps \(after.value - before.value)°; at most \(fastest * dt + snap)")
        }
        // The bound is tight enough to catch a restart from 0 or a snap to the new target.
        #expect(fastest * dt + snap < min(x0, x0 - 45), "bound \(fastest * dt + snap) vs x0 = \(x0)")
        // Momentum: the rotation goes on up past 0.6 s, peaks below 270, then turns back towards 45.
        let atRetarget = try trajectory.value("rotation", at: 0.6)
        #expect(abs(atRetarget - x0) < 1e-9)
        let peak = try #require(rotation.filter { $0.time < 2.5 }.max { $0.value < $1.value })
        #expect(peak.time > 0.6 && peak.time < 1 && peak.value > atRetarget && peak.value < 270,
                "peak \(peak.value) at \(peak.time) s")
        let falling = rotation.filter { $0.time >= peak.time && $0.value > 50 }
        for (before, after) in zip(falling, falling.dropFirst()) {
            #expect(after.value <= before.value, "turns back up at \(after.time) s before nearing 45")
        }
        #expect(try abs(trajectory.value("rotation", at: 2.5) - 45) < 0.5)
        #expect(abs((rotation.last?.value ?? .nan) - 45) < 1e-9)
        try checkRadius(of: trajectory, dt: dt)
    }

    /// The radius of retargeted_wheel.json: an ease from 130 to 60 over [2.5, 4], taken over at 3 s by
    /// a spring towards 150; no step is larger than their speeds allow.
    private func checkRadius(of trajectory: Trajectory, dt: Double) throws {
        let steepest = (0...1000).map { UnitCurve.easeInOut.velocity(at: Double($0) / 1000) }.max() ?? 0
        let easeSpeed = 70 / 1.5 * steepest * 1.01
        let atTakeOver = try trajectory.value("radius", at: 3.0)
        let easeVelocity = -70 / 1.5 * UnitCurve.easeInOut.velocity(at: 0.5 / 1.5)
        let springSpeed = Self.speedBound(of: Spring(duration: 0.8, bounce: 0.3), distance: atTakeOver - 150, velocity: easeVelocity)
        let snap = 0.001 * 100
        let radius = trajectory.values("radius")
        for (before, after) in zip(radius, radius.dropFirst()) {
            #expect(abs(after.value - before.value) <= max(easeSpeed, springSpeed) * dt + snap,
                    "at \(after.time) s the radius steps \(after.value - before.value)")
        }
        #expect(abs((radius.last?.value ?? .nan) - 150) < 1e-9)
    }

    // MARK: keyframed_wheel.json

    @Test("keyframed_wheel.json: the rotation passes through its keyframes at their times, then rests at 180 until 4.5 s",
          arguments: [(0.4, -20.0), (1.2, 60.0), (2.0, 120.0)])
    func keyframedWheel(time: Double, value: Double) throws {
        let trajectory = try Self.renderCSV("keyframed_wheel")
        #expect(try trajectory.value("rotation", at: 0) == 0)
        let rotation = try trajectory.value("rotation", at: time)
        #expect(abs(rotation - value) < 1e-6, "at \(time) s the rotation is \(rotation), expected the keyframe's \(value)")
    }

    @Test("keyframed_wheel.json: the last spring keyframe ends within its tolerance of 180, and the smooth change brings it to 0")
    func keyframedWheelEnd() throws {
        let trajectory = try Self.renderCSV("keyframed_wheel")
        let spring = Spring(duration: 0.8, bounce: 0.4)
        let end = 2.0 + spring.settlingDuration
        #expect(end < 4.5)
        for (time, value) in trajectory.values("rotation") where time >= end && time < 4.5 {
            #expect(abs(value - 180) <= 0.001 * 60 + 1e-9, "t = \(time): \(value)")
        }
        #expect(abs((trajectory.frames.last?.parameters["rotation"] ?? .nan) - 0) < 1e-9)
    }

    // MARK: phased_wheel.json

    @Test("phased_wheel.json: the radius reaches 60 and comes back to 130 in every cycle, at least twice")
    func phasedWheel() throws {
        let trajectory = try Self.renderCSV("phased_wheel")
        // Within half a point: a smooth spring only approaches 130, and it moves on at its response.
        let tolerance = 0.5
        var lows: [Double] = [], returns: [Double] = []
        var isLow = false
        for (time, value) in trajectory.values("radius") {
            if !isLow, value <= 60 + tolerance {
                isLow = true
                lows.append(time)
            } else if isLow, value >= 130 - tolerance {
                isLow = false
                returns.append(time)
            }
        }
        #expect(returns.count >= 2, "60 reached at \(lows) s, 130 again at \(returns) s")
        // A cycle lasts the springs' responses plus the holds: 0.6 + (0.9 + 0.2) + (0.8 + 0.3) s.
        let cycle = 0.6 + 0.9 + 0.2 + 0.8 + 0.3
        for (earlier, later) in zip(lows, lows.dropFirst()) {
            #expect(abs(later - earlier - cycle) <= 2.0 / 30, "60 reached at \(earlier) s and \(later) s; cycle \(cycle) s")
        }
        // The snappy spring (bounce 0.15) goes a little past 60.
        let lowest = trajectory.values("radius").map(\.value).min() ?? .nan
        #expect(lowest < 60, "lowest radius \(lowest)")
    }
}
