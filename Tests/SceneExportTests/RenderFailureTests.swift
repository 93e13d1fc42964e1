import CairoRasterizer
import Foundation
import FrameComposition
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// Failures while drawing a frame are placed: the scene file, the frame and its time, and the
/// view the failing item came from.
@Suite("Render failures name the scene, frame, time and view")
struct RenderFailureTests {
    /// Fails on `frame` with cairo's error for display item `item`, as a canvas would.
    final class FailingEncoder: FrameEncoding {
        let frame: Int
        let field: String

        init(frame: Int, field: String) {
            self.frame = frame
            self.field = field
        }

        func encode(_ composed: ComposedFrame) throws(RenderError) -> [UInt8] {
            guard composed.frame == frame else { return Array("frame \(composed.frame)".utf8) }
            throw .drawing(frame: composed.frame, .invalidItemValue(field: field, value: "2e+07", expected: "a finite number from -1000000.0 to 1000000.0"))
        }
    }

    static func sink(failingAt frame: Int, field: String) -> FrameSink {
        FrameSink(name: "failing", filePerFrame: { "f\($0).txt" }) { _ in FailingEncoder(frame: frame, field: field) }
    }

    @Test("the failing item is named as the view it draws, or the line between two views", arguments: [
        ("items[3].center.x", "scenes/wheel.json: frame 12 (t = 0.4 s): view 3 (\"4\"): cannot draw items[3].center.x = 2e+07"),
        ("items[9].size.width", "scenes/wheel.json: frame 12 (t = 0.4 s): cannot draw items[9].size.width"),
    ])
    func namesTheView(field: String, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try SceneReader.read(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"), file: "scenes/wheel.json")
        let scene = try Scene(document, textMeasurer: CairoTextMeasurer())
        let request = RenderRequest(outputDirectory: folder.appendingPathComponent("out"), sinks: [Self.sink(failingAt: 12, field: field)], jobs: 2)
        #expect {
            _ = try RenderSession(scene: scene, request: request).run()
        } throws: { error in
            guard let error = error as? RenderError else { return false }
            #expect(error.description.hasPrefix(message), "\(error.description)")
            return true
        }
    }

    @Test("a tree's connection lines are named by the views they join")
    func namesTheLine() throws {
        let scene = try loadScene("tree")
        let composer = FrameComposer(scene: scene)
        let sample = try scene.sample(frame: 0)
        #expect(composer.describeItem(at: 0, in: sample) == "the line from view 0 to view 1")
        let views = sample.connections.count
        #expect(composer.describeItem(at: views, in: sample)?.hasPrefix("view 0") == true)
        #expect(composer.describeItem(at: views + scene.views.count, in: sample) == nil)
    }

    @Test("a render that fails before its first frame leaves no folder behind; one that fails later keeps its frames")
    func cleansUp() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        let early = RenderRequest(outputDirectory: folder.appendingPathComponent("early"), sinks: [Self.sink(failingAt: 0, field: "items[0].scale")], jobs: 1)
        #expect(throws: RenderError.self) { _ = try RenderSession(scene: scene, request: early).run() }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("early").path))

        let late = RenderRequest(outputDirectory: folder.appendingPathComponent("late"), sinks: [Self.sink(failingAt: 20, field: "items[0].scale")], jobs: 1)
        #expect(throws: RenderError.self) { _ = try RenderSession(scene: scene, request: late).run() }
        let kept = contents(of: folder.appendingPathComponent("late"))
        #expect(kept.contains("manifest.json"))
        #expect(kept.contains("f19.txt"))
    }
}
