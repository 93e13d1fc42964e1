import CairoRasterizer
import Foundation
import FrameComposition
import FrameRendering
import LayoutCatalog
import LayoutCore
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

/// The article scenes in `scenes/`, rendered and read back: the CSV parsed, the PNGs decoded.
@Suite("Article scenes")
struct ArticleScenesTests {
    static let scenes = scenesFolder

    static func load(_ name: String) throws -> Scene {
        try Scene.load(contentsOf: scenes.appendingPathComponent("\(name).json"), textMeasurer: CairoTextMeasurer())
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// One parsed CSV row.
    struct Row {
        let frame: Int
        let view: Int
        let center: CGPoint
        let rotation: Double
        let parameters: [String: Double]
    }

    static func parseCSV(_ text: String) throws -> [Row] {
        let table = CSVTable(parsing: text)
        let header = table.header
        return try table.rows.map { cells in
            let line = cells.joined(separator: ",")
            try #require(cells.count == header.count, "row \(line)")
            func number(_ column: String) throws -> Double {
                let index = try #require(header.firstIndex(of: column))
                return try #require(Double(cells[index]), "\(column) in \(line)")
            }
            var parameters: [String: Double] = [:]
            for (index, name) in header.enumerated() where name.hasPrefix("param:") {
                parameters[String(name.dropFirst(6))] = Double(cells[index])
            }
            return Row(frame: Int(try number("frame")), view: Int(try number("view")),
                       center: CGPoint(x: try number("x"), y: try number("y")), rotation: try number("rotation"),
                       parameters: parameters)
        }
    }

    @Test("wheel_to_wave.json: the CSV's rows move continuously from the wheel's positions at pct = 0 to the wave's at pct = 1")
    func wheelToWaveCSV() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.load("wheel_to_wave")
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.csv])).run()
        let rows = try Self.parseCSV(String(contentsOf: folder.appendingPathComponent("trajectories.csv"), encoding: .utf8))
        let viewCount = scene.views.count
        let byFrame = Dictionary(grouping: rows, by: \.frame).mapValues { $0.sorted { $0.view < $1.view } }
        let canvas = scene.canvasSize
        let views = scene.views.map { ViewNode(sizing: .fixed(width: $0.width ?? 0, height: $0.height ?? 0)) }
        let padding = try SceneReader.read(contentsOf: Self.scenes.appendingPathComponent("wheel_to_wave.json")).padding
        let wheel = try LayoutPass.run(WheelLayout(radius: 140, rotation: .zero), subviews: views, in: canvas, padding: padding).placements
        let wave = try LayoutPass.run(WaveLayout(amplitude: 80, frequency: 1, angle: .zero), subviews: views, in: canvas, padding: padding).placements

        // Frame 0 is the wheel, each view turned to point at the centre.
        let first = try #require(byFrame[0])
        #expect(first.count == viewCount && first.allSatisfy { $0.parameters["pct"] == 0 })
        for row in first {
            #expect(abs(row.center.x - wheel[row.view].center.x) < 1e-9 && abs(row.center.y - wheel[row.view].center.y) < 1e-9)
            #expect(abs(row.rotation - 360 * Double(row.view) / Double(viewCount)) < 1e-9)
        }
        // Where pct reaches 1 the views are exactly on the wave.
        let atWave = try #require(byFrame.values.first { $0.first?.parameters["pct"] == 1 }, "pct never reaches 1")
        for row in atWave {
            #expect(abs(row.center.x - wave[row.view].center.x) < 1e-9 && abs(row.center.y - wave[row.view].center.y) < 1e-9)
        }
        // Continuity: between consecutive frames no view moves more than the pct step allows
        // (the farthest any view travels between wheel and wave, times the change in pct, plus slack).
        let farthest = zip(wheel, wave).map { hypot($0.center.x - $1.center.x, $0.center.y - $1.center.y) }.max() ?? 0
        for frame in 1..<scene.clock.frameCount {
            let previous = try #require(byFrame[frame - 1]), current = try #require(byFrame[frame])
            let step = abs((current[0].parameters["pct"] ?? 0) - (previous[0].parameters["pct"] ?? 0))
            for (before, after) in zip(previous, current) {
                let moved = hypot(after.center.x - before.center.x, after.center.y - before.center.y)
                #expect(moved <= farthest * step * 1.5 + 1e-9, "view \(after.view) jumps \(moved) at frame \(frame)")
            }
        }
    }

    @Test("tree.json: the edges are drawn dashed and grey from each parent's bottom to its child's top")
    func treeLines() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.load("tree")
        let sample = try scene.sample(frame: 0)
        #expect(sample.connections.count == scene.views.count - 1)
        let lines = FrameComposer(scene: scene).displayList(for: sample).items.compactMap { item -> LineItem? in
            if case .line(let line) = item { return line }
            return nil
        }
        #expect(lines.count == sample.connections.count)
        #expect(lines.allSatisfy { $0.stroke.dash == [3, 3] && $0.stroke.width == 2 })
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], frames: FrameSelection(0...0))).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frame_000000.png"))
        let grey = RGBA8(red: 0x8E, green: 0x8E, blue: 0x93)
        for line in lines {
            // Walk the middle third of the line: some pixels are grey (dashes), some white (gaps).
            var onDash = 0, inGap = 0
            for step in 0...60 {
                let t = 1.0 / 3 + Double(step) / 180
                let x = Int((line.from.x + (line.to.x - line.from.x) * t).rounded())
                let y = Int((line.from.y + (line.to.y - line.from.y) * t).rounded())
                let pixel = image.pixel(x: x, y: y)
                if pixel.maximumComponentDifference(from: grey) <= 40 { onDash += 1 }
                if pixel.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 40 { inGap += 1 }
            }
            #expect(onDash > 0 && inGap > 0, "line \(line.from) → \(line.to): \(onDash) dash and \(inGap) gap pixels")
        }
    }

    @Test("balanced_stack.json: the labels' font widths differ, every view is as wide as the widest, a row when it fits and a column when not")
    func balancedStack() throws {
        let scene = try Self.load("balanced_stack")
        let measurer = CairoTextMeasurer()
        let labelWidths = scene.views.compactMap { $0.label.map { measurer.size(of: $0).width } }
        #expect(Set(labelWidths).count == 4, "hi, !, beautiful and world measure differently: \(labelWidths)")
        let widest = (labelWidths.max() ?? 0) + 2 * 10
        for (frame, isRow) in [(0, true), (75, false), (149, true)] {
            let placements = try scene.sample(frame: frame).placements
            for placement in placements { #expect(abs(placement.size.width - widest) < 1e-9, "frame \(frame)") }
            let ys = Set(placements.map { $0.center.y }), xs = Set(placements.map { $0.center.x })
            #expect(isRow ? ys.count == 1 && xs.count == 4 : xs.count == 1 && ys.count == 4, "frame \(frame)")
        }
    }
}
