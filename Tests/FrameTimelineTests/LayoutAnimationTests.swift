import AnimationCore
import FrameTimeline
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("LayoutAnimation")
struct LayoutAnimationTests {
    static let canvas = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)
    static var views: [ViewNode] { tiles(8) }
    static let frameRates = [24, 60]

    /// A wheel of radius 100 that, at t = 0.5, turns to 90° and grows to radius 150 over 2 s.
    static func turnAndGrow(mode: InterpolationMode) throws -> LayoutAnimation<WheelLayout> {
        let timeline = try Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: [
            StateChange(at: 0.5, animation: .easeInOut(duration: 2)) {
                $0.rotation = .degrees(90)
                $0.radius = 150
            },
        ])
        return try LayoutAnimation(timeline: timeline, subviews: views, canvas: canvas, mode: mode)
    }

    /// The fraction of the turn-and-grow change that has happened at `time`.
    static func progress(at time: Double) -> Double {
        if time <= 0.5 { return 0 }
        if time >= 2.5 { return 1 }
        return UnitCurve.easeInOut.value(at: (time - 0.5) / 2)
    }

    static func parameter(_ name: String, in sample: FrameSample) -> Double? {
        sample.parameters.first { $0.name == name }?.value
    }

    // MARK: - Mode

    @Test(".automatic picks parameters for a layout with animatableData (the wheel)")
    func automaticForWheel() throws {
        #expect(try Self.turnAndGrow(mode: .automatic).mode == .parameters)
    }

    @Test(".automatic picks positions for a layout without animatableData")
    func automaticForPlainLayout() throws {
        let timeline = try Timeline(initial: GapRowLayout(gap: 0))
        let animation = try LayoutAnimation(timeline: timeline, subviews: tiles(2), canvas: Self.canvas)
        #expect(animation.mode == .positions)
    }

    @Test("An explicit mode is kept", arguments: [InterpolationMode.parameters, .positions])
    func explicitModeKept(mode: InterpolationMode) throws {
        #expect(try Self.turnAndGrow(mode: mode).mode == mode)
    }

    // MARK: - Edge cases

    @Test("Without views, samples have no placements, and the wheel's bounds still follow the radius")
    func noViews() throws {
        let timeline = try Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0.radius = 200 },
        ])
        let animation = try LayoutAnimation(timeline: timeline, subviews: [], canvas: Self.canvas)
        let sample = try animation.sample(at: 1)
        #expect(sample.placements.isEmpty)
        expectClose(Double(sample.bounds.width), 300, "bounds at radius 150")
    }

    @Test("A layout that fails at one of its states throws from init in positions mode, from sample in parameters mode")
    func layoutErrors() throws {
        // A negative radius larger than half a view makes the wheel's size negative.
        let timeline = try Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: [
            StateChange(at: 1, animation: .linear(duration: 1)) { $0.radius = -100 },
        ])
        #expect(throws: LayoutError.self) {
            try LayoutAnimation(timeline: timeline, subviews: Self.views, canvas: Self.canvas, mode: .positions)
        }
        let animation = try LayoutAnimation(timeline: timeline, subviews: Self.views, canvas: Self.canvas, mode: .parameters)
        _ = try animation.sample(at: 0.5)
        #expect(throws: LayoutError.self) { try animation.sample(at: 2) }
    }

    // MARK: - Parameters mode

    @Test("In parameters mode every view stays on the circle of the interpolated radius", arguments: frameRates)
    func parametersModeStaysOnCircle(fps: Int) throws {
        let animation = try Self.turnAndGrow(mode: .parameters)
        let clock = try FrameClock(fps: fps, duration: 3)
        try expectEveryClose("the views' distances from the centre") { check in
            for frame in clock.frames {
                let sample = try animation.sample(frame: frame, of: clock)
                let radius = 100 + 50 * Self.progress(at: sample.time)
                try #require(sample.placements.count == 8)
                for (index, placement) in sample.placements.enumerated() {
                    check(distance(placement.center, Self.center), radius, "frame \(frame), view \(index)")
                }
            }
        }
    }

    @Test("In parameters mode view i is at angle 2πi/8 + the interpolated rotation")
    func parametersModeFollowsArc() throws {
        let animation = try Self.turnAndGrow(mode: .parameters)
        for t in [0.0, 0.75, 1.5, 2.2, 3] {
            let sample = try animation.sample(at: t)
            let p = Self.progress(at: t)
            let (rotation, radius) = (p * .pi / 2, 100 + 50 * p)
            for (index, placement) in sample.placements.enumerated() {
                let angle = 2 * Double.pi * Double(index) / 8 + rotation
                let expected = CGPoint(x: 200 + radius * sin(angle), y: 200 - radius * cos(angle))
                expectClose(placement.center, expected, "t = \(t), view \(index)")
            }
        }
    }

    @Test("In parameters mode the sample reports the interpolated rotation in degrees and radius in points")
    func parametersModeReportsInterpolatedParameters() throws {
        let animation = try Self.turnAndGrow(mode: .parameters)
        let before = try animation.sample(at: 0.25)
        expectClose(Self.parameter("rotation", in: before), 0, "rotation before")
        expectClose(Self.parameter("radius", in: before), 100, "radius before")
        // Halfway through the easeInOut (t = 1.5), half of 90° and half of 50 points.
        let mid = try animation.sample(at: 1.5)
        #expect(mid.parameters.map(\.name) == ["rotation", "radius"])
        expectClose(Self.parameter("rotation", in: mid), 45, "rotation at the middle")
        expectClose(Self.parameter("radius", in: mid), 125, "radius at the middle")
        let after = try animation.sample(at: 2.5)
        expectClose(Self.parameter("rotation", in: after), 90, "rotation at the end")
        expectClose(Self.parameter("radius", in: after), 150, "radius at the end")
    }

    @Test("In parameters mode the bounds follow the interpolated radius")
    func parametersModeBounds() throws {
        let sample = try Self.turnAndGrow(mode: .parameters).sample(at: 1.5)
        // 2·(125 + 35), centred in the canvas.
        expectClose(Double(sample.bounds.width), 320, "width")
        expectClose(Double(sample.bounds.midX), 200, "midX")
    }

    // MARK: - Positions mode

    @Test("In positions mode every view moves on the straight line from its start to its end", arguments: frameRates)
    func positionsModeMovesOnChords(fps: Int) throws {
        let animation = try Self.turnAndGrow(mode: .positions)
        let clock = try FrameClock(fps: fps, duration: 3)
        let start = try animation.sample(at: 0).placements.map(\.center)
        let end = try animation.sample(at: 3).placements.map(\.center)
        for frame in clock.frames {
            let sample = try animation.sample(frame: frame, of: clock)
            let progress = Self.progress(at: sample.time)
            for (index, placement) in sample.placements.enumerated() {
                let (a, b, p) = (start[index], end[index], placement.center)
                // Collinear: the cross product of (b − a) and (p − a), over |b − a|, is the distance to the line.
                let cross = Double((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
                expectClose(cross / distance(a, b), 0, "frame \(frame), view \(index): distance from the chord")
                // And as far along it as the curve says.
                let expected = CGPoint(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * progress)
                expectClose(placement.center, expected, "frame \(frame), view \(index)")
            }
        }
    }

    @Test("In positions mode views cut inside the circle, which parameters mode does not")
    func positionsModeLeavesTheCircle() throws {
        let positions = try Self.turnAndGrow(mode: .positions).sample(at: 1.5)
        let parameters = try Self.turnAndGrow(mode: .parameters).sample(at: 1.5)
        let view = 0
        let chordDistance = distance(positions.placements[view].center, Self.center)
        let arcDistance = distance(parameters.placements[view].center, Self.center)
        expectClose(arcDistance, 125, "on the arc")
        #expect(chordDistance < arcDistance - 10, "the chord's midpoint is well inside the circle: \(chordDistance)")
    }

    @Test("In positions mode the sample reports the parameters the animation has reached, not the model's target",
          arguments: [0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
    func positionsModeReportsShownParameters(time: Double) throws {
        let animation = try Self.turnAndGrow(mode: .positions)
        let sample = try animation.sample(at: time)
        let progress = Self.progress(at: time)
        expectClose(Self.parameter("rotation", in: sample), 90 * progress, "rotation at \(time) s")
        expectClose(Self.parameter("radius", in: sample), 100 + 50 * progress, "radius at \(time) s")
        // The same values parameters mode runs the layout with; the model is already at the target.
        #expect(sample.parameters == (try Self.turnAndGrow(mode: .parameters).sample(at: time)).parameters)
        #expect(animation.layout(at: time).radius == (time < 0.5 ? 100 : 150))
    }

    @Test("A plain layout animates by positions between its states")
    func plainLayoutPositions() throws {
        let timeline = try Timeline(initial: GapRowLayout(gap: 0), changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0.gap = 20 },
        ])
        let animation = try LayoutAnimation(timeline: timeline, subviews: tiles(3, width: 10, height: 10), canvas: Self.canvas)
        let mid = try animation.sample(at: 0.5)
        // The row is 30 wide at gap 0 and 70 at gap 20; halfway its views are halfway.
        // Gap 0: centres at 190, 200, 210. Gap 20: 170, 200, 230.
        for (index, expected) in [180.0, 200, 220].enumerated() {
            expectClose(Double(mid.placements[index].center.x), expected, "view \(index)")
        }
        #expect(mid.parameters.isEmpty)
    }

    // MARK: - A full turn

    @Test("0° → 360°: positions mode does not move; parameters mode revolves", arguments: frameRates)
    func fullTurn(fps: Int) throws {
        let timeline = try Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(360) },
        ])
        let positions = try LayoutAnimation(timeline: timeline, subviews: Self.views, canvas: Self.canvas, mode: .positions)
        let parameters = try LayoutAnimation(timeline: timeline, subviews: Self.views, canvas: Self.canvas, mode: .parameters)
        let clock = try FrameClock(fps: fps, duration: 2)
        let start = try positions.sample(at: 0).placements.map(\.center)
        var quadrants = Set<Int>()
        for frame in clock.frames {
            let still = try positions.sample(frame: frame, of: clock)
            for (index, placement) in still.placements.enumerated() {
                expectClose(placement.center, start[index], "positions mode, frame \(frame), view \(index)")
            }
            let moving = try parameters.sample(frame: frame, of: clock).placements[0].center
            expectClose(distance(moving, Self.center), 100, "parameters mode, frame \(frame), on the circle")
            quadrants.insert((moving.x >= 200 ? 0 : 1) + (moving.y >= 200 ? 0 : 2))
        }
        #expect(quadrants.count == 4, "view 0 went round the whole circle")
        // Halfway (t = 1) the rotation is 180°: view 0 is at the bottom.
        expectClose(try parameters.sample(at: 1).placements[0].center, CGPoint(x: 200, y: 300))
    }

    // MARK: - Frames and purity

    @Test("sample(frame:of:) samples at the clock's time for that frame and records the frame", arguments: frameRates)
    func sampleFrameUsesClockTime(fps: Int) throws {
        let animation = try Self.turnAndGrow(mode: .parameters)
        let clock = try FrameClock(fps: fps, duration: 3)
        for frame in [0, 1, fps / 2, fps, clock.frameCount - 1] {
            let sample = try animation.sample(frame: frame, of: clock)
            #expect(sample.frame == frame)
            #expect(sample.time == clock.time(ofFrame: frame))
            #expect(sample.placements == (try animation.sample(at: clock.time(ofFrame: frame))).placements)
        }
        #expect(try animation.sample(at: 1).frame == nil)
    }

    @Test("A 2-second animation is 2 seconds at 24 and at 60 fps: the same placements at the same times")
    func frameRateIndependence() throws {
        let animation = try Self.turnAndGrow(mode: .parameters)
        let at24 = try FrameClock(fps: 24, duration: 3)
        let at60 = try FrameClock(fps: 60, duration: 3)
        // Frame 12 at 24 fps and frame 30 at 60 fps are both at 0.5 s; 36 and 90 at 1.5 s.
        for (frame24, frame60) in [(12, 30), (36, 90), (60, 150)] {
            let a = try animation.sample(frame: frame24, of: at24)
            let b = try animation.sample(frame: frame60, of: at60)
            #expect(a.time == b.time)
            #expect(a.placements == b.placements)
        }
    }

    @Test("Samples do not depend on the order frames are computed in", arguments: InterpolationMode.allCases)
    func orderIndependence(mode: InterpolationMode) throws {
        let animation = try Self.turnAndGrow(mode: mode)
        let clock = try FrameClock(fps: 24, duration: 3)
        let inOrder = try clock.frames.map { try animation.sample(frame: $0, of: clock) }
        var generator = SplitMix64(seed: 7)
        for frame in clock.frames.shuffled(using: &generator) {
            #expect(try animation.sample(frame: frame, of: clock) == inOrder[frame], "frame \(frame)")
        }
    }
}
