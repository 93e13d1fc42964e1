import Foundation
import Testing
import ZoetropeTestSupport

/// `GET …/parameters.json` and `GET …/frames/N.json` against the `trajectories.csv` that
/// `zoetrope render --format csv` writes: the same numbers, exactly, and the same rows, byte for byte.
@Suite("zoetrope preview: a frame's values and the parameters over time, as the render's CSV has them", .serialized)
struct PreviewValuesTests {
    /// The render's CSV of a scene in `folder`: its header and its lines.
    static func renderedCSV(_ name: String, in folder: URL) throws -> (header: String, lines: [String]) {
        let rendered = try runZoetrope(["render", "\(name).json", "--format", "csv", "--out", "csv-\(name)", "--quiet"], in: folder)
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let text = try String(contentsOf: folder.appendingPathComponent("csv-\(name)/trajectories.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        return (lines.first ?? "", Array(lines.dropFirst()))
    }

    @Test("parameters.json holds every parameter at every frame: the CSV's param: columns, exactly", arguments: ["wheel", "flow"])
    func parameters(name: String) throws {
        let folder = try PreviewServerTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json", "flow.json"], in: folder)
        let answer = try preview.get("/api/scenes/\(name)/parameters.json")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        let track = try #require(answer.json, "\(answer.text)")
        let described = try #require(try preview.get("/api/scenes/\(name)").json)
        let frameCount = try #require(described["frameCount"] as? Int)
        #expect(track["scene"] as? String == name && track["version"] as? Int == 1 && track["frameCount"] as? Int == frameCount)
        #expect(track["fps"] as? Double == described["fps"] as? Double)
        // Numbers are read with JSONDecoder: JSONSerialization on Linux can miss a Double's last bit.
        let parameters = try JSONDecoder().decode(DecodedTrack.self, from: Data(answer.body)).parameters
        let names = parameters.map(\.name)
        #expect(names == described["parameterNames"] as? [String] && !names.isEmpty, "\(names)")

        let csv = try Self.renderedCSV(name, in: folder)
        let columns = CSVTable(parsing: csv.header).header
        for parameter in parameters {
            let parameterName = parameter.name, values = parameter.values
            #expect(values.count == frameCount)
            let column = try #require(columns.firstIndex(of: "param:\(parameterName)"))
            var fromCSV = [Double](repeating: .nan, count: frameCount)
            for line in csv.lines {
                let fields = CSVTable(parsing: line).header
                guard let frame = Int(fields[0]), let value = Double(fields[column]) else { continue }
                fromCSV[frame] = value
            }
            #expect(values == fromCSV, "\(name) \(parameterName): the plot's values are not the CSV's")
        }
    }

    @Test("frames/N.json is the frame the CSV writes: its rows byte for byte, each view's numbers, label and id, the parameters",
          arguments: [("wheel", 0), ("wheel", 30), ("wheel", 150), ("flow", 45)])
    func frameValues(name: String, frame: Int) throws {
        let folder = try PreviewServerTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json", "flow.json"], in: folder)
        let answer = try preview.get("/api/scenes/\(name)/frames/\(frame).json")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        let values = try #require(answer.json, "\(answer.text)")
        #expect(values["scene"] as? String == name && values["frame"] as? Int == frame && values["version"] as? Int == 1)

        let csv = try Self.renderedCSV(name, in: folder)
        let rows = csv.lines.filter { $0.hasPrefix("\(frame),") }
        #expect(values["csvHeader"] as? String == csv.header)
        #expect(values["csv"] as? [String] == rows, "\(name) frame \(frame): the rows differ from the render's")

        let columns = CSVTable(parsing: csv.header).header
        // Numbers are read with JSONDecoder: JSONSerialization on Linux can miss a Double's last bit.
        let decoded = try JSONDecoder().decode(DecodedFrame.self, from: Data(answer.body))
        let views = try #require(values["views"] as? [[String: Any]])
        #expect(decoded.views.count == rows.count && !rows.isEmpty)
        for (row, (view, untyped)) in zip(rows, zip(decoded.views, views)) {
            let fields = CSVTable(parsing: row).header
            func field(_ column: String) -> Double? { columns.firstIndex(of: column).flatMap { Double(fields[$0]) } }
            #expect(view.index == Int(fields[2]))
            let numbers = [("x", view.x), ("y", view.y), ("width", view.width), ("height", view.height), ("rotation", view.rotation),
                           ("scale", view.scale), ("opacity", view.opacity)]
            for (key, value) in numbers {
                #expect(value == field(key), "\(name) frame \(frame) view \(view.index) \(key)")
            }
            #expect((view.label ?? "") == fields[columns.firstIndex(of: "label") ?? 0] && (view.id ?? "") == fields[columns.firstIndex(of: "id") ?? 0])
            #expect(untyped.keys.contains("label") && untyped.keys.contains("id"), "label and id are always present, null without")
            #expect(decoded.time == field("time"))
        }
        let firstRow = CSVTable(parsing: rows.first ?? "").header
        for parameter in decoded.parameters {
            let column = try #require(columns.firstIndex(of: "param:\(parameter.name)"))
            #expect(parameter.value == Double(firstRow[column]))
        }
        let parameters = decoded.parameters
        #expect(parameters.count == columns.filter { $0.hasPrefix("param:") }.count)
    }

    @Test("a scene invalid from the start has no values yet: 409 with its error")
    func neverLoaded() throws {
        let folder = try PreviewServerTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"version\": 1,".utf8).write(to: folder.appendingPathComponent("wheel.json"))
        let preview = try RunningPreview(["wheel.json"], in: folder)
        for path in ["/api/scenes/wheel/parameters.json", "/api/scenes/wheel/frames/0.json"] {
            let answer = try preview.get(path)
            #expect(answer.status == 409, "\(path): \(answer.text)")
            #expect((answer.json?["error"] as? String)?.contains("wheel has never loaded: wheel.json:1:15: error:") == true, "\(answer.text)")
        }
    }
}

/// A program of Swift scenes (`ZoetropeCommand.main(scenes:)`) previews them as it renders them.
@Suite("zoetrope preview: the values of a scene written in Swift", .serialized)
struct PreviewSwiftSceneValuesTests {
    @Test("a Swift scene's frame values and parameters are those of its own render's CSV", arguments: ["wheel-rotate", "wheel-tap"])
    func swiftScene(name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview([name], in: folder, program: "ZoetropeExamples")
        let program = try executable.deletingLastPathComponent().appendingPathComponent("ZoetropeExamples")
        let rendered = try runProgram(program, ["render", name, "--format", "csv", "--out", "csv", "--quiet"], in: folder)
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let text = try String(contentsOf: folder.appendingPathComponent("csv/trajectories.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let described = try #require(try preview.get("/api/scenes/\(name)").json)
        let frameCount = try #require(described["frameCount"] as? Int)
        for frame in [0, frameCount / 2, frameCount - 1] {
            let values = try #require(try preview.get("/api/scenes/\(name)/frames/\(frame).json").json)
            #expect(values["csv"] as? [String] == lines.dropFirst().filter { $0.hasPrefix("\(frame),") }, "\(name) frame \(frame)")
            #expect((values["views"] as? [Any])?.count == (described["views"] as? [Any])?.count)
        }
        let track = try preview.get("/api/scenes/\(name)/parameters.json")
        let parameters = try JSONDecoder().decode(DecodedTrack.self, from: Data(track.body)).parameters
        #expect(parameters.map(\.name) == described["parameterNames"] as? [String])
        let header = CSVTable(parsing: lines.first ?? "").header
        #expect(parameters.count == header.filter { $0.hasPrefix("param:") }.count)
        for parameter in parameters {
            let column = try #require(header.firstIndex(of: "param:\(parameter.name)"))
            let fromCSV = lines.dropFirst().map { CSVTable(parsing: $0).header }.filter { $0[2] == "0" }.compactMap { Double($0[column]) }
            #expect(parameter.values == fromCSV, "\(name): \(parameter.name)")
        }
        #expect(preview.stop() == 130, "\(preview.errorText)")
    }
}

/// `parameters.json`, as a client reads it.
struct DecodedTrack: Decodable {
    struct Parameter: Decodable {
        let name: String
        let values: [Double]
    }

    let parameters: [Parameter]
}

/// `frames/N.json`, as a client reads it.
struct DecodedFrame: Decodable {
    struct Parameter: Decodable {
        let name: String
        let value: Double
    }

    struct View: Decodable {
        let index: Int
        let label: String?
        let id: String?
        let x, y, width, height, rotation, scale, opacity: Double
    }

    let time: Double
    let parameters: [Parameter]
    let views: [View]
}
