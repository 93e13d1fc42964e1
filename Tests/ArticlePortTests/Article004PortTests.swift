import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 004's ContentView with its `@State` taken out into a state value (Article004Wheel.swift
/// says what changed; the article's code exactly as written, button and all, is in
/// ArticleViewPortTests), animated on a timeline as its Rotate button animates it: the wheel's
/// rotation (and radius) are interpolated, not the views' positions, so every view follows the
/// circle.
@Suite("Article 004 ported: the wheel's ContentView")
struct Article004PortTests {
    static let canvas = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)

    /// The view's state: what the article keeps in `@State`.
    struct WheelState: Sendable {
        var angle: Angle = .zero
        var radius: CGFloat = 130
    }

    @Test("Rotate: withAnimation(.easeInOut(duration: 2)) { angle = .degrees(90) } moves every view along the circle, a quarter turn")
    func rotate() throws {
        let trajectories = try captureTrajectories(
            canvas: Self.canvas, fps: 30, initial: WheelState(),
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) }]
        ) { state in
            ContentView(angle: state.angle, radius: state.radius)
        }
        // A tile and its number for each of the 8 views, 61 frames (0 to 2 s).
        #expect(trajectories.count == 16)
        #expect(trajectories.allSatisfy { $0.samples.count == 61 })
        trajectories.expectFollowsArc(center: Self.center, radius: 130, tolerance: 1e-9)
        trajectories.expectSweepsAngle(.degrees(90), about: Self.center, tolerance: .degrees(1e-9))
        // Half way through the easing, the wheel has turned half way: the curve is symmetric.
        let middle = trajectories[0].samples[30].center
        let turned = atan2(Double(middle.x - Self.center.x), Double(Self.center.y - middle.y)) * 180 / .pi
        expectClose(turned, 45, tolerance: 1e-9)
        // The number is drawn on its tile.
        for view in stride(from: 0, to: 16, by: 2) {
            for (tile, number) in zip(trajectories[view].samples, trajectories[view + 1].samples) {
                expectClose(tile.center, number.center, tolerance: 1e-9)
            }
        }
    }

    @Test("rotation and radius animated together: the views stay on one circle whose radius follows the easing")
    func rotateAndShrink() throws {
        let trajectories = try captureTrajectories(
            canvas: Self.canvas, fps: 30, initial: WheelState(),
            changes: [StateChange(at: 0.5, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90); $0.radius = 80 }]
        ) { state in
            ContentView(angle: state.angle, radius: state.radius)
        }
        #expect(trajectories.allSatisfy { $0.samples.count == 76 })
        let radius = { (time: TimeInterval) -> CGFloat in
            let progress = min(max((time - 0.5) / 2, 0), 1)
            return 130 + (80 - 130) * CGFloat(UnitCurve.easeInOut.value(at: progress))
        }
        trajectories.expectFollowsArc(center: Self.center, radius: radius, tolerance: 1e-9)
        trajectories.expectSweepsAngle(.degrees(90), about: Self.center, tolerance: .degrees(1e-9))
    }

    @Test("a change without animation jumps at its frame, as a state change outside withAnimation does")
    func jump() throws {
        let trajectories = try captureTrajectories(
            canvas: Self.canvas, fps: 10, duration: 1, initial: WheelState(),
            changes: [StateChange(at: 0.5, animation: nil) { $0.angle = .degrees(90) }]
        ) { state in
            ContentView(angle: state.angle, radius: state.radius)
        }
        let first = trajectories[0].samples
        expectClose(first[4].center, CGPoint(x: 200, y: 70), tolerance: 1e-9)
        expectClose(first[5].center, CGPoint(x: 330, y: 200), tolerance: 1e-9)
    }

    @Test("keyframes on the state, as keyframeAnimator drives its values: a wobble then a bouncy quarter turn keeps every view on the circle")
    func keyframedRotation() throws {
        let trajectories = try captureTrajectories(
            canvas: Self.canvas, fps: 30, initial: WheelState(), changes: [],
            keyframes: [KeyframeRun<WheelState>(at: 0.2) {
                KeyframeTrack(\WheelState.angle) {
                    LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
                    SpringKeyframe(.degrees(90), duration: 0.8, spring: .bouncy)
                }
            }]
        ) { state in
            ContentView(angle: state.angle, radius: state.radius)
        }
        // 1.3 s: the run's 1.1 s from 0.2 s.
        #expect(trajectories.allSatisfy { $0.samples.count == 40 })
        trajectories.expectFollowsArc(center: Self.center, radius: 130, tolerance: 1e-9)
        // Every frame is the wheel at the angle the keyframes give then (SwiftUI's KeyframeTimeline).
        let keyframes = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
                SpringKeyframe(.degrees(90), duration: 0.8, spring: .bouncy)
            }
        }
        for (frame, sample) in trajectories[0].samples.enumerated() {
            let angle = keyframes.value(time: min(max(Double(frame) / 30 - 0.2, 0), 1.1)).radians
            expectClose(sample.center, CGPoint(x: 200 + 130 * sin(angle), y: 200 - 130 * cos(angle)), tolerance: 1e-9, "frame \(frame)")
        }
        // At 0.5 s the wobble has reached -20°: the first tile is 20° left of the top.
        let wobble = trajectories[0].samples[15].center
        let wobbleAngle = 20 * Double.pi / 180
        expectClose(wobble, CGPoint(x: 200 - 130 * sin(wobbleAngle), y: 200 - 130 * cos(wobbleAngle)), tolerance: 1e-9)
    }
}
