import CairoRasterizer
import FrameComposition
import FrameRendering
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// What a view scene's CSV says of a frame is what the frame drew: both are written from the one
/// sampled frame, so a view whose text, colour and opacity change with state has them row by row.
@Suite("A view scene's CSV and pixels agree")
struct ViewSceneOutputsTests {
    struct Counter: Sendable {
        var count = 3
        var red = false
        var dim = false
    }

    /// A blue card that turns red and fades to 0.4 while its count changes from 3 to 5.
    static func makeScene() throws -> Scene {
        try Scene(named: "counter", canvas: CGSize(width: 200, height: 120), fps: 10, initial: Counter(), changes: [
            StateChange(at: 0.5, animation: .linear(duration: 1)) { $0.count = 5; $0.red = true; $0.dim = true },
        ], textMeasurer: CairoTextMeasurer()) { state in
            ZStack {
                Rectangle().fill(state.red ? Color.red : Color.blue).frame(width: 160, height: 80).opacity(state.dim ? 0.4 : 1)
                Text("\(state.count) tiles")
            }
        }
    }

    @Test("every row's label and opacity are those its frame draws the view with; the PNGs show the card's colour at that opacity")
    func csvRowsAreWhatIsDrawn() throws {
        let scene = try Self.makeScene()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png(), .csv], jobs: 2)).run()
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("trajectories.csv"), encoding: .utf8))
        let composer = FrameComposer(scene: scene)
        #expect(csv.rows.count == scene.clock.frameCount * 2)
        for row in csv.rows.indices {
            let frame = try #require(csv.field("frame", row: row).flatMap { Int($0) })
            let view = try #require(csv.field("view", row: row).flatMap { Int($0) })
            let drawn = try Self.drawnItems(of: view, frame: frame, composer: composer)
            let own = try #require(drawn.last, "frame \(frame) draws view \(view)")
            #expect(csv.field("label", row: row) == (own.label?.text ?? ""), "frame \(frame), view \(view): the label drawn")
            let opacity = try #require(csv.field("opacity", row: row).flatMap { Double($0) })
            expectClose(opacity, drawn.reduce(0) { $0 + $1.opacity }, tolerance: 1e-12, "frame \(frame), view \(view): the opacity drawn")
        }
        #expect(csv.field("label", row: 1) == "3 tiles")
        #expect(csv.field("label", row: csv.rows.count - 1) == "5 tiles")
        // The card's corner, clear of the text: blue, then red at 0.4 over white.
        let first = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        let last = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: scene.clock.frameCount - 1)))
        #expect(first.pixel(x: 25, y: 25).maximumComponentDifference(from: RGBA8(red: 0, green: 122, blue: 255, alpha: 255)) <= 2,
                "\(first.pixel(x: 25, y: 25))")
        #expect(last.pixel(x: 25, y: 25).maximumComponentDifference(from: RGBA8(red: 255, green: 177, blue: 172, alpha: 255)) <= 2,
                "\(last.pixel(x: 25, y: 25))")
    }

    /// The shapes frame `frame` draws for view `view`: its former looks fading out, then its own.
    static func drawnItems(of view: Int, frame: Int, composer: FrameComposer) throws -> [ShapeItem] {
        let composed = try composer.compose(frame: frame)
        let items = composed.displayList?.items ?? []
        return items.indices.compactMap { index -> ShapeItem? in
            guard case .shape(let shape) = items[index],
                  let subject = composer.describeItem(at: index, in: composed.sample),
                  subject.split(whereSeparator: { $0 == " " || $0 == "," }).prefix(2) == ["view", "\(view)"] else { return nil }
            return shape
        }
    }
}
