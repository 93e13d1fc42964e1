import Foundation
import Testing
@testable import SceneFiles

@Suite("WorkBudget: scenes that ask for too much are refused before the work, naming the field")
struct WorkBudgetTests {
    /// A budget small enough to reach with small scenes.
    static let small = WorkBudget(views: 3, labelLength: 5, changes: 4, keyframes: 3, keyframeRuns: 2, viewFrames: 100, pixels: 1_000_000)

    struct Over: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        let value: String
        let errorPath: String
        let message: String
        var testDescription: String { name }
    }

    static let over: [Over] = [
        Over(name: "views", path: "views", value: #"[{"shape": "circle", "width": 5, "height": 5}, {"shape": "circle", "width": 5, "height": 5}, {"shape": "circle", "width": 5, "height": 5}, {"shape": "circle", "width": 5, "height": 5}]"#,
             errorPath: "views", message: "4 views; the most is 3"),
        Over(name: "label length", path: "views.0.label", value: #""abcdef""#,
             errorPath: "views[0].label", message: "a label of 6 characters; the most is 5"),
        Over(name: "changes", path: "timeline",
             value: #"[{"at": 0, "set": {"radius": 1}}, {"at": 1, "set": {"radius": 2}}, {"at": 2, "set": {"radius": 3}}, {"at": 3, "set": {"radius": 4}}, {"at": 4, "set": {"radius": 5}}]"#,
             errorPath: "timeline", message: "5 changes; the most is 4"),
        Over(name: "phases counted to the scene's end", path: "timeline",
             value: #"[{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 0.5}], "forever": true}]"#,
             errorPath: "timeline[0]", message: "the phase sequence enters 5 phases before the scene ends at 2 s, and the scene may make at most 4 changes"),
        Over(name: "keyframes", path: "timeline",
             value: #"[{"at": 0, "keyframes": {"radius": [{"type": "move", "to": 1}, {"type": "move", "to": 2}, {"type": "move", "to": 3}, {"type": "move", "to": 4}]}}]"#,
             errorPath: "timeline", message: "4 keyframes; the most is 3"),
        Over(name: "keyframe runs", path: "timeline",
             value: #"[{"at": 0, "keyframes": {"radius": [{"type": "move", "to": 1}]}}, {"at": 0.5, "keyframes": {"radius": [{"type": "move", "to": 1}]}}, {"at": 1, "keyframes": {"radius": [{"type": "move", "to": 1}]}}]"#,
             errorPath: "timeline", message: "3 keyframe runs; the most is 2"),
        Over(name: "frames × views", path: "fps", value: "30",
             errorPath: "duration", message: "the render would be 61 frames × 2 views (30 fps, 2 s); the most is 100 view-frames"),
    ]

    @Test("each limit, one past it, is refused with the field, the value and the limit", arguments: over)
    func refusesOverLimit(_ testCase: Over) throws {
        var object = setting("duration", to: 2, in: validSceneObject())
        object = setting("fps", to: 10, in: object)
        object = setting(testCase.path, to: parseJSON(testCase.value), in: object)
        let document = try readScene(object)
        #expect {
            _ = try Scene(document, budget: Self.small)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.path == testCase.errorPath)
            #expect(error.message.contains(testCase.message), "\(error.message)")
            #expect(error.message.contains("--allow-large"))
            return true
        }
        #expect(throws: Never.self) { _ = try Scene(document, budget: Self.small.scaled(by: 100)) }
    }

    @Test("a scene at every limit is built")
    func acceptsAtLimit() throws {
        var object = setting("duration", to: 4.5, in: validSceneObject())
        object = setting("fps", to: 10, in: object)
        object = setting("views.0.label", to: "abcde", in: object)
        object = setting("timeline", to: parseJSON(#"[{"at": 0, "set": {"radius": 1}}, {"at": 1, "set": {"radius": 2}}, {"at": 2, "keyframes": {"radius": [{"type": "move", "to": 3}, {"type": "move", "to": 4}, {"type": "move", "to": 5}]}}]"#), in: object)
        let document = try readScene(object)
        // 46 frames × 2 views = 92 view-frames; 2 changes; 3 keyframes in 1 run; a label of 5 characters.
        let scene = try Scene(document, budget: WorkBudget(views: 2, labelLength: 5, changes: 2, keyframes: 3, keyframeRuns: 1,
                                                          viewFrames: 92, pixels: 1))
        #expect(scene.clock.frameCount == 46)
    }

    @Test("pixels: frames × width × height, each side rounded up")
    func pixels() throws {
        #expect(throws: Never.self) { try Self.small.checkPixels(frames: 100, size: CGSize(width: 100, height: 100), file: "a.json") }
        #expect {
            try Self.small.checkPixels(frames: 100, size: CGSize(width: 100, height: 100.5), file: "a.json")
        } throws: { error in
            (error as? SceneError)?.description == "a.json: canvas: drawing 100 frames of 100×100.5 is 1010000 pixels; the most is 1000000 "
                + "(zoetrope render --allow-large raises every limit a hundredfold)"
        }
    }

    @Test("memory lost inside a library: groups × bytes each, against the limit")
    func lostMemory() throws {
        #expect(throws: Never.self) {
            try WorkBudget.standard.checkLostMemory(groups: 1_048_576, bytesEach: 512, output: "svg", file: "a.json")
        }
        #expect {
            try WorkBudget.standard.checkLostMemory(groups: 1_048_577, bytesEach: 512, output: "svg", file: "a.json")
        } throws: { error in
            (error as? SceneError)?.message.hasPrefix("drawing 1048577 translucent labelled views (views × frames) as svg would lose "
                                                       + "about 512 MiB inside cairo 1.16") == true
        }
        #expect(WorkBudget.large.lostMemory == 100 * 512 * 1_048_576)
        #expect(WorkBudget.unlimited.lostMemory == .max)
    }

    @Test("scaling saturates instead of overflowing; unlimited has no limits")
    func scaling() {
        #expect(WorkBudget.large.views == 1_000_000)
        #expect(WorkBudget.unlimited.scaled(by: 100) == .unlimited)
        #expect(WorkBudget.standard.scaled(by: Int.max).pixels == .max)
    }
}
