import CairoRasterizer
import Foundation
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

@Suite("docs/outputs.md: rendering from Swift")
struct ReadmeRenderExampleTests {
    @Test("the RenderSession example of docs/outputs.md runs as written, with its folder made temporary")
    func example() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var reported: [Int] = []
        // From docs/outputs.md, "From Swift" (paths made absolute for the test; DocumentationTests checks the two agree).
        let scene = try Scene.load(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"), textMeasurer: CairoTextMeasurer())
        let session = RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder.appendingPathComponent("frames/wheel"), sinks: [.png(.small), .csv], jobs: 2))
        let report = try session.run { progress in reported.append(progress.done) }
        #expect(reported == Array(1...scene.clock.frameCount))
        #expect(report.drawnFrames == scene.clock.frameCount && !report.wasCancelled)
        #expect(contents(of: folder.appendingPathComponent("frames/wheel")).contains("trajectories.csv"))
    }
}
