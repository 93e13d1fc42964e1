import CairoRasterizer
import Foundation
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

@Suite("README: rendering from Swift")
struct ReadmeRenderExampleTests {
    @Test("the README's RenderSession example runs as written, with its folder made temporary")
    func example() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var reported: [Int] = []
        // From the README, "From Swift" (paths made absolute for the test).
        let scene = try Scene.load(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"), textMeasurer: CairoTextMeasurer())
        let session = RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder.appendingPathComponent("frames/wheel"), sinks: [.png(.small), .csv], jobs: 2))
        let report = try session.run { progress in reported.append(progress.done) }
        #expect(reported == Array(1...scene.clock.frameCount))
        #expect(report.drawnFrames == scene.clock.frameCount && !report.wasCancelled)
        #expect(contents(of: folder.appendingPathComponent("frames/wheel")).contains("trajectories.csv"))
    }
}
