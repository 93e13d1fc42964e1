import Foundation
import SnapshotTesting
import Testing
import ZoetropeSnapshotTesting
import ZoetropeTestSupport

/// docs/testing.md's snapshot examples, as they are printed there (only the scene's path is made
/// absolute, so the test does not depend on the folder `swift test` runs in), against references
/// under `__Snapshots__` (recorded with `SNAPSHOT_TESTING_RECORD=all swift test --filter SceneSnapshot`,
/// then looked at).
@Suite("Snapshots of scenes")
struct SceneSnapshotTests {
    static let wheelPath = packageRoot.appendingPathComponent("scenes/wheel.json").path

    @Test func wheelLooksRight() throws {
        let scene = try Scene.load(Self.wheelPath)   // labels measured as `zoetrope render` measures them
        assertSnapshot(of: scene, as: .frame(30))          // frame 30 as PNG
        assertSnapshot(of: scene, as: .sheet())            // about a dozen frames in one PNG
        assertSnapshot(of: scene, as: .trajectories)       // trajectories.csv, diffed line by line
    }

    @Test func myLayoutLooksRight() throws {
        let scene = try Scene(named: "my-wheel", fps: FrameRate(30)) {
            try LayoutAnimation(
                timeline: Timeline(initial: WheelLayout(radius: 130, rotation: .zero), changes: [
                    StateChange(at: 0, animation: .easeInOut(duration: 1)) { $0.rotation = .degrees(90) },
                ]),
                subviews: Array(repeating: ViewNode(sizing: .fixed(width: 60, height: 60)), count: 8),
                canvas: CGSize(width: 360, height: 360))
        }
        assertSnapshot(of: scene, as: .lastFrame)
        assertSnapshot(of: scene, as: .gif)                // the animation, for review
    }

    @Test("a scene with labels sized to their text (the tree) snapshots with the renderer's font metrics")
    func labelledScene() throws {
        let scene = try Scene.load(packageRoot.appendingPathComponent("scenes/tree.json").path)
        assertSnapshot(of: scene, as: .frame(0))
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
