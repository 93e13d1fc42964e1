import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope validate` and the warnings `render` prints, through the built CLI.
@Suite("zoetrope validate and warnings")
struct ValidateCommandTests {
    /// A scene with three independent mistakes: a colour, a view's width, and a timeline entry.
    static let threeMistakes = """
        {
          "version": 1,
          "canvas": {"width": 200, "height": 200},
          "layout": {"name": "wheel"},
          "views": [
            {"shape": "circle", "width": 20, "height": 20, "fill": "yelow"},
            {"shape": "circle", "width": -5, "height": 20},
          ],
          "timeline": [{"at": 0, "set": {"radius": 90}}, {"at": 1, "set": {"radiuss": 10}}],
        }
        """

    @Test("every error is reported, each pointing at its place, not only the first")
    func allErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.threeMistakes.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let outcome = try runZoetrope(["validate", "bad.json"], in: folder)
        #expect(outcome.status == 65)
        let located = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("bad.json:") }.map { String($0) }
        #expect(located.count == 3, "\(outcome.standardError)")
        #expect(located.first?.hasPrefix("bad.json:6:60: error: views[0].fill: unknown colour \"yelow\"") == true, "\(located)")
        #expect(located.dropFirst().first?.hasPrefix("bad.json:7:34: error: views[1].width: -5 is out of range") == true, "\(located)")
        #expect(located.last?.hasPrefix("bad.json:9:68: error: timeline[1].set.radiuss: unknown field (did you mean \"radius\"?)") == true,
                "\(located)")
        #expect(outcome.standardOutput == "bad.json: 3 errors\n")
    }

    @Test("a file with more problems than are worth reading lists a hundred, says how many more, and counts them all")
    func manyErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let views = Array(repeating: #"{"shape": "circle", "width": 10, "height": 10, "fill": "nope"}"#, count: 130).joined(separator: ",\n")
        let text = #"{"version": 1, "canvas": {"width": 200, "height": 200}, "layout": {"name": "wheel"}, "views": [\#n"# + views + "]}"
        try Data(text.utf8).write(to: folder.appendingPathComponent("many.json"))
        let outcome = try runZoetrope(["validate", "many.json"], in: folder)
        #expect(outcome.status == 65)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("many.json:") && $0.contains(": error: ") }.count == 100)
        #expect(lines.last == "zoetrope: error: many.json: 30 more problems not listed (fix these and check again)")
        #expect(outcome.standardOutput == "many.json: 130 errors\n")
    }

    @Test("valid scenes pass with a summary; warnings are printed and fail only with --warnings-as-errors")
    func warnings() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let clean = try runZoetrope(["validate", wheel], in: folder)
        #expect(clean.status == 0 && clean.standardError.isEmpty, "\(clean.standardError)")
        #expect(clean.standardOutput == "\(wheel): valid: 151 frames (5 s at 30 fps), 8 views\n")
        let late = Self.threeMistakes.replacingOccurrences(of: "yelow", with: "red").replacingOccurrences(of: "-5", with: "20")
            .replacingOccurrences(of: "radiuss", with: "rotation").replacingOccurrences(of: "\"at\": 1,", with: "\"at\": 9,")
            .replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"duration\": 2,")
        try Data(late.utf8).write(to: folder.appendingPathComponent("late.json"))
        let warned = try runZoetrope(["validate", "late.json"], in: folder)
        #expect(warned.status == 0, "\(warned.standardError)")
        #expect(warned.standardError.hasPrefix("late.json:9:50: warning: timeline[1]: starts at 9 s, after the scene's last frame"),
                "\(warned.standardError)")
        #expect(warned.standardOutput == "late.json: valid: 61 frames (2 s at 30 fps), 2 views; 1 warning\n")
        let strict = try runZoetrope(["validate", "late.json", "--warnings-as-errors"], in: folder)
        #expect(strict.status == 65)
        // render prints the same warning and renders; with --warnings-as-errors it refuses, leaving nothing.
        let rendered = try runZoetrope(["render", "late.json", "--format", "csv", "--quiet"], in: folder)
        #expect(rendered.status == 0 && rendered.standardError.contains("warning: timeline[1]: starts at 9 s"), "\(rendered.standardError)")
        let refused = try runZoetrope(["render", "late.json", "--format", "csv", "--out", "strict", "--warnings-as-errors"], in: folder)
        #expect(refused.status == 65)
        #expect(refused.standardError.contains("late.json: not rendered: it has 1 warning and --warnings-as-errors was given"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict").path))
    }

    @Test("several scenes are all checked; a missing one exits 66 after the others")
    func severalScenes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["validate", "missing.json", wheel], in: folder)
        #expect(outcome.status == 66)
        #expect(outcome.standardError.contains("missing.json: cannot read the scene file: no such file or folder"))
        #expect(outcome.standardOutput.contains("missing.json: 1 error") && outcome.standardOutput.contains("\(wheel): valid"))
    }

    @Test("every shipped scene validates without a warning")
    func shippedScenes() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "scenes/\($0)" }
        let outcome = try runZoetrope(["validate", "--warnings-as-errors"] + scenes, in: packageRoot)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").count == scenes.count)
    }
}
