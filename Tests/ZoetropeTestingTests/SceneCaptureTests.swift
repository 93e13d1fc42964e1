import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

private let scenes = scenesFolder

/// The acceptance checks of the wheel scenes, read from the files the CLI renders.
@Suite("Capturing scene files")
struct SceneCaptureTests {
    let center = CGPoint(x: 200, y: 200)

    @Test("scenes/wheel.json: every view stays on the interpolated radius, in parameters mode")
    func wheelStaysOnCircle() throws {
        let trajectories = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("wheel.json"))
        #expect(trajectories.mode == .parameters)
        let radii = try #require(trajectories.parameterValues(named: "radius"))
        #expect(radii.min().map { $0 < 61 } == true)   // the radius really animates, down to 60
        trajectories.expectFollowsArc(center: center, radius: .parameter("radius"), tolerance: 1e-9)
    }

    @Test("scenes/wheel_positions.json: the same animation leaves the circle along chords")
    func positionsLeaveCircle() throws {
        let trajectories = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("wheel_positions.json"))
        #expect(trajectories.mode == .positions)
        // The first move (0° → 90° over the first 2 s) is a straight chord for every view.
        let firstMove = Array(trajectories.frames.prefix(61))
        #expect(firstMove.last?.time == 2)
        for view in trajectories.indices {
            let centers = firstMove.map { $0.placements[view].center }
            let chord = Trajectory(viewIndex: view, samples: firstMove.enumerated().map { index, frame in
                Trajectory.Sample(frame: index, time: frame.time, center: centers[index], size: .zero)
            })
            chord.expectFollowsChord(tolerance: 1e-9)
        }
        #expect(trajectories.maxDeviation(fromArcAbout: center, radius: 130) > 30)
    }

    @Test("scenes/wheel_full_turn.json turns a full revolution; its positions twin does not move")
    func fullTurn() throws {
        let turning = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("wheel_full_turn.json"))
        turning.expectSweepsAngle(.degrees(360), about: center, tolerance: .degrees(1e-6))
        turning.expectFollowsArc(center: center, radius: 130, tolerance: 1e-9)
        let still = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("wheel_full_turn_positions.json"))
        still.expectStationary(tolerance: 1e-9)
    }

    @Test("a scene that cannot be read throws a SceneError naming it")
    func missingScene() {
        #expect(throws: SceneError.self) {
            try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("no_such_scene.json"))
        }
    }
}

@Suite("Scene capture from a path string")
struct SceneCapturePathTests {
    @Test("a path reads the same scene as its URL, relative to the current folder")
    func pathEqualsURL() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let absolute = root.appendingPathComponent("scenes/wheel.json").path
        let byPath = try captureTrajectories(ofSceneAt: absolute)
        let byURL = try captureTrajectories(ofSceneAt: URL(fileURLWithPath: absolute))
        #expect(byPath.count == byURL.count && byPath.count == 8)
        for view in 0..<byPath.count {
            #expect(byPath[view].samples.map(\.center) == byURL[view].samples.map(\.center))
        }
    }

    @Test("errors name the path as written")
    func errorsNameThePath() {
        #expect {
            try captureTrajectories(ofSceneAt: "no/such/scene.json")
        } throws: { error in
            (error as? SceneError)?.description == "no/such/scene.json: cannot read the scene file: no such file or folder"
        }
    }
}

@Suite("Scene capture of views sized to their labels")
struct SceneCaptureLabelTests {
    /// 10 points a character, 20 high: font metrics without a font library.
    struct Monospace: TextMeasuring {
        func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count), height: 20) }
    }

    static let tree = sceneURL("tree.json")

    @Test("without a text measurer, a scene with label-sized views is refused naming the view")
    func needsMeasurer() {
        #expect {
            try captureTrajectories(ofSceneAt: Self.tree)
        } throws: { error in
            (error as? SceneError)?.description.contains("views[0]: this view is sized to its label, which needs font metrics") == true
        }
    }

    @Test("with one, every view is captured at every frame")
    func withMeasurer() throws {
        let trajectories = try captureTrajectories(ofSceneAt: Self.tree, textMeasurer: Monospace())
        #expect(trajectories.count == 9)
        #expect(trajectories.allSatisfy { !$0.samples.isEmpty })
        // Each trajectory carries its view's label and id, as the CSV's label and id columns do.
        #expect(trajectories[0].label == "Layout" && trajectories[0].id == "Layout")
        #expect(trajectories[1].label == "Stacks" && trajectories[1].id == "Stacks")
        #expect(trajectories[1].viewDescription == "view 1 (\"Stacks\")")
    }
}
