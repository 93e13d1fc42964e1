import CairoRasterizer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ZoetropeTestSupport

/// `zoetrope still`, `sheet` and `plot` through the built CLI, their files decoded.
@Suite("zoetrope still, sheet and plot")
struct PictureCommandTests {
    static let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path

    /// The rows of trajectories.csv for one view: frame → (x, y).
    static func centres(ofView view: Int, in csv: URL) throws -> [Int: (x: Double, y: Double)] {
        var result: [Int: (x: Double, y: Double)] = [:]
        for cells in CSVTable(parsing: try String(contentsOf: csv, encoding: .utf8)).rows {
            guard cells.count > 4, Int(cells[2]) == view, let frame = Int(cells[0]),
                  let x = Double(cells[3]), let y = Double(cells[4]) else { continue }
            result[frame] = (x, y)
        }
        return result
    }

    @Test("a still is the render's frame, pixel for pixel, as PNG; --time picks the nearest frame; SVG and PDF too")
    func still() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runZoetrope(["render", Self.wheel, "--out", "frames", "--frames", "45", "--format", "png", "--quiet"], in: folder).status == 0)
        let outcome = try runZoetrope(["still", Self.wheel, "--time", "1.49", "-o", "stills/wheel.png"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Drew frame 45 of wheel (t = 1.5 s) → stills/wheel.png"))
        // A time that is not a whole number of milliseconds is said to the millisecond.
        let eighty = try runZoetrope(["still", Self.wheel, "--frame", "80", "-o", "stills/eighty.png"], in: folder)
        #expect(eighty.standardOutput.contains("Drew frame 80 of wheel (t = 2.667 s)"), "\(eighty.standardOutput)")
        let still = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("stills/wheel.png"))
        let frame = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/frame_000045.png"))
        #expect(still == frame)
        for name in ["wheel.svg", "wheel.pdf"] {
            #expect(try runZoetrope(["still", Self.wheel, "--frame", "45", "-o", name, "--quiet"], in: folder).status == 0)
        }
        #expect(XMLParser(data: try Data(contentsOf: folder.appendingPathComponent("wheel.svg"))).parse())
        #expect(try Data(contentsOf: folder.appendingPathComponent("wheel.pdf")).prefix(5) == Data("%PDF-".utf8))
    }

    @Test("a sheet draws each frame, scaled, in its cell: frame 0's yellow tile where it belongs")
    func sheet() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["sheet", Self.wheel, "-o", "sheet.png", "--frames", "0-150", "--every", "30", "--columns", "3"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Drew 6 frames of wheel in a sheet"))
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("sheet.png"))
        // Three cells of 200 + 8 margin across; two rows of 200 + 16 label + 8 margin.
        #expect(image.width == 3 * 208 + 8 && image.height == 2 * 224 + 8)
        // Frame 0's view 1 (yellow at opacity 0.7) is centred at (200, 70) of 400×400: (108, 43) in the first cell.
        let yellow = image.pixel(x: 8 + 100 - 8, y: 8 + 35 - 8)
        #expect(yellow.maximumComponentDifference(from: RGBA8(red: 255, green: 219, blue: 77)) <= 12, "was \(yellow)")
        // The middle of the first cell is the wheel's empty centre.
        #expect(image.pixel(x: 108, y: 108).maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 2)
    }

    @Test("a plot's path passes where the CSV says the view was; --compare draws the chord grey, inside the arc")
    func plot() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One yellow tile turning a quarter of the wheel: an arc in parameters, a chord in positions.
        try Data("""
            {"version": 1, "canvas": {"width": 400, "height": 400}, "fps": 30,
             "layout": {"name": "wheel", "parameters": {"radius": 130}},
             "views": [{"shape": "roundedRectangle", "width": 40, "height": 40, "fill": "yellow"}],
             "timeline": [{"at": 0, "animation": {"type": "easeInOut", "duration": 2}, "set": {"rotation": 90}}]}
            """.utf8).write(to: folder.appendingPathComponent("quarter.json"))
        #expect(try runZoetrope(["render", "quarter.json", "--out", "frames", "--format", "csv", "--quiet"], in: folder).status == 0)
        let outcome = try runZoetrope(["plot", "quarter.json", "-o", "plot.png", "--compare", "positions"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Plotted 1 paths of quarter over 61 frames against positions"))
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("plot.png"))
        // Yellow (#FFCC00) at three quarters: (191, 153, 0).
        let path = RGBA8(red: 191, green: 153, blue: 0)
        let centres = try Self.centres(ofView: 0, in: folder.appendingPathComponent("frames/trajectories.csv"))
        for frame in [10, 30, 50] {
            let centre = try #require(centres[frame])
            let pixel = image.pixel(x: Int(centre.x.rounded()), y: Int(centre.y.rounded()))
            #expect(pixel.maximumComponentDifference(from: path) <= 30, "frame \(frame) at \(centre): \(pixel)")
        }
        // The chord from (200, 70) to (330, 200) passes (265, 135), inside the arc: grey, not yellow.
        let grey = (262...268).map { image.pixel(x: $0, y: $0 - 130) }.min { $0.red < $1.red }
        let darkest = try #require(grey)
        #expect(darkest.red <= 160 && abs(Int(darkest.red) - Int(darkest.blue)) <= 12, "the chord's pixels: \(darkest)")
    }

    @Test("pictures refuse file names they cannot write, and frames the scene does not have", arguments: [
        (["still", "-o", "x.gif"], Int32(64), "-o x.gif: '.gif' is not a picture this writes; name a file ending in .png, .svg, .pdf"),
        (["still", "-o", "x"], 64, "the file name has no extension"),
        (["still", "-o", "x.png", "--frame", "151"], 65, "--frame 151 is outside the scene's frames 0-150"),
        (["still", "-o", "x.png", "--frame", "1", "--time", "1"], 64, "--frame and --time name the same thing"),
        (["sheet", "-o", "x.png", "--every", "0"], 64, "--every 0: expected a whole number from 1"),
        (["sheet", "-o", "x.png", "--frames", "140-160"], 65, "frame 160 is outside the scene's frames 0-150"),
        (["sheet", "-o", "x.png", "--frames", "9-2"], 64, "--frames '9-2': expected frames and ranges separated by commas"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope([arguments[0], Self.wheel] + arguments.dropFirst(), in: folder)
        #expect(outcome.status == status, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
