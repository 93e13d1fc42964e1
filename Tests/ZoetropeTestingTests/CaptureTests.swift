import Testing
import ZoetropeTesting

@Suite("Capturing trajectories")
struct CaptureTests {
    // MARK: The frame clock

    @Test("A 2-second animation has 2·fps + 1 samples, the last at exactly 2 s", arguments: [24, 60])
    func twoSecondsAtAnyFrameRate(fps: Int) throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: fps)

        #expect(trajectories.clock.frameCount == 2 * fps + 1)
        #expect(trajectories.frames.count == 2 * fps + 1)
        for view in trajectories {
            #expect(view.samples.count == 2 * fps + 1)
            #expect(view.samples.map(\.frame) == Array(0...(2 * fps)))
            #expect(view.samples.first?.time == 0)
            // The clock's contract is that the last frame is at the duration exactly, not nearly.
            #expect(view.samples.last?.time == 2.0)
        }
    }

    @Test("Frame n is at n / fps seconds", arguments: [24, 60])
    func frameTimes(fps: Int) throws {
        let view = try ArticleScene.turn(to: 90, fps: fps)[0]
        for sample in view.samples {
            #expect(abs(sample.time - Double(sample.frame) / Double(fps)) < 1e-12, "frame \(sample.frame)")
        }
    }

    @Test("A frame rate that is not a whole number of frames per second")
    func ntscFrameRate() throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas,
            fps: try FrameRate(24000, per: 1001), changes: [ArticleScene.rotate(to: 90)])

        // 2 s at 23.976 fps is 47.95 frames: frames 0 to 47.
        #expect(trajectories.clock.frameCount == 48)
        let last = try #require(trajectories.first?.samples.last)
        #expect(abs(last.time - 47.0 * 1001 / 24000) < 1e-12)
        trajectories.expectFollowsArc(center: ArticleScene.center, radius: 130, tolerance: 1e-9)
    }

    // MARK: Duration

    @Test("The duration defaults to when the last animation ends", arguments: [24, 60])
    func naturalDuration(fps: Int) throws {
        let late = StateChange<WheelLayout>(at: 1, animation: .easeInOut(duration: 2)) { $0.radius = 60 }
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90), late])

        #expect(trajectories.clock.duration == 3)
        #expect(trajectories.frames.count == 3 * fps + 1)
    }

    @Test("A duration given explicitly wins", arguments: [24, 60])
    func explicitDuration(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            duration: 1, changes: [ArticleScene.rotate(to: 90)])

        #expect(trajectories.frames.count == fps + 1)
        #expect(trajectories.first?.samples.last?.time == 1.0)
        // Half way through a symmetric ease-in-out, half the turn is done.
        trajectories.expectSweepsAngle(.degrees(45), about: ArticleScene.center, tolerance: .degrees(1e-6))
    }

    @Test("Without changes there is one frame, at 0")
    func noChanges() throws {
        let trajectories = try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views,
                                                   canvas: ArticleScene.canvas, fps: 60)

        #expect(trajectories.clock.duration == 0)
        #expect(trajectories.count == 8)
        #expect(trajectories.allSatisfy { $0.samples.count == 1 && $0.samples.first?.time == 0 })
    }

    @Test("An animation that repeats forever needs a duration")
    func endlessAnimation() throws {
        let forever = StateChange<WheelLayout>(at: 0, animation: .linear(duration: 1).repeatForever()) {
            $0.rotation = .degrees(90)
        }
        #expect(throws: TrajectoryCaptureError.endlessAnimation) {
            try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views,
                                    canvas: ArticleScene.canvas, fps: 24, changes: [forever])
        }
        #expect(TrajectoryCaptureError.endlessAnimation.description.contains("pass `duration:`"))

        let trajectories = try captureTrajectories(of: ArticleScene.wheel, views: ArticleScene.views,
                                                   canvas: ArticleScene.canvas, fps: 24, duration: 1.5,
                                                   changes: [forever])
        #expect(trajectories.frames.count == 37)
    }

    // MARK: Errors of the modules underneath

    @Test("Capture throws the clock's, the timeline's and the layout's own errors")
    func underlyingErrors() {
        let views = ArticleScene.views, canvas = ArticleScene.canvas
        #expect(throws: FrameClockError.invalidFrameRate("0/1")) {
            try captureTrajectories(of: ArticleScene.wheel, views: views, canvas: canvas, fps: 0)
        }
        #expect(throws: FrameClockError.invalidDuration(-1)) {
            try captureTrajectories(of: ArticleScene.wheel, views: views, canvas: canvas, fps: 24, duration: -1)
        }
        #expect(throws: TimelineError.invalidChangeTime(index: 0, time: -1)) {
            try captureTrajectories(of: ArticleScene.wheel, views: views, canvas: canvas, fps: 24,
                                    changes: [StateChange(at: -1, animation: nil) { $0.radius = 1 }])
        }
        #expect(throws: LayoutError.invalidCanvas(CGSize(width: -1, height: 400))) {
            try captureTrajectories(of: ArticleScene.wheel, views: views, canvas: CGSize(width: -1, height: 400),
                                    fps: 24)
        }
        #expect(throws: LayoutError.self) {
            try captureTrajectories(of: ArticleScene.wheel, views: views, canvas: canvas, fps: 24,
                                    changes: [StateChange(at: 0.5, animation: nil) { $0.radius = .nan }])
        }
    }

    // MARK: What is captured

    @Test("Capturing a LayoutAnimation on a clock gives what the convenience gives", arguments: [24, 60])
    func captureFromAnimation(fps: Int) throws {
        let timeline = try Timeline(initial: ArticleScene.wheel, changes: [ArticleScene.rotate(to: 90)])
        let animation = try LayoutAnimation(timeline: timeline, subviews: ArticleScene.views,
                                            canvas: ArticleScene.canvas)
        let clock = try FrameClock(fps: fps, duration: 2)

        let captured = try captureTrajectories(of: animation, clock: clock)
        #expect(captured == (try ArticleScene.turn(to: 90, fps: fps)))
        #expect(captured.clock == clock)
    }

    @Test("Each sample holds the view's centre, size, rotation and scale")
    func sampleContents() throws {
        let trajectories = try ArticleScene.turn(to: 90, fps: 24)

        #expect(trajectories.map(\.viewIndex) == Array(0..<8))
        for view in trajectories {
            for sample in view.samples {
                #expect(sample.size == CGSize(width: 70, height: 70))
                #expect(sample.rotation == .zero)
                #expect(sample.scale == 1)
                let placement = trajectories.frames[sample.frame].placements[view.viewIndex]
                #expect(sample.center == placement.center)
            }
        }
        #expect(trajectories.frames.map(\.frame) == (0...48).map { Optional($0) })
    }

    @Test("Automatic mode resolves as SwiftUI does: parameters for a layout with animatableData")
    func automaticMode() throws {
        #expect(try ArticleScene.turn(to: 90, fps: 24).mode == .parameters)
        #expect(try ArticleScene.turn(to: 90, fps: 24, mode: .positions).mode == .positions)
    }

    @Test("A parameterized layout's parameters are recorded frame by frame")
    func parameterValues() throws {
        let trajectories = try captureTrajectories(
            of: LayoutCatalog.WheelLayout(radius: 130, rotation: .zero), views: ArticleScene.views,
            canvas: ArticleScene.canvas, fps: 24,
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) }])

        let rotation = try #require(trajectories.parameterValues(named: "rotation"))
        try #require(rotation.count == 49)
        #expect(abs(rotation[0]) < 1e-12)
        #expect(abs(rotation[24] - 45) < 1e-6)
        #expect(abs(rotation[48] - 90) < 1e-9)
        #expect(zip(rotation, rotation.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(trajectories.parameterValues(named: "radius")?.allSatisfy { abs($0 - 130) < 1e-12 } == true)
        #expect(trajectories.parameterValues(named: "spin") == nil)
        // The article's own layout declares no named parameters.
        #expect(try ArticleScene.turn(to: 90, fps: 24).parameterValues(named: "rotation") == nil)
    }
}
