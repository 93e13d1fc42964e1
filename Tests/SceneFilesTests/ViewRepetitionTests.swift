import Foundation
import FrameRendering
import Testing
@testable import SceneFiles

/// `viewDefaults` and `repeat`: a 12-view wheel in a few lines, reading as the 12 views written out.
@Suite("Repeated views and view defaults")
struct ViewRepetitionTests {
    static func views(_ viewsJSON: String, defaults: String? = nil, budget: WorkBudget = .standard) throws -> [ViewSpec] {
        let text = """
            {"version": 1, "canvas": {"width": 400, "height": 400}, "layout": {"name": "wheel"},
             \(defaults.map { "\"viewDefaults\": \($0)," } ?? "")
             "views": \(viewsJSON)}
            """
        return try SceneReader.readReportingAll(Data(text.utf8), file: "v.json", name: "v", overrides: [], budget: budget).views
    }

    static func error(_ viewsJSON: String, defaults: String? = nil, budget: WorkBudget = .standard) -> [String] {
        do {
            _ = try views(viewsJSON, defaults: defaults, budget: budget)
            return []
        } catch let errors as SceneErrors {
            return errors.errors.map { "\($0.path): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test("a repeated entry with defaults reads as the same views written out one by one")
    func expandsAsWrittenOut() throws {
        let compact = try Self.views("""
            [{"repeat": 5, "fill": ["red", "orange", "yellow"], "label": "{n}", "id": "node{i}"},
             {"shape": "circle", "width": 10, "height": 10}]
            """, defaults: #"{"shape": "roundedRectangle", "width": 70, "height": 70, "opacity": 0.7}"#)
        let colours = ["red", "orange", "yellow", "red", "orange"]
        let written = try Self.views("[" + (0..<5).map { index in
            #"{"shape": "roundedRectangle", "width": 70, "height": 70, "opacity": 0.7, "fill": "\#(colours[index])", "#
                + #""label": "\#(index + 1)", "id": "node\#(index)"}"#
        }.joined(separator: ", ") + #", {"shape": "circle", "width": 10, "height": 10, "opacity": 0.7}]"#)
        #expect(compact == written)
        #expect(compact.map { $0.label?.text } == ["1", "2", "3", "4", "5", nil])
    }

    @Test("an entry without repeat keeps its strings as written, braces and all")
    func versionOneFilesReadTheSame() throws {
        let views = try Self.views(#"[{"shape": "circle", "width": 10, "height": 10, "label": "{n}"}]"#)
        #expect(views.map { $0.label?.text } == ["{n}"])
    }

    @Test("mistakes are named at the entry, the list item, or the default they come from", arguments: [
        (#"[{"shape": "circle", "width": 10, "height": 10, "fill": ["red", "blue"]}]"#, nil as String?,
         #"views[0].fill: gives a list of 2, which only a view with "repeat" takes (each repeated view takes the next item)"#),
        (#"[{"repeat": 3, "shape": "circle", "width": 10, "height": 10, "fill": []}]"#, nil,
         "views[0].fill: is an empty list, which gives the repeated views no value"),
        (#"[{"repeat": 0, "shape": "circle", "width": 10, "height": 10}]"#, nil,
         "views[0].repeat: 0 is not valid: the number of views an entry repeats into must be a whole number in 1...1000000"),
        (#"[{"repeat": 2.5, "shape": "circle", "width": 10, "height": 10}]"#, nil,
         "views[0].repeat: 2.5 is not valid: the number of views an entry repeats into must be a whole number in 1...1000000"),
        (#"[{"repeat": 4, "shape": "circle", "width": 10, "height": 10, "fill": ["red", "blu", "green"]}]"#, nil,
         ##"views[0].fill[1]: unknown colour "blu" (did you mean "blue"?); use a name (black, blue, brown, clear, cyan, gray, green, indigo, mint, orange, pink, purple, red, teal, white, yellow) or hex such as "#FF9500""##),
        (#"[{"repeat": 2, "shape": "circle", "height": 10}]"#, #"{"width": -1}"#,
         "viewDefaults.width: -1 is out of range: a view's width must be greater than 0 and at most 16384"),
        (#"[{"shape": "circle", "width": 10, "height": 10}]"#, #"{"fill": ["red"]}"#,
         #"viewDefaults.fill: is a list; a default is one value for every view (a list cycles only in a view with "repeat")"#),
        (#"[{"shape": "circle", "width": 10, "height": 10}]"#, #"{"repeat": 3}"#,
         "viewDefaults.repeat: unknown field; expected one of shape, width, height, cornerRadius, fill, stroke, trim, path, fillRule, opacity, label, labelColor, fontSize, padding, flexible, id, parent"),
    ])
    func mistakes(views: String, defaults: String?, expected: String) {
        #expect(Self.error(views, defaults: defaults) == [expected])
    }

    @Test("a repeat past the budget is refused at the repeat that crosses it, naming the count and the limit")
    func budget() {
        #expect(Self.error(#"[{"repeat": 1000000, "shape": "circle", "width": 10, "height": 10}]"#) == [
            "views[0].repeat: 1000000 views; the most is 10000 (zoetrope render --allow-large raises every limit a hundredfold)",
        ])
        let small = WorkBudget.standard.scaled(by: 1)
        var tight = small
        tight.views = 3
        #expect(Self.error(#"[{"shape": "circle", "width": 10, "height": 10}, {"repeat": 3, "shape": "circle", "width": 10, "height": 10}]"#,
                           budget: tight) == [
            "views[1].repeat: 4 views; the most is 3 (zoetrope render --allow-large raises every limit a hundredfold)",
        ])
    }

    @Test("a repeated entry's label, id or parent past the budget is refused once, at the field it comes from, before any view is made", arguments: [
        (#"[{"repeat": 3, "shape": "circle", "width": 1, "height": 1, "label": "abcdef"}]"#, nil as String?,
         "views[0].label: a label of 6 characters; the most is 5 (zoetrope render --allow-large raises every limit a hundredfold)"),
        (#"[{"repeat": 3, "shape": "circle", "width": 1, "height": 1}]"#, #"{"id": "node-{n}"}"#,
         "viewDefaults.id: an id of 8 characters; the most is 5 (zoetrope render --allow-large raises every limit a hundredfold)"),
        (#"[{"repeat": 3, "shape": "circle", "width": 1, "height": 1, "label": ["a", "abcdefgh"]}]"#, nil,
         "views[0].label[1]: a label of 8 characters; the most is 5 (zoetrope render --allow-large raises every limit a hundredfold)"),
    ])
    func longTemplatedText(views: String, defaults: String?, expected: String) {
        var tight = WorkBudget.standard
        tight.labelLength = 5
        #expect(Self.error(views, defaults: defaults, budget: tight) == [expected])
    }

    @Test("what is found about a view a repeat made points at its entry and says which copy it is, not at views[index]")
    func expandedViewsPointAtTheirEntry() throws {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10, "duration": 1,
             "layout": {"name": "wheel", "parameters": {"radius": 60}},
             "views": [
               {"shape": "circle", "width": 20, "height": 20},
               {"repeat": 3, "shape": "circle", "label": "{i}"}
             ]}
            """
        let document = try SceneReader.read(Data(text.utf8), file: "r.json", name: "r")
        #expect(document.viewSources.map(\.path) == ["views[0]", "views[1]", "views[1]", "views[1]"])
        #expect(document.source(ofView: 3) == ViewSource(path: "views[1]", copy: 2, copies: 3))
        // Sized to its label without a measurer: the error names the entry, line 5, and the copy.
        do {
            _ = try Scene(document)
            Issue.record("a view sized to its label was built without a measurer")
        } catch {
            #expect(error.summary.hasPrefix("r.json:5:4: error: views[1]: view 1 (copy 1 of the 3 its repeat makes) is sized to its label"),
                    "\(error.summary)")
        }
        // A label past the budget: the entry's label, and which copy.
        var tight = WorkBudget.standard
        tight.labelLength = 0
        do {
            _ = try Scene(document, textMeasurer: TenPointText(), budget: tight)
            Issue.record("a label past the budget was accepted")
        } catch {
            #expect(error.summary.hasPrefix("r.json:5:46: error: views[1].label: view 1 (copy 1 of the 3 its repeat makes) has a label of 1 characters"),
                    "\(error.summary)")
        }
        // Off the canvas: the linter names the entry and the copy too.
        let far = try SceneReader.read(Data(text.replacingOccurrences(of: "\"radius\": 60", with: "\"radius\": 600").utf8), file: "r.json", name: "r")
        let warnings = try SceneLinter.placementWarnings(for: Scene(far, textMeasurer: TenPointText()))
        #expect(warnings.map(\.summary).last?.hasPrefix("r.json:5:4: warning: views[1]: view 3 (copy 3 of the 3 its repeat makes) is outside") == true,
                "\(warnings.map(\.summary))")
    }
}

/// Text 10 points a character wide and 20 high.
private struct TenPointText: TextMeasuring {
    func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count), height: 20) }
    func baseline(of label: TextLabel) -> CGFloat { 16 }
}
