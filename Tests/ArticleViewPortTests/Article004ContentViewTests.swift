import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 004's ContentView as the article writes it: its two fragments put together, word for
/// word, with the two `@State` declarations they use and do not show (Article004ContentView.swift
/// says so) — `@State`, the Rotate `Button` and `withAnimation` — tapped by a script: every view
/// moves along the arc.
@Suite("Article 004's ContentView, tapped")
struct Article004ContentViewTests {
    static let canvas = CGSize(width: 400, height: 460)

    /// The wheel's centre: the middle of its tiles at the first frame.
    static func center(of trajectories: Trajectories) -> CGPoint {
        let tiles = stride(from: 0, to: 16, by: 2).map { trajectories[$0].samples[0].center }
        return CGPoint(x: tiles.map(\.x).reduce(0, +) / 8, y: tiles.map(\.y).reduce(0, +) / 8)
    }

    /// How far the first tile has turned from the top at `sample`, in degrees, clockwise.
    static func turn(_ sample: Trajectory.Sample, about center: CGPoint) -> Double {
        atan2(Double(sample.center.x - center.x), Double(center.y - sample.center.y)) * 180 / .pi
    }

    @Test("tapped at 0.5 s, every view follows the arc a quarter turn, easing in and out over 2 s; still before the tap",
          arguments: [24, 30, 60])
    func tapRotates(fps: Int) throws {
        let trajectories = try captureTrajectories(canvas: Self.canvas, fps: fps, interactions: [.tap("Rotate", at: 0.5)]) {
            ContentView()
        }
        // 8 tiles and their numbers, and the button's text; the scene ends when the animation does, at 2.5 s.
        #expect(trajectories.count == 17)
        #expect(trajectories[0].samples.count == Int((2.5 * Double(fps)).rounded(.down)) + 1)
        let center = Self.center(of: trajectories)
        let wheel = Array(trajectories.prefix(16))
        for view in wheel {
            for sample in view.samples {
                expectClose(hypot(Double(sample.center.x - center.x), Double(sample.center.y - center.y)), 130, tolerance: 1e-9,
                            "view \(view.viewIndex) at \(sample.time) s: on the circle")
            }
        }
        let first = trajectories[0].samples
        for sample in first where sample.time < 0.5 - 1e-9 {
            expectClose(Self.turn(sample, about: center), 0, tolerance: 1e-9, "before the tap, at \(sample.time) s")
        }
        for sample in first where sample.time >= 0.5 {
            let progress = min((sample.time - 0.5) / 2, 1)
            expectClose(Self.turn(sample, about: center), 90 * UnitCurve.easeInOut.value(at: progress), tolerance: 1e-9,
                        "at \(sample.time) s")
        }
        expectClose(Self.turn(first[first.count - 1], about: center), 90, tolerance: 1e-9)
    }

    @Test("a second tap reads the state the first left: the wheel turns back from 90° to 0°")
    func secondTapTurnsBack() throws {
        let trajectories = try captureTrajectories(canvas: Self.canvas, fps: 30,
                                                   interactions: [.tap("Rotate", at: 0.5), .tap("Rotate", at: 3)]) {
            ContentView()
        }
        let first = trajectories[0].samples
        let center = Self.center(of: trajectories)
        #expect(first.count == 151)  // until 5 s, when the second animation ends
        expectClose(Self.turn(first[75], about: center), 90, tolerance: 1e-9, "after the first tap's animation")
        expectClose(Self.turn(first[120], about: center), 45, tolerance: 1e-9, "half way back")
        expectClose(Self.turn(first[150], about: center), 0, tolerance: 1e-9, "back at the top")
    }

    @Test("a tap on a title no button has is an error naming it, the time and the buttons there are")
    func unknownTitle() {
        #expect(throws: SceneError(file: "view (built in Swift)", path: "interactions[0]",
                                   message: "tap \"Spin\" at 0.5 s: no Button titled \"Spin\" and no view with "
                                    + ".accessibilityIdentifier(\"Spin\") that answers a tap (buttons then: \"Rotate\"; "
                                    + "accessibility identifiers: none)")) {
            try captureTrajectories(canvas: Self.canvas, interactions: [.tap("Spin", at: 0.5)]) { ContentView() }
        }
    }

    @Test("a tap after the scene's end, or at a negative time, is an error")
    func tapOutsideTheScene() {
        #expect(throws: SceneError.self) {
            try captureTrajectories(canvas: Self.canvas, duration: 1, interactions: [.tap("Rotate", at: 2)]) { ContentView() }
        }
        #expect(throws: SceneError.self) {
            try captureTrajectories(canvas: Self.canvas, interactions: [.tap("Rotate", at: -1)]) { ContentView() }
        }
    }
}
