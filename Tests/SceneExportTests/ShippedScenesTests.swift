import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport

/// The scenes in `scenes/`, as a new user first sees them.
@Suite("Shipped scenes")
struct ShippedScenesTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

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
