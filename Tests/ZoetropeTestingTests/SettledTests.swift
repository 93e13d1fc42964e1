import Foundation
import Testing
import ZoetropeSceneTesting
import ZoetropeTestSupport

/// Where an animation comes to rest, as against its last frame: a spring settles when it does,
/// not on a frame, so its last whole frame can stop short of the target (issue 29, item 9).
@Suite("Settled values")
struct SettledTests {
    static var spring: StateChange<WheelLayout> { StateChange<WheelLayout>(at: 0, animation: .spring(duration: 0.8, bounce: 0.4)) { $0.rotation = .degrees(180) } }

    /// The article's wheel springing to 180°, at `fps`.
    static func springing(fps: Int) throws -> Trajectories {
        try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas,
                                fps: try FrameRate(fps), changes: [spring])
    }

    @Test("a spring's last frame stops short of its target; where it settles is the target, for every view", arguments: [24, 30, 60])
    func springSettles(fps: Int) throws {
        let trajectories = try Self.springing(fps: fps)
        // The wheel at rest at 180°, laid out without any animation.
        let atRest = try captureTrajectories(of: WheelLayout(radius: ArticleScene.radius, rotation: .degrees(180)),
                                             views: ArticleScene.views, canvas: ArticleScene.canvas, fps: try FrameRate(fps))
        let settled = try #require(trajectories.settled)
        #expect(settled.frame == nil)
        #expect(settled.time > trajectories.clock.time(ofFrame: trajectories.clock.frameCount - 1))
        #expect(settled.time <= trajectories.clock.time(ofFrame: trajectories.clock.frameCount))
        for (view, rest) in zip(trajectories, atRest) {
            let last = try #require(view.samples.last), end = try #require(view.settled)
            let target = try #require(rest.samples.first).center
            // The last whole frame is visibly short; the settled sample is exact.
            #expect(hypot(last.center.x - target.x, last.center.y - target.y) > 1e-6)
            #expect(hypot(end.center.x - target.x, end.center.y - target.y) < 1e-9)
            #expect(end.frame == trajectories.clock.frameCount)
            view.expectSettles(at: target, tolerance: 1e-9)
        }
        trajectories.expectSettles(at: atRest.map { $0.samples[0].center }, tolerance: 1e-9)
    }

    @Test("a scene file springing to 180° over its natural duration: the last frame stops short, the settled frame does not")
    func sceneFileSettles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("spring.json")
        try Data("""
            {"version": 1, "canvas": {"width": 400, "height": 400}, "fps": 30,
             "layout": {"name": "wheel", "parameters": {"radius": 130}},
             "views": [{"repeat": 8, "shape": "circle", "width": 70, "height": 70}],
             "timeline": [{"at": 0, "animation": {"type": "spring", "duration": 0.8, "bounce": 0.4}, "set": {"rotation": 180}}]}
            """.utf8).write(to: file)
        let trajectories = try captureTrajectories(ofSceneAt: file)
        let settled = try #require(trajectories.settled)
        #expect(settled.time > trajectories.clock.time(ofFrame: trajectories.clock.frameCount - 1))
        let rotation = try #require(trajectories.parameterValues(named: "rotation")?.last)
        #expect(Swift.abs(rotation - 180) > 1e-6, "the last frame shows \(rotation)°")
        trajectories.expectSettles(parameter: "rotation", at: 180, tolerance: 1e-9)
        trajectories.expectSettles(parameter: "radius", at: 130, tolerance: 1e-9)
    }

    @Test("a wrong end, an unknown parameter and an animation that never ends each fail, saying which")
    func failures() throws {
        let trajectories = try Self.springing(fps: 30)
        let wrong = recordedIssues("the centre is not where a view settles") {
            #expect(trajectories[0].expectSettles(at: ArticleScene.center, tolerance: 1) == false)
        }
        #expect(wrong.count == 1)
        #expect(wrong.first?.message.contains("expectSettles failed") == true, "\(wrong)")
        #expect(wrong.first?.message.contains("comes to rest at") == true, "\(wrong)")

        let scene = try captureTrajectories(ofSceneAt: sceneURL("spring_wheel.json"))
        let messages = recordedIssues("wrong value and unknown name") {
            scene.expectSettles(parameter: "rotation", at: 10, tolerance: 1e-9)
            scene.expectSettles(parameter: "rotaton", at: 180, tolerance: 1e-9)
        }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("rotation comes to rest at 0") == true, "\(messages)")
        #expect(messages.first?.contains("expected 10") == true && messages.first?.contains("the last frame shows") == true, "\(messages)")
        #expect(messages.last?.contains("no parameter \"rotaton\"") == true && messages.last?.contains("rotation") == true, "\(messages)")

        let forever = StateChange<WheelLayout>(at: 0, animation: .linear(duration: 1).repeatForever()) { $0.rotation = .degrees(90) }
        let endless = try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas,
                                              fps: 24, duration: 1, changes: [forever])
        #expect(endless.settled == nil && endless.allSatisfy { $0.settled == nil })
        let never = recordedIssues("it never settles") {
            endless.expectSettles(parameter: "rotation", at: 90, tolerance: 1)
        }
        #expect(never.first?.message.contains("never comes to rest") == true, "\(never)")
    }
}
