import Foundation
import SnapshotTesting
import Testing
import ZoetropeSnapshotTesting
import ZoetropeTestSupport

/// The strategies on real scenes, against references under `__Snapshots__` (recorded with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SceneSnapshot`, then reviewed).
@Suite("Snapshots of scenes")
struct SceneSnapshotTests {
    static let wheelPath = packageRoot.appendingPathComponent("scenes/wheel.json").path

    @Test("a scene file: a frame, the last frame, a sheet and the trajectories match their references")
    func sceneFile() throws {
        let scene = try Scene.load(Self.wheelPath)
        assertSnapshot(of: scene, as: .frame(30))
        assertSnapshot(of: scene, as: .lastFrame)
        assertSnapshot(of: scene, as: .sheet())
        assertSnapshot(of: scene, as: .trajectories)
    }

    @Test("a scene with labels sized to their text (the tree) snapshots with the renderer's font metrics")
    func labelledScene() throws {
        let scene = try Scene.load(packageRoot.appendingPathComponent("scenes/tree.json").path)
        assertSnapshot(of: scene, as: .frame(0))
    }

    @Test("a layout and its ViewNodes built in Swift snapshot like a scene file")
    func swiftScene() throws {
        let scene = try SwiftWheel.scene(radius: 130)
        assertSnapshot(of: scene, as: .frame(15))
        assertSnapshot(of: scene, as: .trajectories)
        // The GIF of a small wheel, to keep the reference small (about 100 KB).
        assertSnapshot(of: try SwiftWheel.scene(radius: 55, canvas: 160, tile: 26), as: .gif)
    }
}

/// The catalog's wheel with eight tiles (60 points on a 360-point canvas by default), turning a
/// quarter in a second: a scene built in Swift.
enum SwiftWheel {
    static func scene(radius: CGFloat, canvas: CGFloat = 360, tile: CGFloat = 60, name: String = "swift-wheel") throws -> Scene {
        try Scene(named: name, fps: FrameRate(30)) {
            try LayoutAnimation(
                timeline: Timeline(initial: WheelLayout(radius: radius, rotation: .zero), changes: [
                    StateChange(at: 0, animation: .easeInOut(duration: 1)) { $0.rotation = .degrees(90) },
                ]),
                subviews: Array(repeating: ViewNode(sizing: .fixed(width: tile, height: tile)), count: 8),
                canvas: CGSize(width: canvas, height: canvas))
        }
    }
}
