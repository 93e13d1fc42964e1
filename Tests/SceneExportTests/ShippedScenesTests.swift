import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport

/// The scenes in `scenes/`, as a new user first sees them.
@Suite("Shipped scenes")
struct ShippedScenesTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    /// The parameterized tests over ``names`` would run no case, and pass, if the list came out
    /// empty (`scenes/` unreadable, moved or renamed): this one reads the folder again, throwing,
    /// and holds the list and the golden files to it.
    @Test("the list the shipped-scene and golden tests run over is every scene in scenes/, and each has both golden files")
    func namesAreEveryScene() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(scenes.count >= 20, "scenes/ has only \(scenes)")
        #expect(Self.names == scenes)
        let golden = try Set(FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Tests/SceneExportTests/Golden").path))
        let wanted = Set(scenes.flatMap { ["trajectories.\($0).csv", "sheet.\($0).png"] })
        #expect(wanted.subtracting(golden).isEmpty, "golden files missing: \(wanted.subtracting(golden).sorted())")
        #expect(golden.subtracting(wanted).isEmpty, "golden files of no shipped scene: \(golden.subtracting(wanted).sorted())")
    }

    @Test("every view of every shipped scene is whole on the canvas at every frame", arguments: names)
    func viewsStayOnCanvas(name: String) throws {
        let scene = try loadScene(name)
        let canvas = scene.canvasSize
        let sampler = try scene.makeSampler()
        var worst: (overflow: Double, frame: Int, view: Int) = (0, 0, 0)
        for frame in scene.clock.frames {
            let sample = try sampler.sample(frame: frame, sizes: [])
            for (view, placement) in sample.placements.enumerated() where placement.opacity > 0 {
                let angle = placement.rotation.radians
                let scale = Double(placement.scale)
                let width = Double(placement.size.width), height = Double(placement.size.height)
                let halfWidth = (width * abs(cos(angle)) + height * abs(sin(angle))) * scale / 2
                let halfHeight = (width * abs(sin(angle)) + height * abs(cos(angle))) * scale / 2
                let x = Double(placement.center.x), y = Double(placement.center.y)
                let overflow = max(halfWidth - x, x + halfWidth - Double(canvas.width), halfHeight - y, y + halfHeight - Double(canvas.height))
                if overflow > worst.overflow { worst = (overflow, frame, view) }
            }
        }
        #expect(worst.overflow <= 0.5, "\(name): view \(worst.view) is \(worst.overflow) points off the canvas at frame \(worst.frame)")
    }
}
