import Foundation
import Testing
@testable import SceneFiles

/// Errors about a field point at it in the file, in the shape compilers use, with the line and a
/// caret under the column, so that editors and terminals link them to the place.
@Suite("Errors located in the file")
struct LocatedErrorTests {
    static let scene = """
        {
          // A wheel with one view.
          "version": 1,
          "canvas": {"width": 200, "height": 200},
          "layout": {"name": "wheel", "parameters": {"radius": 50}},
          "views": [
        \t{"shape": "circle", "width": 20, "height": 20, "fill": "yelow"},
          ],
        }
        """

    static func error(reading text: String, overrides: [SceneOverride] = []) -> SceneError? {
        do {
            _ = try SceneReader.read(Data(text.utf8), file: "s.json", name: "s", overrides: overrides)
            return nil
        } catch {
            return error
        }
    }

    @Test("a bad value points at the value, keeping the tab before it so the caret lines up")
    func valueError() throws {
        let error = try #require(Self.error(reading: Self.scene))
        #expect(error.summary.hasPrefix(#"s.json:7:57: error: views[0].fill: unknown colour "yelow" (did you mean "yellow"?)"#))
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [error.summary,
                          "    \t{\"shape\": \"circle\", \"width\": 20, \"height\": 20, \"fill\": \"yelow\"},",
                          "    \t" + String(repeating: " ", count: 55) + "^"])
        #expect(!error.summary.contains("\n"))
    }

    @Test("an unknown field points at its key; a missing one at the object that lacks it", arguments: [
        (#"{"version": 1, "canvas": {"width": 9, "heigth": 9}, "layout": {"name": "wheel"}, "views": []}"#, "s.json:1:39: error: canvas.heigth: unknown field"),
        (#"{"version": 1, "canvas": {"width": 9}, "layout": {"name": "wheel"}, "views": []}"#, #"s.json:1:26: error: canvas: missing field "height""#),
        (#"{"version": 2}"#, "s.json:1:13: error: version: version 2 is not supported"),
    ])
    func keysAndMissingFields(_ text: String, _ start: String) throws {
        let error = try #require(Self.error(reading: text))
        #expect(error.description.hasPrefix(start), "\(error.description)")
    }

    @Test("errors found when the scene is built point at their field too")
    func buildErrors() throws {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "layout": {"name": "tree"},
             "views": [{"shape": "circle", "label": "a", "id": "a"}]}
            """
        let document = try SceneReader.read(Data(text.utf8), file: "t.json", name: "t")
        #expect {
            _ = try Scene(document)
        } throws: { error in
            (error as? SceneError)?.summary.hasPrefix("t.json:2:12: error: views[0]: this view is sized to its label") == true
        }
    }

    @Test("a value set from the command line is named, not located")
    func overridesAreNotLocated() throws {
        let override = try #require(SceneOverride(parsing: "views.0.fill=\"yelo\"", origin: "--set views.0.fill=yelo"))
        let error = try #require(Self.error(reading: Self.scene.replacingOccurrences(of: "yelow", with: "red"), overrides: [override]))
        #expect(error.position == nil)
        #expect(error.description.hasPrefix("s.json: views[0].fill: unknown colour \"yelo\""))
        #expect(error.description.hasSuffix("(set by --set views.0.fill=yelo)"))
    }

    @Test("a long line is cut around the column, and the caret still points at it")
    func longLines() throws {
        let views = (0..<40).map { _ in #"{"shape": "circle", "width": 10, "height": 10}"# }.joined(separator: ", ")
        let text = #"{"version": 1, "canvas": {"width": 200, "height": 200}, "layout": {"name": "wheel"}, "views": ["#
            + views + #", {"shape": "circle", "width": 10, "height": 10, "fill": "nope"}]}"#
        let error = try #require(Self.error(reading: text))
        let lines = error.description.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        #expect(lines[1].count <= 4 + 102 && lines[1].hasPrefix("    …"))
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let column = lines[2].distance(from: lines[2].startIndex, to: caret)
        let pointed = lines[1].dropFirst(column).prefix(6)
        #expect(pointed == "\"nope\"", "the caret is under \(pointed)")
    }

    @Test("a file with hundreds of problems lists the first hundred, located, then how many more there were")
    func manyErrors() throws {
        let views = (0..<250).map { _ in #"{"shape": "circle", "width": 10, "height": 10, "fill": "nope"}"# }.joined(separator: ",\n")
        let text = #"{"version": 1, "canvas": {"width": 200, "height": 200}, "layout": {"name": "wheel"}, "views": [\#n"#
            + views + "]}"
        do {
            _ = try SceneReader.readReportingAll(Data(text.utf8), file: "s.json", name: "s", overrides: [])
            Issue.record("250 bad colours were read")
        } catch {
            #expect(error.errors.count == ErrorCollector.maximumErrors && error.count == 250)
            #expect(error.errors[99].summary.hasPrefix("s.json:101:"), "the hundredth is located on its line: \(error.errors[99].summary)")
            #expect(error.description.hasSuffix("\n150 more problems not listed (fix these and check again)"))
        }
    }
}

/// One `validate` run shows every problem: an unknown field does not hide the problems of the
/// fields beside it, and an unknown layout does not hide a misspelt timeline parameter.
@Suite("Reading on past a problem")
struct ReadingOnTests {
    static func errors(_ text: String) -> [String] {
        do {
            _ = try SceneReader.readReportingAll(Data(text.utf8), file: "s.json", name: "s", overrides: [])
            return []
        } catch {
            return error.errors.map { "\($0.path): \($0.message)" }
        }
    }

    @Test("an unknown field in a view, a bad colour beside it and a misspelt parameter are all found, in the order they are met")
    func everyProblemOfAView() {
        let errors = Self.errors("""
            {"version": 1, "canvas": {"width": 400, "height": 400},
             "layout": {"name": "wheel"},
             "views": [{"shape": "circle", "width": 40, "height": 40, "labelColour": "red", "fill": "yelow"}],
             "timeline": [{"at": 0, "set": {"rotaton": 90}}]}
            """)
        let expected = [
            "views[0].labelColour: unknown field (did you mean \"labelColor\"?)",
            "views[0].fill: unknown colour \"yelow\" (did you mean \"yellow\"?)",
            "timeline[0].set.rotaton: unknown field (did you mean \"rotation\"?)",
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for (error, start) in zip(errors, expected) {
            #expect(error.hasPrefix(start), "\(error)")
        }
    }

    @Test("an unknown parameter or keyframe track is reported once and not read as well",
          arguments: [
              (#"{"at": 0, "set": {"rotaton": "x"}}"#, "timeline[0].set.rotaton: unknown field (did you mean \"rotation\"?)"),
              (#"{"at": 0, "keyframes": {"radiuss": [{"type": "move", "to": "x"}]}}"#,
               "timeline[0].keyframes.radiuss: unknown field (did you mean \"radius\"?)"),
          ])
    func unknownParameterReadOnce(entry: String, expected: String) {
        let errors = Self.errors("""
            {"version": 1, "canvas": {"width": 400, "height": 400}, "layout": {"name": "wheel"}, "views": [],
             "timeline": [\(entry)]}
            """)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix(expected) == true, "\(errors)")
    }

    @Test("an unknown top-level field hides none of the others")
    func unknownTopLevelField() {
        let errors = Self.errors("""
            {"version": 1, "canvass": 3, "canvas": {"width": -4, "height": 400}, "layout": {"name": "wheel"}, "views": []}
            """)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.hasPrefix("canvass: unknown field (did you mean \"canvas\"?)") == true, "\(errors)")
        #expect(errors.last?.hasPrefix("canvas.width: ") == true, "\(errors)")
    }

    @Test("with an unknown layout, the timeline's parameters are checked against every layout's")
    func unknownLayout() {
        let errors = Self.errors("""
            {"version": 1, "canvas": {"width": 400, "height": 400}, "layout": {"name": "wheell"}, "views": [],
             "timeline": [{"at": 0, "set": {"rotaton": 90}}]}
            """)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.hasPrefix("layout.name: unknown layout \"wheell\" (did you mean \"wheel\"?)") == true, "\(errors)")
        #expect(errors.last?.hasPrefix("timeline[0].set.rotaton: unknown field (did you mean \"rotatio") == true, "\(errors)")
    }
}
