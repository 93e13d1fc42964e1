import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport
import ZoetropeSceneTesting

/// Samples carry scale, opacity and the layout's parameters as each frame shows them, and a
/// trajectory its view's label and id, so assertions can follow a parameter instead of a curve
/// re-derived by hand.
@Suite("Richer trajectories")
struct RichTrajectoryTests {
    static let center = CGPoint(x: 200, y: 200)
    static var tiles: [ViewNode] { Array(repeating: ViewNode(sizing: .fixed(width: 40, height: 40)), count: 6) }

    /// The catalog's wheel (this target also declares the article's, which names no parameters)
    /// turning a quarter and growing from 100 to 150 over 2 s, in `mode`.
    static func turnAndGrow(_ mode: InterpolationMode) throws -> Trajectories {
        try captureTrajectories(
            of: LayoutCatalog.WheelLayout(radius: 100, rotation: .zero), views: tiles, canvas: CGSize(width: 400, height: 400), fps: 30,
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) {
                $0.rotation = .degrees(90)
                $0.radius = 150
            }], mode: mode)
    }

    @Test("every sample holds the layout's parameters as the frame shows them, and they animate")
    func samplesHoldParameters() throws {
        let trajectories = try Self.turnAndGrow(.parameters)
        let radii = trajectories[0].samples.compactMap { $0.parameter("radius") }
        #expect(radii.count == 61)
        #expect(radii.first == 100 && radii.last == 150)
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 <= $1 }, "the radius grows steadily")
        #expect(radii == trajectories.parameterValues(named: "radius"))
        #expect(trajectories[3].samples.map(\.parameters) == trajectories[0].samples.map(\.parameters))
        #expect(trajectories[0].samples[0].parameter("no such") == nil)
    }

    @Test("a parameter track replaces the hand-written radius: the views follow the growing circle")
    func parameterTrack() throws {
        let trajectories = try Self.turnAndGrow(.parameters)
        let onGrowingCircle = trajectories.expectFollowsArc(center: Self.center, radius: .parameter("radius"), tolerance: 1e-9)
        let viewOnGrowingCircle = trajectories[2].expectFollowsArc(center: Self.center, radius: .parameter("radius"), tolerance: 1e-9)
        #expect(onGrowingCircle && viewOnGrowingCircle)
        expectClose(Double(trajectories.maxDeviation(fromArcAbout: Self.center, radius: .parameter("radius"))), 0, tolerance: 1e-9)
        // The same check from the sample, and from the time, agree.
        let fromSample = trajectories.expectFollowsArc(center: Self.center, radius: .sample { $0.parameter("radius") }, tolerance: 1e-9)
        let radii = try #require(trajectories.parameterValues(named: "radius"))
        let fromTime = trajectories.expectFollowsArc(center: Self.center, radius: .time { radii[Int(($0 * 30).rounded())] }, tolerance: 1e-9)
        #expect(fromSample && fromTime)
    }

    @Test("a layout without named parameters fails a parameter track, saying how to name them")
    func unnamedParameters() throws {
        // The article's own WheelLayout, declared in this target: a plain `Layout`.
        let trajectories = try captureTrajectories(
            of: WheelLayout(radius: 100, rotation: .zero), views: Self.tiles, canvas: CGSize(width: 400, height: 400), fps: 10,
            changes: [StateChange(at: 0, animation: .linear(duration: 1)) { $0.radius = 150 }])
        let issues = recordedIssues("the article's wheel names no parameters") {
            trajectories.expectFollowsArc(center: Self.center, radius: .parameter("radius"), tolerance: 1e-9)
        }
        try #require(issues.count == 1)
        #expect(issues[0].message.contains(#"the layout has no parameter "radius" at this frame (it names none: "#
                                           + "a layout names its parameters by conforming to ParameterizedLayout)"),
                "\(issues[0].message)")
    }

    @Test("in positions mode the parameters shown are the animation's progress, so the views leave that circle")
    func positionsModeParameters() throws {
        let positions = try Self.turnAndGrow(.positions)
        let parameters = try Self.turnAndGrow(.parameters)
        #expect(positions.parameterValues(named: "radius") == parameters.parameterValues(named: "radius"),
                "the same animation reaches the same values in either mode")
        #expect(positions.maxDeviation(fromArcAbout: Self.center, radius: .parameter("radius")) > 10,
                "the views cut across the circle of the radius shown")
        let midway = try #require(positions.parameterValues(named: "radius")?[30])
        #expect(midway > 120 && midway < 130, "halfway through an ease-in-out the radius is halfway, not the target 150: \(midway)")
    }

    @Test("a track without a value fails every sample once, naming the parameters the layout has")
    func missingParameter() throws {
        let trajectories = try Self.turnAndGrow(.parameters)
        var passed = true
        let issues = recordedIssues("the wheel has no parameter called radious") {
            passed = trajectories.expectFollowsArc(center: Self.center, radius: .parameter("radious"), tolerance: 1)
        }
        #expect(!passed)
        try #require(issues.count == 1)
        let lines = issues[0].message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "expectFollowsArc failed at 366 of 366 samples in 6 of 6 views; the worst 3:")
        #expect(lines[1].hasSuffix(#": the layout has no parameter "radious" at this frame (its parameters: rotation, radius)"#),
                "\(lines[1])")
    }

    @Test("scale and opacity come from the placement; opacity times the scene view's own")
    func scaleAndOpacity() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("faded.json")
        try Data("""
            {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10, "duration": 0.5,
             "layout": {"name": "wheel", "parameters": {"radius": 50}},
             "views": [{"shape": "circle", "width": 20, "height": 20, "opacity": 0.25, "label": "a,b", "id": "first"},
                       {"shape": "circle", "width": 20, "height": 20}]}
            """.utf8).write(to: scene)
        let trajectories = try captureTrajectories(ofSceneAt: scene.path)
        #expect(trajectories[0].samples.allSatisfy { $0.opacity == 0.25 && $0.scale == 1 })
        #expect(trajectories[1].samples.allSatisfy { $0.opacity == 1 })
        #expect(trajectories[0].label == "a,b" && trajectories[0].id == "first")
        #expect(trajectories[1].label == nil && trajectories[1].id == nil)
        #expect(trajectories[1].viewDescription == "view 1")
    }

    @Test("failures name the view by its label, as render errors do")
    func failuresNameTheLabel() throws {
        let trajectory = Trajectory(viewIndex: 4, label: "Thursday", samples: [
            Trajectory.Sample(frame: 0, time: 0, center: CGPoint(x: 0, y: 0), size: .zero),
            Trajectory.Sample(frame: 1, time: 0.1, center: CGPoint(x: 5, y: 0), size: .zero),
        ])
        let issues = recordedIssues("the view moves") {
            trajectory.expectStationary(tolerance: 1)
        }
        try #require(issues.count == 1)
        #expect(issues[0].message.hasPrefix("expectStationary failed at 1 of 2 samples of view 4 (\"Thursday\"):\n  view 4 (\"Thursday\"), frame 1"),
                "\(issues[0].message)")
    }
}
