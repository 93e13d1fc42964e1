import Testing
import ZoetropeTesting

/// Each assertion must fail when it should, and say where and by how much.
@Suite("Assertions that fail")
struct ExpectationFailureTests {
    static let center = ArticleScene.center

    // MARK: Arcs

    @Test("A wrong radius fails, naming view, frame, time, expected, actual and the difference")
    func wrongRadius() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[0]
        var passed = true
        let issues = recordedIssues("the radius is 130, not 131") {
            passed = view.expectFollowsArc(center: Self.center, radius: 131, tolerance: 1e-9)
        }
        let callLine = #line - 2

        #expect(!passed)
        try #require(issues.count == 4)
        #expect(issues[0].message
            == "view 0, frame 0 (t = 0.0 s): distance from (200.0, 200.0) is 130.0, expected 131.0 ± 1e-09 (off by 1.0)")
        #expect(issues[1].message.hasPrefix("view 0, frame 1 (t = 0.0416667 s): distance from (200.0, 200.0) is 130.0, "))
        #expect(issues[2].message.hasPrefix("view 0, frame 2 (t = 0.0833333 s): "))
        #expect(issues[3].message.hasPrefix(
            "view 0: 49 of 49 samples failed (the first 3 are reported above); the worst is frame "))
        #expect(issues[3].message.hasSuffix(", off by 1.0"))
        #expect(issues.allSatisfy { $0.line == callLine && $0.fileID == #fileID }, "failures point at the caller's line")
    }

    @Test("A wrong centre fails for every view, a few samples each and then a count")
    func wrongCenter() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 60)
        var passed = true
        let issues = recordedIssues("the wheel is centred on (200, 200)") {
            passed = trajectories.expectFollowsArc(center: CGPoint(x: 210, y: 200), radius: 130, tolerance: 1e-9)
        }
        let callLine = #line - 2

        #expect(!passed)
        #expect(issues.count == 8 * 4)
        #expect(issues.allSatisfy { $0.line == callLine && $0.fileID == #fileID }, "failures point at the caller's line")
        for view in 0..<8 {
            let mine = issues.filter { $0.message.hasPrefix("view \(view),") || $0.message.hasPrefix("view \(view):") }
            #expect(mine.count == 4, "view \(view)")
            #expect(mine.first?.message.hasPrefix(
                "view \(view), frame 0 (t = 0.0 s): distance from (210.0, 200.0) is ") == true)
            #expect(mine.first?.message.contains(", expected 130.0 ± 1e-09 (off by ") == true)
            #expect(mine.last?.message.hasPrefix("view \(view): ") == true)
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

        #expect(issues.count == 8 * 4)
        #expect(issues.contains { $0.message.contains("the worst is frame 48 (t = 2.0 s), off by 70.0") })
    }

    @Test("A position that is not a number fails and is not mistaken for a small deviation")
    func notANumber() {
        let view = HandMade.points([CGPoint(x: 0, y: -10), CGPoint(x: Double.nan, y: 0)])
        let issues = recordedIssues("NaN is not on any circle") {
            view.expectFollowsArc(center: .zero, radius: 10, tolerance: 0.1)
        }

        #expect(issues.map(\.message)
            == ["view 0, frame 1 (t = 0.1 s): distance from (0.0, 0.0) is nan, expected 10.0 ± 0.1 (off by nan)"])
        #expect(view.maxDeviation(fromArcAbout: .zero, radius: 10).isNaN)
    }

    // MARK: Sweeps

    @Test("A wrong total sweep fails once per view, at the last frame")
    func wrongSweep() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 24)
        var passed = true
        let issues = recordedIssues("the wheel turns 90°, not 45°") {
            passed = trajectories.expectSweepsAngle(.degrees(45), about: Self.center, tolerance: .degrees(1e-6))
        }

        #expect(!passed)
        #expect(issues.count == 8)
        #expect(issues.first?.message == "view 0, frame 48 (t = 2.0 s): swept 90.0° about (200.0, 200.0) "
            + "since frame 0, expected 45.0° ± 1e-06° (off by 45.0°)")
        #expect(issues.last?.message.hasPrefix("view 7, frame 48 (t = 2.0 s): swept 90.0° ") == true)
    }

    @Test("Turning the wrong way fails at every step")
    func wrongDirection() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[2]
        let issues = recordedIssues("the wheel turns clockwise") {
            view.expectSweepsAngle(.degrees(-90), about: Self.center, tolerance: .degrees(1e-6))
        }

        try #require(issues.count == 4)
        #expect(issues[0].message.hasPrefix(
            "view 2, frame 1 (t = 0.0416667 s): angle about (200.0, 200.0) went from 90.0° to "))
        #expect(issues[0].message.contains(", expected it to keep decreasing (sweeping -90.0°) within 1e-06° (off by "))
        #expect(issues[3].message.hasPrefix("view 2: 48 of 49 samples failed (the first 3 are reported above); "))
        #expect(issues[3].message.hasSuffix("the worst is frame 48 (t = 2.0 s), off by 180.0°"))
    }

    @Test("Turning back part of the way fails at the step that turns back, even when the total is right")
    func turningBack() {
        let view = HandMade.trajectory(view: 5, degrees: [0, 30, 60, 50, 90])
        let issues = recordedIssues("the view turns back from 60° to 50°") {
            view.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(1e-6))
        }

        #expect(issues.map(\.message) == ["view 5, frame 3 (t = 0.3 s): angle about (0.0, 0.0) went from 60.0° "
            + "to 50.0°, expected it to keep increasing (sweeping 90.0°) within 1e-06° (off by 10.0°)"])
    }

    @Test("A sweep of zero means staying put: going out and back fails")
    func outAndBackIsNotZero() {
        let view = HandMade.trajectory(degrees: [0, 20, 0])
        let issues = recordedIssues("the view moves 20° out and back") {
            view.expectSweepsAngle(.zero, about: .zero, tolerance: .degrees(1e-6))
        }

        #expect(issues.count == 2)
        #expect(issues.allSatisfy {
            $0.message.contains("expected it to stay put (sweeping 0.0°) within 1e-06° (off by 20.0°)")
        })
    }

    @Test("A sample at the centre has no angle and fails")
    func sampleAtTheCenter() {
        let view = HandMade.points([CGPoint(x: 0, y: -10), .zero, CGPoint(x: 10, y: 0)])
        let issues = recordedIssues("the view passes through the centre") {
            view.expectSweepsAngle(.degrees(90), about: .zero, tolerance: .degrees(1e-6))
        }

        #expect(issues.map(\.message)
            == ["view 0, frame 1 (t = 0.1 s): is at the centre (0.0, 0.0), where its angle is undefined"])
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
        try #require(issues.count == 4)
        #expect(issues[0].message.hasPrefix("view 1, frame "))
        #expect(issues[0].message.contains(": distance from the segment ("))
        #expect(issues[0].message.contains(", expected 0.0 ± 1.0 (off by "))
        #expect(issues[3].message.contains("the worst is frame 24 (t = 1.0 s), off by 38.07611"))
    }

    @Test("Overshooting the end of the segment is off the segment")
    func overshootIsOffTheChord() {
        let view = HandMade.points([CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
        let issues = recordedIssues("the view overshoots to x = 12") {
            view.expectFollowsChord(tolerance: 1e-9)
        }

        #expect(issues.map(\.message) == ["view 0, frame 1 (t = 0.1 s): distance from the segment "
            + "(0.0, 0.0)–(10.0, 0.0) is 2.0, expected 0.0 ± 1e-09 (off by 2.0)"])
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
        #expect(issues.count == 4)
        #expect(issues.first?.message.hasPrefix("view 0, frame 1 (t = 0.0416667 s): distance from the segment "
            + "(200.0, 70.0)–(270.0, 70.0) is ") == true)
    }

    // MARK: Stationary

    @Test("A view that moves is not stationary")
    func movingIsNotStationary() throws {
        let view = try ArticleScene.turn(to: 90, fps: 24)[0]
        let issues = recordedIssues("the wheel turns") {
            view.expectStationary(tolerance: 1e-9)
        }

        try #require(issues.count == 4)
        #expect(issues[0].message.hasPrefix("view 0, frame 1 (t = 0.0416667 s): moved "))
        #expect(issues[0].message.contains(" from where it started, (200.0, 70.0), to ("))
        #expect(issues[3].message.hasPrefix("view 0: 48 of 49 samples failed"))
        #expect(issues[3].message.contains("the worst is frame 48 (t = 2.0 s), off by 183.84776"))
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

        // 4 + 4 + 4 + 4 + 1 + 4 issues for one view, 8 times as many for all of them, 1 for no samples.
        #expect(issues.count == 21 + 8 * 21 + 1)
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
        #expect(issues.allSatisfy { $0.message.hasPrefix("view 0, frame 1 (t = 0.1 s): ") })
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
        #expect(issues.first?.message.hasPrefix("view 0, frame 2 (t = 0.2 s): swept ") == true)
        #expect(issues.last?.message.hasPrefix(
            "view 0, frame 2 (t = 0.2 s): angle about (0.0, 0.0) went from 45.0° ") == true)
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
