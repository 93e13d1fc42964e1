import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 004's views that point at the centre: the layout writes each view's angle back through
/// a `Binding` in its layout values, into the view's `@State`, and the view turns by it.
@Suite("Article 004 ported: values flowing back to views")
struct Article004BindingsPortTests {
    static let center = CGPoint(x: 200, y: 200)

    /// The wheel's state: what the article keeps in `@State` and its Rotate button changes.
    struct WheelState: Sendable {
        var angle: Angle = .zero
        var radius: CGFloat = 130
    }

    /// Expects every view (tile and number) to be turned by the angle at which it sits on the
    /// wheel, clockwise from the top: pointing at the centre, as the article's pictures show.
    static func expectPointingAtCenter(_ trajectories: Trajectories, sourceLocation: SourceLocation = #_sourceLocation) {
        for (view, trajectory) in trajectories.enumerated() {
            for (frame, sample) in trajectory.samples.enumerated() {
                let sits = atan2(Double(sample.center.x - center.x), Double(center.y - sample.center.y))
                let turned = sample.rotation.radians
                expectClose(cos(turned), cos(sits), tolerance: 1e-9, "view \(view), frame \(frame)", sourceLocation: sourceLocation)
                expectClose(sin(turned), sin(sits), tolerance: 1e-9, "view \(view), frame \(frame)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("the @State array of rotations, written through $rotations[idx]: every view points at the centre while the wheel turns", arguments: [false, true])
    func rotationsArray(component: Bool) throws {
        let changes = [StateChange<WheelState>(at: 0, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) }]
        let trajectories = try component
            ? captureTrajectories(canvas: CGSize(width: 400, height: 400), fps: 10, initial: WheelState(), changes: changes) { state in
                Article004Bindings.ComponentContentView(angle: state.angle, radius: state.radius)
            }
            : captureTrajectories(canvas: CGSize(width: 400, height: 400), fps: 10, initial: WheelState(), changes: changes) { state in
                Article004Bindings.ContentView(angle: state.angle, radius: state.radius)
            }
        #expect(trajectories.count == 32)
        #expect(trajectories.allSatisfy { $0.samples.count == 21 })
        trajectories.expectFollowsArc(center: Self.center, radius: 130, tolerance: 1e-9)
        Self.expectPointingAtCenter(trajectories)
        // The fifth tile sits at 90° at the start: turned a quarter, not its initial zero.
        expectClose(trajectories[8].samples[0].rotation.degrees, 90, tolerance: 1e-9)
    }
}
