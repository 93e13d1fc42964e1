import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

@Suite("WaveLayout")
struct WaveLayoutTests {
    static let canvas = CGSize(width: 400, height: 400)

    static func tiles(_ count: Int, width: CGFloat = 40, height: CGFloat = 40) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: width, height: height)) }
    }

    /// The wave's height at `x` in `bounds`, from the formula in the documentation.
    static func waveY(atX x: CGFloat, in bounds: CGRect, _ wave: WaveLayout) -> CGFloat {
        let u = (x - bounds.minX) / bounds.width
        return bounds.midY + wave.amplitude * sin(2 * .pi * wave.frequency * u + wave.angle.radians)
    }

    // MARK: - Edge cases

    @Test("No subviews: the proposed width by twice the amplitude, no placements", arguments: [0.0, 50, -30])
    func empty(amplitude: CGFloat) throws {
        let result = try LayoutPass.run(WaveLayout(amplitude: amplitude, frequency: 1, angle: .zero), subviews: [],
                                        in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.width, 400, "width")
        expectClose(result.bounds.height, 2 * abs(amplitude), "height")
    }

    struct OneViewCase: CustomTestStringConvertible, Sendable {
        let angleDegrees: Double
        /// midY + amplitude·sin(π + angle): u = ½ with one period across.
        let expectedY: CGFloat
        var testDescription: String { "angle \(angleDegrees)°" }
    }

    @Test("One subview sits in the middle of the width, at u = ½", arguments: [
        OneViewCase(angleDegrees: 0, expectedY: 200),
        OneViewCase(angleDegrees: 90, expectedY: 150),   // sin(3π/2) = −1: above the middle
        OneViewCase(angleDegrees: -90, expectedY: 250),  // sin(π/2) = 1: below (y down)
    ])
    func oneSubview(_ testCase: OneViewCase) throws {
        let wave = WaveLayout(amplitude: 50, frequency: 1, angle: .degrees(testCase.angleDegrees))
        let result = try LayoutPass.run(wave, subviews: Self.tiles(1), in: Self.canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.center, CGPoint(x: 200, y: testCase.expectedY), "the only view")
        // The tangent at phase π + angle: slope = amplitude · 2π/width · cos(π + angle).
        let slope = 50 * 2 * Double.pi / 400 * cos(Double.pi + testCase.angleDegrees * .pi / 180)
        expectClose(placement.rotation.radians, atan(slope), "rotation")
    }

    @Test("Views of zero size spread from the left edge to the right edge exactly")
    func zeroSizeViews() throws {
        let wave = WaveLayout(amplitude: 50, frequency: 1, angle: .zero)
        let result = try LayoutPass.run(wave, subviews: Self.tiles(5, width: 0, height: 0), in: Self.canvas)
        // Bounds: 400 wide (proposed), 100 tall (2·50 + 0), centred: x 0...400, y 150...250.
        expectClose(result.bounds.minX, 0, "minX")
        expectClose(result.bounds.height, 100, "height")
        let t = atan(50 * 2 * Double.pi / 400)  // the steepest tangent, at phases 0 and 2π
        let expected: [(CGPoint, Double)] = [
            (CGPoint(x: 0, y: 200), t), (CGPoint(x: 100, y: 250), 0), (CGPoint(x: 200, y: 200), -t),
            (CGPoint(x: 300, y: 150), 0), (CGPoint(x: 400, y: 200), t),
        ]
        try #require(result.placements.count == 5)
        for (index, (placement, (center, rotation))) in zip(result.placements, expected).enumerated() {
            expectClose(placement.center, center, "view \(index)")
            expectClose(placement.rotation.radians, rotation, "view \(index) rotation")
            #expect(placement.size == .zero)
        }
    }

    @Test("Zero-width bounds: every view in the middle at phase `angle`, unturned")
    func zeroWidth() throws {
        let wave = WaveLayout(amplitude: 50, frequency: 2, angle: .degrees(90))
        let result = try LayoutPass.run(wave, subviews: Self.tiles(3), in: CGSize(width: 0, height: 400))
        #expect(result.bounds.width == 0)
        for (index, placement) in result.placements.enumerated() {
            expectClose(placement.center, CGPoint(x: 0, y: 250), "view \(index)")  // midY 200 + 50·sin 90°
            expectClose(placement.rotation.radians, 0, "view \(index) rotation")
        }
    }

    @Test("Views wider than the bounds all sit in the middle")
    func viewsWiderThanBounds() throws {
        let wave = WaveLayout(amplitude: 0, frequency: 1, angle: .zero)
        let result = try LayoutPass.run(wave, subviews: Self.tiles(4, width: 60), in: CGSize(width: 50, height: 100))
        for (index, placement) in result.placements.enumerated() {
            expectClose(placement.center, CGPoint(x: 25, y: 50), "view \(index)")
        }
    }

    // MARK: - Geometry

    struct WaveCase: CustomTestStringConvertible, Sendable {
        let amplitude: CGFloat
        let frequency: CGFloat
        let angleDegrees: Double
        var wave: WaveLayout { WaveLayout(amplitude: amplitude, frequency: frequency, angle: .degrees(angleDegrees)) }
        var testDescription: String { "amplitude \(amplitude), frequency \(frequency), angle \(angleDegrees)°" }
    }

    static let waveCases: [WaveCase] = [
        .init(amplitude: 50, frequency: 1, angleDegrees: 0),
        .init(amplitude: 80, frequency: 2, angleDegrees: 30),
        .init(amplitude: -40, frequency: 1.5, angleDegrees: -120),
        .init(amplitude: 25, frequency: 0.5, angleDegrees: 270),
        .init(amplitude: 60, frequency: -1, angleDegrees: 45),
    ]

    @Test("Centres are evenly spread from minX + half the widest view to maxX − half, on the sine",
          arguments: waveCases)
    func positionsOnTheSine(_ testCase: WaveCase) throws {
        // Views of different widths: the widest (50) sets the margins.
        let views = (0..<9).map { ViewNode(sizing: .fixed(width: CGFloat(20 + 30 * ($0 % 2)), height: 30)) }
        let result = try LayoutPass.run(testCase.wave, subviews: views, in: CGSize(width: 500, height: 400))
        let bounds = result.bounds
        expectClose(bounds.width, 500, "width")
        expectClose(bounds.height, 2 * abs(testCase.amplitude) + 30, "height")
        for (index, placement) in result.placements.enumerated() {
            let x = bounds.minX + 25 + CGFloat(index) * (500 - 50) / 8
            let expected = CGPoint(x: x, y: Self.waveY(atX: x, in: bounds, testCase.wave))
            expectClose(placement.center, expected, "view \(index)")
        }
    }

    @Test("Each view is turned along the tangent, atan(dy/dx) in y-down screen coordinates, as finite differences of neighbours show",
          arguments: waveCases)
    func tangentRotationsByFiniteDifferences(_ testCase: WaveCase) throws {
        // 201 small views across 1000 points: neighbours 5 points apart. The central difference
        // agrees with the tangent's slope to O(h²·amplitude·k³) < 1e-3 here.
        let result = try LayoutPass.run(testCase.wave, subviews: Self.tiles(201, width: 2, height: 2),
                                        in: CGSize(width: 1000, height: 400))
        let placements = result.placements
        try #require(placements.count == 201)
        for index in 1..<(placements.count - 1) {
            let before = placements[index - 1].center, after = placements[index + 1].center
            let finiteDifference = atan((after.y - before.y) / (after.x - before.x))
            expectClose(placements[index].rotation.radians, finiteDifference, tolerance: 1e-3, "view \(index) rotation")
        }
    }

    @Test("Where the wave goes down the screen to the right, views turn clockwise (positive angles)")
    func rotationSignOnScreen() throws {
        // Phase 0 at the left edge: y = midY + 50·sin(...) grows, which is downwards on screen.
        let result = try LayoutPass.run(WaveLayout(amplitude: 50, frequency: 1, angle: .zero),
                                        subviews: Self.tiles(3, width: 0, height: 0), in: Self.canvas)
        let first = try #require(result.placements.first)
        #expect(first.rotation.radians > 0.6, "the first view should turn clockwise, got \(first.rotation)")
        #expect(result.placements[1].rotation.radians < -0.6, "in the middle the wave climbs: counter-clockwise")
    }

    @Test("Amplitude 0 is a straight line through the middle, every view unturned",
          arguments: [(1.0, 0.0), (3, 77), (-2, 180)])
    func zeroAmplitude(frequency: CGFloat, angleDegrees: Double) throws {
        let wave = WaveLayout(amplitude: 0, frequency: frequency, angle: .degrees(angleDegrees))
        let result = try LayoutPass.run(wave, subviews: Self.tiles(7), in: Self.canvas)
        expectClose(result.bounds.height, 40, "height: the tallest view")
        for (index, placement) in result.placements.enumerated() {
            expectClose(placement.center.y, 200, "view \(index).y")
            expectClose(placement.rotation.radians, 0, "view \(index) rotation")
        }
    }

    @Test("Changing the angle moves the wave along x: angle + δ at x is angle at x + δ/k")
    func angleMakesTheWaveTravel() throws {
        // k = 2π·frequency/width = 2π/360 per point; a 10° phase step is a 10-point shift.
        let before = WaveLayout(amplitude: 60, frequency: 1, angle: .degrees(20))
        var after = before
        after.angle = .degrees(30)
        let bounds = CGRect(x: 0, y: 0, width: 360, height: 160)
        let sizes = Array(repeating: CGSize.zero, count: 37)  // x = 0, 10, ..., 360
        let old = before.poses(in: bounds, viewSizes: sizes), new = after.poses(in: bounds, viewSizes: sizes)
        for index in 0..<(sizes.count - 1) {
            expectClose(new[index].center.y, old[index + 1].center.y, "y at x = \(10 * index)")
            expectClose(new[index].rotation.radians, old[index + 1].rotation.radians, "rotation at x = \(10 * index)")
        }
    }

    // MARK: - Size

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let proposal: ProposedViewSize
        let amplitude: CGFloat
        let views: [CGSize]
        let expected: CGSize
        var testDescription: String { name }
    }

    static let sizeCases: [SizeCase] = [
        .init(name: "finite proposal: its width", proposal: ProposedViewSize(width: 300, height: 10), amplitude: 50,
              views: [CGSize(width: 40, height: 30), CGSize(width: 20, height: 60)], expected: CGSize(width: 300, height: 160)),
        .init(name: "unspecified: the views side by side", proposal: .unspecified, amplitude: 50,
              views: [CGSize(width: 40, height: 30), CGSize(width: 20, height: 60)], expected: CGSize(width: 60, height: 160)),
        .init(name: "infinite: the views side by side", proposal: .infinity, amplitude: 20,
              views: [CGSize(width: 40, height: 30), CGSize(width: 25, height: 10), CGSize(width: 5, height: 5)],
              expected: CGSize(width: 70, height: 70)),
        .init(name: "zero: zero width", proposal: .zero, amplitude: 20, views: [CGSize(width: 40, height: 30)],
              expected: CGSize(width: 0, height: 70)),
        .init(name: "negative amplitude: the same height", proposal: ProposedViewSize(width: 100, height: nil),
              amplitude: -20, views: [CGSize(width: 10, height: 10)], expected: CGSize(width: 100, height: 50)),
        .init(name: "no views, unspecified", proposal: .unspecified, amplitude: 20, views: [], expected: CGSize(width: 0, height: 40)),
    ]

    @Test("The wave asks for the proposed width (the views side by side when unspecified or infinite) by 2·|amplitude| + the tallest view",
          arguments: sizeCases)
    func size(_ testCase: SizeCase) throws {
        let wave = WaveLayout(amplitude: testCase.amplitude, frequency: 1, angle: .zero)
        let size = wave.size(for: testCase.proposal, viewSizes: testCase.views)
        expectClose(size.width, testCase.expected.width, "width")
        expectClose(size.height, testCase.expected.height, "height")
        // The same through a layout pass, with the proposal coming from a parent.
        let result = try run(wave, proposing: testCase.proposal, views: testCase.views.map { ViewNode(sizing: .fixed($0)) })
        expectClose(result.bounds.width, testCase.expected.width, "width in a pass")
        expectClose(result.bounds.height, testCase.expected.height, "height in a pass")
    }

    @Test("With an unspecified proposal, neighbouring views of equal width just touch")
    func unspecifiedProposalTouching() throws {
        let result = try run(WaveLayout(amplitude: 30, frequency: 1, angle: .zero), proposing: .unspecified,
                             views: Self.tiles(6, width: 40))
        expectClose(result.bounds.width, 240, "width")
        for index in 1..<result.placements.count {
            expectClose(result.placements[index].center.x - result.placements[index - 1].center.x, 40, "gap before view \(index)")
        }
    }

    @Test("Subviews are measured and placed at their ideal size")
    func idealSize() throws {
        let view = ViewNode(sizing: .flexible(minimum: CGSize(width: 10, height: 10), ideal: CGSize(width: 20, height: 30),
                                              maximum: CGSize(width: 400, height: 400)))
        let result = try LayoutPass.run(WaveLayout(amplitude: 10, frequency: 1, angle: .zero), subviews: [view], in: Self.canvas)
        expectClose(result.bounds.height, 50, "height: 2·10 + the ideal 30")
        #expect(try #require(result.placements.first).size == CGSize(width: 20, height: 30))
    }

    // MARK: - Errors

    @Test("An infinite amplitude makes an infinite height, which the pass rejects, naming the wave")
    func infiniteAmplitude() throws {
        let wave = WaveLayout(amplitude: .infinity, frequency: 1, angle: .zero)
        let error = try #require(throws: LayoutError.self) {
            try LayoutPass.run(wave, subviews: Self.tiles(2), in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "WaveLayout", proposal: ProposedViewSize(Self.canvas), size: CGSize(width: 400, height: CGFloat.infinity)))
        #expect(error.description == "WaveLayout.sizeThatFits returned (400.0, inf) for proposal (400.0, 400.0); "
            + "a size must be finite and non-negative, and infinite only where infinity was proposed")
    }

    @Test("A NaN frequency puts views at NaN heights, which the pass rejects, naming the wave and the view")
    func nanFrequency() throws {
        let wave = WaveLayout(amplitude: 10, frequency: .nan, angle: .zero)
        let error = try #require(throws: LayoutError.self) {
            try LayoutPass.run(wave, subviews: Self.tiles(2), in: Self.canvas)
        }
        #expect(error.description.hasPrefix("WaveLayout.placeSubviews placed subview 0 at (20.0, nan)"), "\(error)")
    }

    // MARK: - Animatable data and parameters

    @Test("animatableData is (amplitude, (frequency, angle in radians)) and round-trips",
          arguments: [(0.0, 0.0, 0.0), (50, 1, 1.5), (-20, 2.5, -7)])
    func animatableData(amplitude: CGFloat, frequency: CGFloat, radians: CGFloat) {
        var wave = WaveLayout()
        wave.animatableData = AnimatablePair(amplitude, AnimatablePair(frequency, radians))
        #expect(wave.amplitude == amplitude)
        #expect(wave.frequency == frequency)
        #expect(wave.angle.radians == Double(radians))
        #expect(wave.animatableData == AnimatablePair(amplitude, AnimatablePair(frequency, radians)))
    }

    @Test("Interpolating animatableData halfway interpolates every parameter")
    func animatableDataInterpolates() {
        let from = WaveLayout(amplitude: 0, frequency: 1, angle: .zero)
        let to = WaveLayout(amplitude: 80, frequency: 3, angle: .degrees(180))
        var halfway = from
        halfway.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        expectClose(halfway.amplitude, 40, "amplitude")
        expectClose(halfway.frequency, 2, "frequency")
        expectClose(halfway.angle.degrees, 90, "angle")
    }

    @Test("Defaults: amplitude 50, one period, no phase; parameters are amplitude (points), frequency (number), angle (degrees)")
    func parameters() throws {
        let wave = WaveLayout()
        #expect(wave.amplitude == 50 && wave.frequency == 1 && wave.angle == .zero)
        #expect(WaveLayout.parameters.map(\.name) == ["amplitude", "frequency", "angle"])
        #expect(WaveLayout.parameters.map(\.unit) == [.points, .number, .degrees])
        // Only the frequency is bounded: past about 1e305 its phase overflows to NaN.
        #expect(WaveLayout.parameters.map(\.validRange) == [nil, -1_000_000...1_000_000, nil])
        var changed = WaveLayout()
        try #require(WaveLayout.parameter(named: "angle")).setValue(90, in: &changed)
        try #require(WaveLayout.parameter(named: "frequency")).setValue(2.5, in: &changed)
        expectClose(changed.angle.radians, .pi / 2, "angle")
        #expect(changed.frequency == 2.5)
        let values = WaveLayout(amplitude: 30, frequency: 2, angle: .degrees(45)).parameterValues
        #expect(values.map(\.name) == ["amplitude", "frequency", "angle"])
        expectClose(values[2].value, 45, "angle in degrees")
    }

    // MARK: - Scene

    @Test("scenes/wave.json: the wave travels (views move only up and down, on the sine of the animated angle) and comes back")
    func waveScene() throws {
        let trajectories = try captureTrajectories(ofSceneAt: sceneURL("wave.json"))
        #expect(trajectories.mode == .parameters)
        let angles = try #require(trajectories.parameterValues(named: "angle"))
        #expect((angles.max() ?? 0) - (angles.min() ?? 0) >= 360, "the angle sweeps at least a full period")
        let amplitude = try #require(trajectories.parameterValues(named: "amplitude")?.first)
        let frequency = try #require(trajectories.parameterValues(named: "frequency")?.first)
        for (frameIndex, frame) in trajectories.frames.enumerated() {
            let wave = WaveLayout(amplitude: amplitude, frequency: frequency, angle: .degrees(angles[frameIndex]))
            for (view, placement) in frame.placements.enumerated() {
                expectClose(placement.center.x, trajectories.frames[0].placements[view].center.x, "frame \(frameIndex) view \(view).x")
                expectClose(placement.center.y, Self.waveY(atX: placement.center.x, in: frame.bounds, wave), tolerance: 1e-6,
                            "frame \(frameIndex) view \(view).y")
            }
        }
        let first = try #require(trajectories.frames.first), last = try #require(trajectories.frames.last)
        for (view, (start, end)) in zip(first.placements, last.placements).enumerated() {
            expectClose(end.center, start.center, tolerance: 1e-6, "view \(view) back where it started")
        }
        #expect(trajectories.maxDisplacement() > 50, "views really move")
    }
}
