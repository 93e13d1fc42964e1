import Foundation
import FrameRendering
import Testing
@testable import SceneFiles

/// The schema is built from the reader's own definitions; these check it describes all of them.
@Suite("The scene schema's definitions")
struct SceneSchemaTests {
    @Test("every field the reader knows has a description for hover docs")
    func everyFieldDescribed() {
        #expect(SceneReader.topLevelKeys.filter { SceneSchema.topLevelDescriptions[$0] == nil } == [])
        #expect(ViewTemplate.viewKeys.filter { SceneSchema.viewDescriptions[$0] == nil } == [])
        let animationKeys = AnimationReader.modifierKeys + Set(AnimationReader.typeKeys.values.joined()).sorted()
        #expect(animationKeys.filter { SceneSchema.animationDescriptions[$0] == nil } == [])
    }

    @Test("the schema parses as JSON, and names every layout, colour, shape and animation type the reader takes")
    func namesEverything() throws {
        let text = SceneSchema.text
        let parsed = try JSONParser.parse(Data(text.utf8))
        guard case .object(let root) = parsed, case .object(let definitions)? = root["$defs"] else {
            Issue.record("no $defs in the schema")
            return
        }
        for layout in LayoutRegistry.names {
            #expect(definitions["\(layout).parameters"] != nil && definitions["\(layout).entry"] != nil, "\(layout)")
        }
        for name in RGBAColor.named.keys.sorted() + ShapeSpec.allCases.map(\.rawValue) + AnimationReader.types {
            #expect(text.contains("\"\(name)\""), "\(name)")
        }
        // Each layout's parameters carry their unit, range and default, as `zoetrope layouts` prints them.
        #expect(text.contains(#""description": "pct (number, 0…1, default 0)""#))
    }
}
