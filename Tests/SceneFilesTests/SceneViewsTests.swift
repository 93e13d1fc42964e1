import Foundation
@testable import FrameComposition
import FrameRendering
import LayoutCatalog
import LayoutCore
import Testing
@testable import SceneFiles

/// A measurer with simple, known metrics: 10 points per character, 20 points high.
struct MonospaceMeasurer: TextMeasuring {
    func size(of label: TextLabel) -> CGSize {
        CGSize(width: Double(label.text.count) * 10, height: label.text.isEmpty ? 0 : 20)
    }
}

/// Views sized to their labels, tree node ids and the `showSizes` overlay, from scene files.
@Suite("Scene views")
struct SceneViewsTests {
    static func scene(views: [[String: Any]], extra: [String: Any] = [:]) -> [String: Any] {
        var object = validSceneObject()
        object["views"] = views
        object["timeline"] = []
        for (key, value) in extra { object[key] = value }
        return object
    }

    struct LabelCase: Sendable, CustomTestStringConvertible {
        let json: String
        let expected: CGSize
        var testDescription: String { json }
    }

    @Test("A view without a width or height is sized to its label (plus padding) by the measurer",
          arguments: [
              LabelCase(json: #"{"shape": "rectangle", "label": "hi"}"#, expected: CGSize(width: 20, height: 20)),
              LabelCase(json: #"{"shape": "rectangle", "label": "beautiful", "padding": 8}"#, expected: CGSize(width: 106, height: 36)),
              LabelCase(json: #"{"shape": "rectangle", "label": "!", "width": 44}"#, expected: CGSize(width: 44, height: 20)),
              LabelCase(json: #"{"shape": "rectangle", "label": "world", "height": 50, "padding": 5}"#, expected: CGSize(width: 60, height: 50)),
              LabelCase(json: #"{"shape": "rectangle", "label": "fixed", "width": 30, "height": 30, "padding": 5}"#, expected: CGSize(width: 30, height: 30)),
          ])
    func labelSizedViews(_ testCase: LabelCase) throws {
        let view = try #require(parseJSON(testCase.json) as? [String: Any])
        let scene = try Scene(readScene(Self.scene(views: [view])), textMeasurer: MonospaceMeasurer())
        let sample = try scene.sample(frame: 0)
        #expect(sample.placements.first?.size == testCase.expected)
    }

    @Test("A flexible view takes what it is offered; its size or label size is its ideal size")
    func flexibleViews() throws {
        let document = try readScene(Self.scene(views: [
            ["shape": "rectangle", "label": "hi", "flexible": true],
            ["shape": "rectangle", "width": 30, "height": 10, "flexible": true],
        ]))
        let scene = try Scene(document, textMeasurer: MonospaceMeasurer())
        let reports = try scene.sizeReports(frame: 0, requests: [.minimum, .ideal, .maximum])
        #expect(reports[1].sizes.map(\.size) == [.zero, CGSize(width: 20, height: 20), CGSize(width: CGFloat.infinity, height: .infinity)])
        #expect(reports[2].sizes.map(\.size) == [.zero, CGSize(width: 30, height: 10), CGSize(width: CGFloat.infinity, height: .infinity)])
    }

    @Test("A view sized to its label without a measurer is an error naming the view")
    func labelSizedViewNeedsMeasurer() throws {
        let document = try readScene(Self.scene(views: [["shape": "rectangle", "width": 10, "height": 10],
                                                         ["shape": "rectangle", "label": "hi"]]))
        #expect {
            _ = try Scene(document)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.path == "views[1]" && error.message.contains("sized to its label, which needs font metrics")
        }
    }

    @Test("Node ids and parent ids become the tree layout's layout values")
    func nodeIDs() throws {
        let document = try readScene(Self.scene(views: [
            ["shape": "rectangle", "width": 10, "height": 10, "id": "root"],
            ["shape": "rectangle", "width": 10, "height": 10, "id": "leaf", "parent": "root"],
        ]))
        #expect(document.views.map(\.nodeID) == ["root", "leaf"])
        #expect(document.views.map(\.parentID) == [nil, "root"])
        let root = ViewNode(sizing: .fixed(width: 1, height: 1)).carryingNodeIDs(of: document.views[0])
        let leaf = ViewNode(sizing: .fixed(width: 1, height: 1)).carryingNodeIDs(of: document.views[1])
        #expect(root.layoutValues[TreeNodeID.self] == "root")
        #expect(root.layoutValues[TreeParentID.self] == nil)
        #expect(leaf.layoutValues[TreeParentID.self] == "root")
    }

    struct ShowSizesCase: Sendable, CustomTestStringConvertible {
        let json: String
        let expected: [SizeRequest]
        var testDescription: String { json }
    }

    @Test("showSizes reads true, false or a list of names", arguments: [
        ShowSizesCase(json: "true", expected: [.minimum, .ideal, .maximum]),
        ShowSizesCase(json: "false", expected: []),
        ShowSizesCase(json: #"["current", "ideal", "current"]"#, expected: [.current, .ideal]),
        ShowSizesCase(json: "[]", expected: []),
    ])
    func showSizes(_ testCase: ShowSizesCase) throws {
        let document = try readScene(setting("showSizes", to: parseJSON(testCase.json), in: validSceneObject()))
        #expect(document.showSizes == testCase.expected)
    }

    @Test("With showSizes, every frame carries the sizes and draws a card of them over each view and the layout")
    func sizeOverlay() throws {
        let scene = try Scene(readScene(setting("showSizes", to: true, in: validSceneObject())))
        let sample = try scene.sample(frame: 0)
        #expect(sample.sizes.map(\.name) == ["WheelLayout", "view 0", "view 1"])
        let list = FrameComposer(scene: scene).displayList(for: sample)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let text) = item { return text.label.text }
            return nil
        }
        // The wheel: radius 100 plus half the largest view (70) on each side: 270.
        #expect(texts == ["min 270×270", "ideal 270×270", "max 270×270",
                          "min 70×70", "ideal 70×70", "max 70×70",
                          "min 40×40", "ideal 40×40", "max 40×40"])
        let plain = try Scene(readScene(validSceneObject())).sample(frame: 0)
        #expect(plain.sizes.isEmpty, "no sizes unless asked")
        #expect(try scene.sample(frame: 0, sizes: []).sizes.isEmpty, "a request overrides the scene")
    }

    @Test("Size lines format whole numbers, fractions, infinity and proposals", arguments: [
        (SizeRequest.minimum, CGSize.zero, "min 0×0"),
        (.ideal, CGSize(width: 70.25, height: 3), "ideal 70.2×3"),
        (.maximum, CGSize(width: CGFloat.infinity, height: 10), "max ∞×10"),
        (.current, CGSize(width: 5, height: 5), "now 5×5"),
        (.proposal(ProposedViewSize(width: 30, height: nil)), CGSize(width: 30, height: 12), "(30, nil) 30×12"),
    ])
    func sizeLines(request: SizeRequest, size: CGSize, expected: String) {
        #expect(SizeOverlay.line(for: .init(request: request, size: size)) == expected)
    }
}
