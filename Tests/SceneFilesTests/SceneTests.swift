import Foundation
@testable import FrameComposition
import FrameRendering
import FrameTimeline
import Testing
@testable import SceneFiles

@Suite("Scene")
struct SceneTests {
    @Test("the clock covers the natural duration when none is given", arguments: [24, 60])
    func clockFollowsTimeline(fps: Int) throws {
        let object = setting("fps", to: fps, in: validSceneObject())
        let scene = try Scene(readScene(object))
        #expect(scene.clock.duration == 2)
        #expect(scene.clock.frameCount == 2 * fps + 1)
        #expect(scene.parameterNames == ["rotation", "radius"])
    }

    @Test("samplers made on several threads sample exactly what the scene samples, frame by frame")
    func samplersAgree() async throws {
        let scene = try Scene(readScene(validSceneObject()))
        let expected = try scene.clock.frames.map { try scene.sample(frame: $0) }
        let results = try await withThrowingTaskGroup(of: [SampledFrame].self) { group in
            for _ in 0..<3 {
                group.addTask {
                    let sampler = try scene.makeSampler()
                    return try scene.clock.frames.reversed().map { try sampler.sample(frame: $0) }.reversed()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 3)
        for samples in results {
            #expect(samples == expected)
        }
    }

    @Test("an explicit duration wins")
    func explicitDuration() throws {
        let scene = try Scene(readScene(setting("duration", to: 3, in: validSceneObject())))
        #expect(scene.clock.frameCount == 3 * 24 + 1)
    }

    @Test("a timeline that repeats forever needs a duration")
    func foreverNeedsDuration() throws {
        let object = setting("timeline.0.animation.repeat", to: ["forever": true], in: validSceneObject())
        #expect {
            _ = try Scene(readScene(object))
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.path == "duration" && error.message.contains("repeats forever")
        }
        let withDuration = setting("duration", to: 4, in: object)
        #expect(try Scene(readScene(withDuration)).clock.frameCount == 4 * 24 + 1)
    }

    @Test("samples place views on the wheel and report parameters in degrees")
    func samplesWheel() throws {
        let scene = try Scene(readScene(validSceneObject()))
        let last = try scene.sample(frame: scene.clock.frameCount - 1)
        #expect(last.time == 2)
        #expect(last.parameters.map(\.name) == ["rotation", "radius"])
        #expect(abs(last.parameters[0].value - 90) < 1e-9)
        // View 0 at 90° (clockwise from the top) is to the right of the centre (200, 150).
        #expect(abs(last.placements[0].center.x - 300) < 1e-9)
        #expect(abs(last.placements[0].center.y - 150) < 1e-9)
    }

    @Test("the display list draws each view with its style where it was placed")
    func displayList() throws {
        let scene = try Scene(readScene(validSceneObject()))
        let sample = try scene.sample(frame: 0)
        let list = FrameComposer(scene: scene).displayList(for: sample)
        #expect(list.canvasSize == CGSize(width: 400, height: 300))
        #expect(list.items.count == 2)
        guard case .shape(let first) = list.items[0], case .shape(let second) = list.items[1] else {
            Issue.record("expected two shapes, got \(list.items)")
            return
        }
        #expect(first.kind == .roundedRectangle(cornerRadius: 8))
        #expect(first.center == sample.placements[0].center)
        #expect(first.size == CGSize(width: 70, height: 70))
        #expect(first.opacity == 0.7)
        #expect(first.label?.text == "1")
        #expect(second.kind == .ellipse)
        #expect(second.label == nil)
    }

    @Test("the same frame sampled twice, in any order, is identical")
    func samplingIsPure() throws {
        let scene = try Scene(readScene(validSceneObject()))
        let forward = try scene.clock.frames.map { try scene.sample(frame: $0) }
        let backward = try scene.clock.frames.reversed().map { try scene.sample(frame: $0) }
        #expect(forward == backward.reversed())
    }
}
