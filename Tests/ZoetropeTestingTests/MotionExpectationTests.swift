import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// A card that slides 200 points right when "Go" is tapped, with the animation given, or at
/// once when Reduce Motion is on.
private struct SlidingCard: View {
    let animation: Animation
    @State private var moved = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 60, height: 40)
                .offset(x: moved ? 100 : -100)
                .accessibilityIdentifier("card")
            Button("Go") {
                withAnimation(reduceMotion ? nil : animation) { moved.toggle() }
            }
        }
    }
}

/// The card's trajectory when "Go" is tapped at 0.2 s, at 60 frames a second.
private func card(_ animation: Animation, reduceMotion: Bool = false) throws -> Trajectory {
    let trajectories = try captureTrajectories(canvas: CGSize(width: 400, height: 200), fps: 60, duration: 1.5,
                                               interactions: [.tap("Go", at: 0.2)]) {
        SlidingCard(animation: animation).environment(\.accessibilityReduceMotion, reduceMotion)
    }
    return trajectories[0]
}

/// A view moving 10 points a frame to the right along y = 0, with `glitch` frames drawn 80 points
/// off, frame *n* at *n* / 10 s.
private func steady(frames: Int = 10, glitch: Set<Int> = []) -> Trajectory {
    HandMade.points((0..<frames).map { CGPoint(x: Double($0) * 10, y: glitch.contains($0) ? 80 : 0) })
}

/// Each motion assertion holds where it should, and fails where it should with the numbers.
@Suite("Motion assertions")
struct MotionExpectationTests {
    /// Whether an assertion held (a closure, so a failing check's message is not the whole
    /// trajectory printed).
    private static func holds(_ check: () -> Bool) -> Bool { check() }

    @Test("An ease settles, keeps going one way, never overshoots, lasts its 0.5 s from the tap and ends 200 points right")
    func easeHolds() throws {
        let ease = try card(.easeInOut(duration: 0.5))
        let start = try #require(ease.samples.first).center
        #expect(Self.holds { ease.expectSettles(within: 0.5, by: 0.7) })
        #expect(Self.holds { ease.expectOvershoot(atMost: 1e-9) })
        #expect(Self.holds { ease.expectMonotonic() })
        #expect(Self.holds { ease.expectContinuous(maxJumpPerFrame: 12) })
        #expect(Self.holds { ease.expectVelocityContinuous(maxChangePerFrame: 60) })
        #expect(Self.holds { ease.expectDuration(0.5, tolerance: 1.0 / 60) })
        #expect(Self.holds { ease.expectStartsAt(0.2, tolerance: 1e-9) })
        #expect(Self.holds { ease.expectEndsAt(CGPoint(x: start.x + 200, y: start.y), tolerance: 1e-6) })
        expectClose(Double(ease.overshoot), 0, tolerance: 1e-9)
    }

    @Test("A bouncy spring overshoots, turns back and has not settled within 0.5 points by 0.5 s: each assertion fails with the numbers and the frame")
    func springFails() throws {
        let spring = try card(.spring(duration: 0.5, bounce: 0.5))
        #expect(spring.overshoot > 20, "\(spring.overshoot)")
        let overshoot = recordedIssues("a bouncy spring overshoots") { spring.expectOvershoot(atMost: 5) }
        #expect(overshoot.count == 1)
        #expect(overshoot.first?.message.hasPrefix("expectOvershoot(atMost:) failed at ") ?? false, "\(overshoot)")
        #expect(overshoot.first?.message.contains(" past where it ends, (") ?? false, "\(overshoot)")
        #expect(overshoot.first?.message.contains("expected at most 5.0 (off by ") ?? false, "\(overshoot)")
        let back = recordedIssues("it comes back after passing its end") { spring.expectMonotonic() }
        #expect(back.first?.message.contains("moved back ") ?? false, "\(back)")
        let unsettled = recordedIssues("still swinging at 0.5 s") { spring.expectSettles(within: 0.5, by: 0.5) }
        #expect(unsettled.first?.message.contains("from where it ends, (") ?? false, "\(unsettled)")
        #expect(unsettled.first?.message.contains("expected at most 0.5 from 0.5 s on") ?? false, "\(unsettled)")
        // Against the ease it replaced: far apart mid-way, and the deviation names the frame.
        let ease = try card(.easeInOut(duration: 0.5))
        let apart = try #require(spring.maxDeviation(from: ease))
        #expect(apart.distance > 20 && apart.frame > 12, "\(apart)")
        let issues = recordedIssues("a spring is not the ease") { spring.expectFollows(ease, tolerance: 1) }
        #expect(issues.first?.message.hasPrefix("expectFollows failed at ") ?? false, "\(issues)")
        #expect(Self.holds { spring.expectFollows(spring, tolerance: 0) })
    }

    @Test("A wrong duration, start or end fails with the times and the place")
    func wrongSpanAndEnd() throws {
        let ease = try card(.easeInOut(duration: 0.5))
        let issues = recordedIssues("the ease lasts 0.5 s from 0.2 s and ends 200 points right") {
            ease.expectDuration(0.3, tolerance: 0.01)
            ease.expectStartsAt(0.5, tolerance: 0.01)
            ease.expectEndsAt(CGPoint(x: 0, y: 0), tolerance: 1)
        }
        #expect(issues.count == 3)
        let messages = issues.map(\.message)
        #expect(messages.first?.contains("moved for 0.5 s (0.2 to 0.7 s); expected 0.3 ± 0.01 s (off by 0.2 s)") ?? false, "\(messages)")
        #expect(messages.dropFirst().first?.contains("started moving at 0.2 s; expected 0.5 ± 0.01 s (off by 0.3 s)") ?? false, "\(messages)")
        #expect(messages.last?.contains("ends at (300.0, 90.0), 313.209195267 from (0.0, 0.0); expected at most 1.0") ?? false, "\(messages)")
    }

    @Test("With Reduce Motion on, the card does not animate: it jumps 200 points in one frame at the tap")
    func reduceMotion() throws {
        let still = try card(.easeInOut(duration: 0.5), reduceMotion: true)
        #expect(Self.holds { still.expectDuration(1.0 / 60, tolerance: 1e-9) }, "one frame's change")
        // A change made at once shows in the frame of its moment: the view is still in the frame
        // before, at 0.2 − 1/60 s, and moved in the tap's own, so it starts within a frame of 0.2 s.
        #expect(Self.holds { still.expectStartsAt(0.2, tolerance: 1.0 / 60 + 1e-9) })
        let jump = recordedIssues("a jump of 200 points") { still.expectContinuous(maxJumpPerFrame: 8) }
        #expect(jump.count == 1)
        #expect(jump.first?.message.contains("jumped 200.0 from (") ?? false, "\(jump)")
        #expect(jump.first?.message.contains("frame 12 (t = 0.2 s): jumped 200.0 from (100.0, 90.0) at frame 11") ?? false, "the tap's frame: \(jump)")
    }

    @Test("A one-frame glitch fails continuity twice (there and back) and velocity continuity; a steady view passes both")
    func glitch() {
        #expect(Self.holds { steady().expectContinuous(maxJumpPerFrame: 10) })
        #expect(Self.holds { steady().expectVelocityContinuous(maxChangePerFrame: 1e-9) })
        let issues = recordedIssues("frame 4 is drawn 80 points off") { steady(glitch: [4]).expectContinuous(maxJumpPerFrame: 10) }
        #expect(issues.count == 1)
        let lines = issues.first?.message.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "expectContinuous(maxJumpPerFrame:) failed at 2 of 10 samples of view 0; the worst 2:", "\(lines)")
        #expect(lines.dropFirst().contains { $0.contains("frame 4 (t = 0.4 s): jumped 80.622577483 from (30.0, 0.0) at frame 3") }, "\(lines)")
        let velocity = recordedIssues("and its speed jumps") { steady(glitch: [4]).expectVelocityContinuous(maxChangePerFrame: 100) }
        #expect(velocity.first?.message.contains("velocity changed by ") ?? false, "\(velocity)")
    }

    @Test("Assertions with nothing to check fail rather than pass: a view that never moves, a time after the last sample")
    func nothingToCheck() {
        let still = HandMade.points([CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 1)])
        #expect(still.motionSpan == nil)
        let issues = recordedIssues("nothing moves") {
            still.expectDuration(1, tolerance: 0.1)
            still.expectOvershoot(atMost: 1)
            steady().expectSettles(within: 1, by: 5)
        }
        #expect(issues.map(\.message) == [
            "view 0 never moves; nothing was checked",
            "view 0 does not travel (it ends where it starts); nothing was checked",
            "view 0 has no sample at or after 5.0 s; nothing was checked",
        ])
    }
}
