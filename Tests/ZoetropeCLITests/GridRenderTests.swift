import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A `Grid` rendered: pixels of the decoded PNG show each cell where the grid's columns and rows
/// put it.
@Suite("Grid rendered")
struct GridRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let (red, blue, green, black) = (RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 0, green: 0, blue: 255),
                                            RGBA8(red: 0, green: 255, blue: 0), RGBA8(red: 0, green: 0, blue: 0))

    /// Columns max(40, 20) = 40 and max(20, 20) = 20, 10 apart: column 1 at 50. Rows max(20, 40)
    /// = 40 and max(20, 10) = 20, 10 apart: row 1 at 50. Each cell centred in its area: red
    /// (0, 10, 40×20), blue (50, 0, 20×40), green (10, 50, 20×20), black (50, 55, 20×10).
    static func makeScene() throws -> Scene {
        try Scene(named: "grid", canvas: CGSize(width: 120, height: 100), fps: 10) {
            Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                GridRow {
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20)
                    Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 40)
                }
                GridRow {
                    Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
                    Color(red: 0, green: 0, blue: 0).frame(width: 20, height: 10)
                }
            }
            .frame(width: 120, height: 100, alignment: .topLeading)
        }
    }

    @Test("PNG pixels: each cell centred in its column and row, the gaps and the margins white")
    func cellsInPixels() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: try Self.makeScene(), request: RenderRequest(outputDirectory: folder, sinks: [.png()],
                                                                                  frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        let expected: [(x: Int, y: Int, colour: RGBA8, what: String)] = [
            (20, 20, Self.red, "the red cell"), (20, 5, Self.white, "above the red cell, centred in its 40-high row"),
            (20, 35, Self.white, "below the red cell"), (60, 20, Self.blue, "the blue cell"),
            (45, 20, Self.white, "the gap between the columns"), (75, 20, Self.white, "right of the grid"),
            (20, 60, Self.green, "the green cell"), (5, 60, Self.white, "left of the green cell, centred in its 40-wide column"),
            (60, 60, Self.black, "the black cell"), (60, 52, Self.white, "above the black cell, centred in its 20-high row"),
            (20, 45, Self.white, "the gap between the rows"), (20, 80, Self.white, "below the grid"),
        ]
        for (x, y, colour, what) in expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 2, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
    }
}
