import Testing
import ZoetropeTesting

// The README's complete test file ("A test"), as printed there (DocumentationTests checks the two agree).

@Test func wheelTurnsAndGrowsOnItsCircle() throws {
    let trajectories = try captureTrajectories(
        of: WheelLayout(radius: 100, rotation: .zero),
        views: Array(repeating: ViewNode(sizing: .fixed(width: 40, height: 40)), count: 6),
        canvas: CGSize(width: 400, height: 400), fps: 30,
        changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) {
            $0.rotation = .degrees(90)
            $0.radius = 150
        }])
    let center = CGPoint(x: 200, y: 200)
    // The radius animates too: follow the one each frame shows, not a curve worked out by hand.
    trajectories.expectFollowsArc(center: center, radius: .parameter("radius"), tolerance: 1e-9)
    trajectories.expectSweepsAngle(.degrees(90), about: center, tolerance: .degrees(1e-6))
    #expect(trajectories.parameterValues(named: "radius")?.last == 150)
}
