import Testing
import ZoetropeTesting

/// Each assertion must fail when it should, and say where and by how much.
@Suite("Assertions that fail")
struct ExpectationFailureTests {
    static let center = ArticleScene.center

    // MARK: Arcs

    @Test("A wrong radius fails with one issue: the count, then the worst samples with view, frame, time, expected, actual and the difference")
    func wrongRadius() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[0]
        var passed = true
        let issues = recordedIssues("the radius is 130, not 131") {
            passed = view.expectFollowsArc(center: Self.center, radius: 131, tolerance: 1e-9)
        }
        let callLine = #line - 2

        #expect(!passed)
        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(issues[0].message)")
        #expect(lines[0] == "expectFollowsArc failed at 49 of 49 samples of view 0; the worst 3:")
        // Every sample is off by 1.0, give or take rounding: the worst are those the rounding made worse.
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("  view 0, frame "), "\(line)")
            #expect(line.hasSuffix(": distance from (200.0, 200.0) is 130.0, expected 131.0 ± 1e-09 (off by 1.0)"), "\(line)")
        }
        #expect(issues.allSatisfy { $0.line == callLine && $0.fileID == #fileID }, "failures point at the caller's line")
    }

    @Test("A wrong centre fails every view with one issue, not one per view or sample")
    func wrongCenter() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 60)
        var passed = true
        let issues = recordedIssues("the wheel is centred on (200, 200)") {
            passed = trajectories.expectFollowsArc(center: CGPoint(x: 210, y: 200), radius: 130, tolerance: 1e-9)
        }
        let callLine = #line - 2

        #expect(!passed)
        try #require(issues.count == 1)
        #expect(issues.allSatisfy { $0.line == callLine && $0.fileID == #fileID }, "failures point at the caller's line")
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(issues[0].message)")
        #expect(lines[0] == "expectFollowsArc failed at 968 of 968 samples in 8 of 8 views; the worst 3:")
        // 10 to the right of the centre: the worst are views level with it, 120 or 140 away (off by 10).
        for line in lines.dropFirst() {
            #expect(line.contains(": distance from (210.0, 200.0) is "), "\(line)")
            #expect(line.hasSuffix(", expected 130.0 ± 1e-09 (off by 10.0)"), "\(line)")
        }
    }

    @Test("A radius that animates must be followed: a constant one fails")
    func animatedRadiusIsChecked() throws {
        let shrink = StateChange<WheelLayout>(at: 0, animation: .easeInOut(duration: 2)) { $0.radius = 60 }
        let trajectories = try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views,
                                                   canvas: ArticleScene.canvas, fps: 24, changes: [shrink])
        let issues = recordedIssues("the radius shrinks to 60") {
            trajectories.expectFollowsArc(center: Self.center, radius: { _ in 130 }, tolerance: 1e-9)
        }

        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("expectFollowsArc failed at ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.contains(", frame 48 (t = 2.0 s): ") && $0.hasSuffix("(off by 70.0)") },
                "\(issues[0].message)")
    }

    @Test("A position that is not a number fails and is not mistaken for a small deviation")
    func notANumber() {
        let view = HandMade.points([CGPoint(x: 0, y: -10), CGPoint(x: Double.nan, y: 0)])
        let issues = recordedIssues("NaN is not on any circle") {
            view.expectFollowsArc(center: .zero, radius: 10, tolerance: 0.1)
        }

        #expect(issues.map(\.message) == ["expectFollowsArc failed at 1 of 2 samples of view 0:\n"
            + "  view 0, frame 1 (t = 0.1 s): distance from (0.0, 0.0) is nan, expected 10.0 ± 0.1 (off by nan)"])
        #expect(view.maxDeviation(fromArcAbout: .zero, radius: 10).isNaN)
    }

    // MARK: Sweeps

    @Test("A wrong total sweep fails at the last frame of every view, in one issue")
    func wrongSweep() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 24)
        var passed = true
        let issues = recordedIssues("the wheel turns 90°, not 45°") {
            passed = trajectories.expectSweepsAngle(.degrees(45), about: Self.center, tolerance: .degrees(1e-6))
        }

        #expect(!passed)
        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines == ["expectSweepsAngle failed at 8 of 392 samples in 8 of 8 views; the worst 3:"]
            + (0..<3).map { "  view \($0), frame 48 (t = 2.0 s): swept 90.0° about (200.0, 200.0) since frame 0, "
                + "expected 45.0° ± 1e-06° (off by 45.0°)" })
    }

    @Test("Turning the wrong way fails at every step")
    func wrongDirection() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[2]
        let issues = recordedIssues("the wheel turns clockwise") {
            view.expectSweepsAngle(.degrees(-90), about: Self.center, tolerance: .degrees(1e-6))
        }

        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(issues[0].message)")
        #expect(lines[0] == "expectSweepsAngle failed at 48 of 49 samples of view 2; the worst 3:")
        // The worst is the total, 180° off; then the steps, each turning the wrong way.
        #expect(lines[1].hasPrefix("  view 2, frame 48 (t = 2.0 s): swept 90.0° "))
        #expect(lines[1].hasSuffix("(off by 180.0°)"))
        #expect(lines[2].contains(", expected it to keep decreasing (sweeping -90.0°) within 1e-06° (off by "))
    }

    @Test("Turning back part of the way fails at the step that turns back, even when the total is right")
    func turningBack() {
        let view = HandMade.trajectory(view: 5, degrees: [0, 30, 60, 50, 90])
        let issues = recordedIssues("the view turns back from 60° to 50°") {
            view.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(1e-6))
        }

        #expect(issues.map(\.message) == ["expectSweepsAngle failed at 1 of 5 samples of view 5:\n"
            + "  view 5, frame 3 (t = 0.3 s): angle about (0.0, 0.0) went from 60.0° "
            + "to 50.0°, expected it to keep increasing (sweeping 90.0°) within 1e-06° (off by 10.0°)"])
    }

    @Test("A sweep of zero means staying put: going out and back fails")
    func outAndBackIsNotZero() throws {
        let view = HandMade.trajectory(degrees: [0, 20, 0])
        let issues = recordedIssues("the view moves 20° out and back") {
            view.expectSweepsAngle(.zero, about: .zero, tolerance: .degrees(1e-6))
        }

        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines.first == "expectSweepsAngle failed at 2 of 3 samples of view 0; the worst 2:")
        #expect(lines.dropFirst().count == 2)
        #expect(lines.dropFirst().allSatisfy {
            $0.contains("expected it to stay put (sweeping 0.0°) within 1e-06° (off by 20.0°)")
        })
    }

    @Test("A sample at the centre has no angle and fails")
    func sampleAtTheCenter() {
        let view = HandMade.points([CGPoint(x: 0, y: -10), .zero, CGPoint(x: 10, y: 0)])
        let issues = recordedIssues("the view passes through the centre") {
            view.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(1e-6))
        }

        #expect(issues.map(\.message) == ["expectSweepsAngle failed at 1 of 3 samples of view 0:\n"
            + "  view 0, frame 1 (t = 0.1 s): is at the centre (0.0, 0.0), where its angle is undefined"])
    }

    // MARK: Chords

    @Test("In parameters mode the views leave their chords, most at mid-animation")
    func arcIsNotAChord() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[1]
        var passed = true
        let issues = recordedIssues("the view moves along the circle") {
            passed = view.expectFollowsChord(tolerance: 1)
        }

        #expect(!passed)
        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("expectFollowsChord failed at ") == true)
        #expect(lines[1].hasPrefix("  view 1, frame 24 (t = 1.0 s): distance from the segment ("), "\(lines[1])")
        #expect(lines[1].contains(", expected 0.0 ± 1.0 (off by 38.07611"))
    }

    @Test("Overshooting the end of the segment is off the segment")
    func overshootIsOffTheChord() {
        let view = HandMade.points([CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
        let issues = recordedIssues("the view overshoots to x = 12") {
            view.expectFollowsChord(tolerance: 1e-9)
        }

        #expect(issues.map(\.message) == ["expectFollowsChord failed at 1 of 3 samples of view 0:\n"
            + "  view 0, frame 1 (t = 0.1 s): distance from the segment (0.0, 0.0)–(10.0, 0.0) is 2.0, expected 0.0 ± 1e-09 (off by 2.0)"])
    }

    @Test("A segment given explicitly is checked for every view")
    func explicitSegment() throws {
        let shrink = StateChange<WheelLayout>(at: 0, animation: .easeInOut(duration: 1)) { $0.radius = 60 }
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: [ViewNode(sizing: .fixed(width: 70, height: 70))],
            canvas: ArticleScene.canvas, fps: 24, changes: [shrink])
        let top = CGPoint(x: 200, y: 70)

        #expect(trajectories.expectFollowsChord(from: top, to: CGPoint(x: 200, y: 140), tolerance: 1e-9))
        let issues = recordedIssues("the view moves straight down, not to the right") {
            trajectories.expectFollowsChord(from: top, to: CGPoint(x: 270, y: 70), tolerance: 1e-9)
        }
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("expectFollowsChord failed at 24 of 25 samples of view 0; the worst 3:\n"
            + "  view 0, frame 24 (t = 1.0 s): distance from the segment (200.0, 70.0)–(270.0, 70.0) is "), "\(issues[0].message)")
    }

    // MARK: Stationary

    @Test("A view that moves is not stationary")
    func movingIsNotStationary() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[0]
        let issues = recordedIssues("the wheel turns") {
            view.expectStationary(tolerance: 1e-9)
        }

        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "expectStationary failed at 48 of 49 samples of view 0; the worst 3:")
        #expect(lines[1].hasPrefix("  view 0, frame 48 (t = 2.0 s): moved "))
        #expect(lines[1].contains(" from where it started, (200.0, 70.0), to ("))
        #expect(lines[1].contains("(off by 183.84776"))
    }

    // MARK: Where failures are reported

    @Test("Every assertion reports its failures at the source location it is given")
    func sourceLocationIsForwarded() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 24)
        let view = trajectories[0]
        let here = SourceLocation(fileID: "UserTests/WheelTests.swift", filePath: "/tmp/UserTests/WheelTests.swift",
                                  line: 42, column: 7)
        let elsewhere = CGPoint(x: 0, y: 0)

        let issues = recordedIssues("every one of these is wrong") {
            view.expectFollowsArc(center: elsewhere, radius: 130, tolerance: 1e-9, sourceLocation: here)
            view.expectFollowsArc(center: elsewhere, radius: { _ in 130 }, tolerance: 1e-9, sourceLocation: here)
            view.expectFollowsChord(tolerance: 1e-9, sourceLocation: here)
            view.expectFollowsChord(from: elsewhere, to: elsewhere, tolerance: 1e-9, sourceLocation: here)
            view.expectSweepsAngle(.degrees(45), about: Self.center, tolerance: .degrees(1e-6), sourceLocation: here)
            view.expectStationary(tolerance: 1e-9, sourceLocation: here)
            trajectories.expectFollowsArc(center: elsewhere, radius: 130, tolerance: 1e-9, sourceLocation: here)
            trajectories.expectFollowsArc(center: elsewhere, radius: { _ in 130 }, tolerance: 1e-9, sourceLocation: here)
            trajectories.expectFollowsChord(tolerance: 1e-9, sourceLocation: here)
            trajectories.expectFollowsChord(from: elsewhere, to: elsewhere, tolerance: 1e-9, sourceLocation: here)
            trajectories.expectSweepsAngle(.degrees(45), about: Self.center, tolerance: .degrees(1e-6), sourceLocation: here)
            trajectories.expectStationary(tolerance: 1e-9, sourceLocation: here)
            Trajectory(viewIndex: 0, samples: []).expectStationary(tolerance: 1, sourceLocation: here)
        }

        // One issue per failing assertion, whatever the number of views and samples.
        #expect(issues.count == 13)
        #expect(issues.allSatisfy { $0.fileID == here.fileID && $0.line == here.line })
    }

    // MARK: Nothing to check

    @Test("A trajectory without samples fails every assertion")
    func emptyTrajectory() {
        let view = Trajectory(viewIndex: 5, samples: [])
        let issues = recordedIssues("there is nothing to check") {
            #expect(!view.expectFollowsArc(center: .zero, radius: 1, tolerance: 1))
            #expect(!view.expectFollowsChord(tolerance: 1))
            #expect(!view.expectFollowsChord(from: .zero, to: .zero, tolerance: 1))
            #expect(!view.expectSweepsAngle(.zero, about: .zero, tolerance: .degrees(1)))
            #expect(!view.expectStationary(tolerance: 1))
        }

        #expect(issues.map(\.message) == Array(repeating: "view 5 has no samples; nothing was checked", count: 5))
    }

    @Test("Trajectories without views fail every assertion")
    func noViews() throws {
        let trajectories = try captureTrajectories(of: ArticleScene.wheel, views: [], canvas: ArticleScene.canvas,
                                                   fps: 24, changes: [ArticleScene.rotate(to: 90)])
        #expect(trajectories.isEmpty)
        #expect(trajectories.frames.count == 49)

        let issues = recordedIssues("there is nothing to check") {
            #expect(!trajectories.expectFollowsArc(center: Self.center, radius: 130, tolerance: 1))
            #expect(!trajectories.expectFollowsArc(center: Self.center, radius: { _ in 130 }, tolerance: 1))
            #expect(!trajectories.expectFollowsChord(tolerance: 1))
            #expect(!trajectories.expectFollowsChord(from: .zero, to: .zero, tolerance: 1))
            #expect(!trajectories.expectSweepsAngle(.zero, about: Self.center, tolerance: .degrees(1)))
            #expect(!trajectories.expectStationary(tolerance: 1))
        }

        #expect(issues.map(\.message)
            == Array(repeating: "the trajectories have no views; nothing was checked", count: 6))
    }

    // MARK: Tolerances

    @Test("Just outside the tolerance fails and just inside passes", arguments: [1e-9, 0.5, 3.0])
    func toleranceBoundary(tolerance: Double) {
        let inside = 0.99 * tolerance, outside = 1.01 * tolerance
        let top = CGPoint(x: 0, y: -10)
        func off(_ distance: Double) -> Trajectory {
            HandMade.points([top, CGPoint(x: 0, y: -10 - distance), CGPoint(x: 0, y: -10)])
        }
        func sideways(_ distance: Double) -> Trajectory {
            HandMade.points([top, CGPoint(x: distance, y: -5), CGPoint(x: 0, y: 0)])
        }

        #expect(off(inside).expectFollowsArc(center: .zero, radius: 10, tolerance: tolerance))
        #expect(off(inside).expectStationary(tolerance: tolerance))
        #expect(sideways(inside).expectFollowsChord(tolerance: tolerance))
        let issues = recordedIssues("each is 1.01 × the tolerance off") {
            #expect(!off(outside).expectFollowsArc(center: .zero, radius: 10, tolerance: tolerance))
            #expect(!off(outside).expectStationary(tolerance: tolerance))
            #expect(!sideways(outside).expectFollowsChord(tolerance: tolerance))
        }
        #expect(issues.count == 3)
        #expect(issues.allSatisfy { $0.message.contains(" samples of view 0:\n  view 0, frame 1 (t = 0.1 s): ") })
    }

    @Test("A sweep just outside its tolerance fails and just inside passes", arguments: [1e-6, 0.5, 3.0])
    func sweepToleranceBoundary(degrees tolerance: Double) {
        let short = HandMade.trajectory(degrees: [0, 45, 90 - 0.99 * tolerance])
        let shorter = HandMade.trajectory(degrees: [0, 45, 90 - 1.01 * tolerance])
        let wobbly = HandMade.trajectory(degrees: [0, 45, 45 - 0.99 * tolerance, 90])
        let wobblier = HandMade.trajectory(degrees: [0, 45, 45 - 1.01 * tolerance, 90])

        #expect(short.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(tolerance)))
        #expect(wobbly.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(tolerance)))
        let issues = recordedIssues("each is 1.01 × the tolerance off") {
            #expect(!shorter.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(tolerance)))
            #expect(!wobblier.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(tolerance)))
        }
        #expect(issues.count == 2)
        #expect(issues.first?.message.contains("\n  view 0, frame 2 (t = 0.2 s): swept ") == true)
        #expect(issues.last?.message.contains(
            "\n  view 0, frame 2 (t = 0.2 s): angle about (0.0, 0.0) went from 45.0° ") == true)
    }

    // MARK: Passing

    @Test("Assertions that hold return true and record nothing", arguments: [24, 60])
    func passingAssertionsReturnTrue(fps: Int) throws {
        let arcs = try ArticleScene.turn(to: 90, fps: fps, mode: .parameters)
        let chords = try ArticleScene.turn(to: 90, fps: fps, mode: .positions)
        let still = try ArticleScene.turn(to: 360, fps: fps, mode: .positions)

        #expect(arcs.expectFollowsArc(center: Self.center, radius: 130, tolerance: 1e-9))
        #expect(arcs[3].expectFollowsArc(center: Self.center, radius: 130, tolerance: 1e-9))
        #expect(arcs.expectSweepsAngle(.degrees(90), about: Self.center, tolerance: .degrees(1e-6)))
        #expect(arcs[3].expectSweepsAngle(.degrees(90), about: Self.center, tolerance: .degrees(1e-6)))
        #expect(chords.expectFollowsChord(tolerance: 1e-9))
        #expect(chords[3].expectFollowsChord(tolerance: 1e-9))
        #expect(still.expectStationary(tolerance: 1e-9))
        #expect(still[3].expectStationary(tolerance: 1e-9))
    }
}
