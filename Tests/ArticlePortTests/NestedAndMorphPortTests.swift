import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// The article's wheel nested in itself, three levels deep, each level turned by its own state
/// value; and its wheel-to-wave morph as a view whose `pct` is state.
@Suite("Article 004 ported: nested wheels and the wheel-to-wave morph")
struct NestedAndMorphPortTests {
    /// The three rotations, one per level.
    struct Turns: Sendable {
        var outer: Angle = .zero
        var middle: Angle = .zero
        var inner: Angle = .zero
    }

    /// Three wheels of three wheels of four dots, each level with its own rotation.
    struct NestedWheels: View {
        var turns: Turns
        var body: some View {
            WheelLayout(radius: 140, rotation: turns.outer) {
                ForEach(0..<3) { _ in
                    WheelLayout(radius: 40, rotation: turns.middle) {
                        ForEach(0..<3) { _ in
                            WheelLayout(radius: 12, rotation: turns.inner) {
                                ForEach(0..<4) { _ in Circle().frame(width: 6, height: 6) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The mean of the views' centres at one frame.
    static func centroid(_ trajectories: some Collection<Trajectory>, frame: Int) -> CGPoint {
        let points = trajectories.map { $0.samples[frame].center }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(a.x - b.x, a.y - b.y))
    }

    @Test("every level turns about its own centre: the dots stay 12 from their wheel's centre, those 40 from theirs, those 140 from the canvas's")
    func nestedWheels() throws {
        let trajectories = try captureTrajectories(
            canvas: CGSize(width: 500, height: 500), fps: 30, initial: Turns(),
            changes: [
                StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.outer = .degrees(120) },
                StateChange(at: 0.5, animation: .spring(duration: 1, bounce: 0.3)) { $0.middle = .degrees(-90) },
                StateChange(at: 1, animation: .linear(duration: 1)) { $0.inner = .degrees(360) },
            ]
        ) { turns in
            NestedWheels(turns: turns)
        }
        #expect(trajectories.count == 36)
        let frames = trajectories[0].samples.count
        #expect(frames > 60)
        let canvasCenter = CGPoint(x: 250, y: 250)
        for frame in 0..<frames {
            for middle in 0..<3 {
                let middleViews = trajectories[(middle * 12)..<(middle * 12 + 12)]
                let middleCenter = Self.centroid(middleViews, frame: frame)
                expectClose(Self.distance(middleCenter, canvasCenter), 140, tolerance: 1e-9)
                for inner in 0..<3 {
                    let innerViews = trajectories[(middle * 12 + inner * 4)..<(middle * 12 + inner * 4 + 4)]
                    let innerCenter = Self.centroid(innerViews, frame: frame)
                    expectClose(Self.distance(innerCenter, middleCenter), 40, tolerance: 1e-9)
                    for view in innerViews {
                        expectClose(Self.distance(view.samples[frame].center, innerCenter), 12, tolerance: 1e-9)
                    }
                }
            }
        }
        // The innermost wheels make a whole turn about their own centres between 1 s and 2 s,
        // while everything around them still moves.
        let first = trajectories[0]
        let start = first.samples.firstIndex { $0.time >= 1 } ?? 0
        let end = first.samples.firstIndex { $0.time >= 2 } ?? 0
        var swept = 0.0
        for frame in start..<end {
            let before = first.samples[frame].center - Self.centroid(trajectories[0..<4], frame: frame)
            let after = first.samples[frame + 1].center - Self.centroid(trajectories[0..<4], frame: frame + 1)
            swept += atan2(Double(before.x * after.y - before.y * after.x), Double(before.x * after.x + before.y * after.y))
        }
        expectClose(swept * 180 / .pi, 360, tolerance: 1e-6)
    }

    @Test("the wheel-to-wave morph as a view: pct animated by the view's state moves the views exactly as the layout animation does")
    func morph() throws {
        struct Morph: Sendable { var pct: CGFloat = 0 }
        let wheel = LayoutCatalog.WheelLayout(radius: 120, rotation: .zero)
        let wave = WaveLayout(amplitude: 60, frequency: 1, angle: .zero)
        let viewTrajectories = try captureTrajectories(
            canvas: CGSize(width: 400, height: 400), fps: 30, initial: Morph(),
            changes: [StateChange(at: 0.25, animation: .easeInOut(duration: 1.5)) { $0.pct = 1 }]
        ) { state in
            InterpolatedLayout(pct: state.pct, wheel: LayoutCatalog.WheelLayout(radius: 120, rotation: .zero),
                               wave: WaveLayout(amplitude: 60, frequency: 1, angle: .zero)) {
                ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 40, height: 40) }
            }
        }
        let layoutTrajectories = try captureTrajectories(
            of: LayoutAnimation(
                timeline: Timeline(initial: InterpolatedLayout(pct: 0, wheel: wheel, wave: wave), changes: [
                    StateChange(at: 0.25, animation: .easeInOut(duration: 1.5)) { $0.pct = 1 },
                ]),
                subviews: Array(repeating: ViewNode(sizing: .fixed(width: 40, height: 40)), count: 8),
                canvas: CGSize(width: 400, height: 400)),
            clock: FrameClock(fps: 30, duration: 1.75))
        #expect(viewTrajectories.count == 8 && viewTrajectories[0].samples.count == layoutTrajectories[0].samples.count)
        for (view, layout) in zip(viewTrajectories, layoutTrajectories) {
            for (a, b) in zip(view.samples, layout.samples) {
                expectClose(a.center, b.center, tolerance: 1e-9)
                expectClose(a.rotation.degrees, b.rotation.degrees, tolerance: 1e-9)
            }
        }
        // It starts on the wheel and ends on the wave: at the end some view is off the wheel's circle.
        for trajectory in viewTrajectories {
            expectClose(Self.distance(trajectory.samples[0].center, CGPoint(x: 200, y: 200)), 120, tolerance: 1e-9)
        }
        #expect(viewTrajectories.contains { abs(Self.distance($0.samples.last?.center ?? .zero, CGPoint(x: 200, y: 200)) - 120) > 1 })
    }
}

private func - (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
}
