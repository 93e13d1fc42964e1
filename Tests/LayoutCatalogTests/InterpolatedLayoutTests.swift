import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

@Suite("InterpolatedLayout")
struct InterpolatedLayoutTests {
    static let canvas = CGSize(width: 500, height: 400)
    static let center = CGPoint(x: 250, y: 200)
    static var wheel: WheelLayout { WheelLayout(radius: 140, rotation: .degrees(15)) }
    static var wave: WaveLayout { WaveLayout(amplitude: 80, frequency: 1, angle: .degrees(30)) }

    static func layout(pct: CGFloat) -> InterpolatedLayout {
        InterpolatedLayout(pct: pct, wheel: wheel, wave: wave)
    }

    static func tiles(_ count: Int, width: CGFloat = 50, height: CGFloat = 50) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: width, height: height)) }
    }

    /// The rotation that points view `index` of `count` at the wheel's centre: its angle on the wheel.
    static func wheelAngle(_ index: Int, of count: Int, _ wheel: WheelLayout = wheel) -> Double {
        2 * .pi * Double(index) / Double(count) + wheel.rotation.radians
    }

    // MARK: - Endpoints

    @Test("pct 0 is the wheel: every view exactly where WheelLayout puts it, in the wheel's bounds, pointing at the centre",
          arguments: [1, 5, 12])
    func pctZeroIsTheWheel(count: Int) throws {
        let interpolated = try LayoutPass.run(Self.layout(pct: 0), subviews: Self.tiles(count), in: Self.canvas)
        let wheel = try LayoutPass.run(Self.wheel, subviews: Self.tiles(count), in: Self.canvas)
        #expect(interpolated.bounds == wheel.bounds)
        try #require(interpolated.placements.count == count)
        for (index, (placement, expected)) in zip(interpolated.placements, wheel.placements).enumerated() {
            #expect(placement.center == expected.center, "view \(index)")
            #expect(placement.size == expected.size, "view \(index) size")
            expectClose(placement.rotation.radians, Self.wheelAngle(index, of: count), "view \(index) points at the centre")
        }
    }

    @Test("pct 1 is the wave: every view exactly where WaveLayout puts it and turned as it turns it, in the wave's bounds",
          arguments: [1, 5, 12])
    func pctOneIsTheWave(count: Int) throws {
        let interpolated = try LayoutPass.run(Self.layout(pct: 1), subviews: Self.tiles(count), in: Self.canvas)
        let wave = try LayoutPass.run(Self.wave, subviews: Self.tiles(count), in: Self.canvas)
        #expect(interpolated.bounds == wave.bounds)
        #expect(interpolated.placements == wave.placements)
    }

    @Test("The article's code is wheel·pct + wave·(1 − pct), which would make pct 0 the wave; its text says pct 0 is the wheel and pct 1 the wave; we follow the text")
    func articleFormulaVersusText() throws {
        // At pct 0 every view is on the wheel's circle, not on the wave.
        let atZero = try LayoutPass.run(Self.layout(pct: 0), subviews: Self.tiles(12), in: Self.canvas)
        for (index, placement) in atZero.placements.enumerated() {
            expectClose(distance(placement.center, Self.center), 140, "view \(index) on the circle at pct 0")
        }
        // At pct 1 they are on the wave (the article's formula would put them on the wheel).
        let atOne = try LayoutPass.run(Self.layout(pct: 1), subviews: Self.tiles(12), in: Self.canvas)
        let bounds = atOne.bounds
        for (index, placement) in atOne.placements.enumerated() {
            let u = (placement.center.x - bounds.minX) / bounds.width
            let y = bounds.midY + 80 * sin(2 * .pi * u + .pi / 6)
            expectClose(placement.center.y, y, "view \(index) on the wave at pct 1")
        }
        #expect(atOne.placements.contains { abs(distance($0.center, Self.center) - 140) > 20 })
    }

    // MARK: - In between

    @Test("In between, centre and rotation are wheel·(1 − pct) + wave·pct, both computed for the same bounds",
          arguments: [0.25, 0.5, 0.8])
    func midpoints(pct: CGFloat) throws {
        let layout = Self.layout(pct: pct)
        let result = try LayoutPass.run(layout, subviews: Self.tiles(12), in: Self.canvas)
        let bounds = result.bounds
        let onWheel = Self.wheel.poses(in: bounds, count: 12)
        let onWave = Self.wave.poses(in: bounds, viewSizes: Array(repeating: CGSize(width: 50, height: 50), count: 12))
        for (index, placement) in result.placements.enumerated() {
            let expected = CGPoint(x: onWheel[index].center.x * (1 - pct) + onWave[index].center.x * pct,
                                   y: onWheel[index].center.y * (1 - pct) + onWave[index].center.y * pct)
            expectClose(placement.center, expected, "view \(index)")
            expectClose(placement.rotation.radians,
                        Self.wheelAngle(index, of: 12) * (1 - pct) + onWave[index].rotation.radians * pct, "view \(index) rotation")
        }
    }

    @Test("Halfway, a view's rotation is the average of its wheel angle and the wave's tangent angle (not the shorter way round)")
    func rotationsInterpolateAsNumbers() throws {
        // View 11 of 12 at rotation 15° is at 345° on the wheel; the wave's tangent is within ±90°.
        let result = try LayoutPass.run(Self.layout(pct: 0.5), subviews: Self.tiles(12), in: Self.canvas)
        let onWave = Self.wave.poses(in: result.bounds, viewSizes: Array(repeating: CGSize(width: 50, height: 50), count: 12))
        let last = try #require(result.placements.last)
        expectClose(last.rotation.degrees, (345 + onWave[11].rotation.degrees) / 2, tolerance: 1e-9, "view 11")
        #expect(last.rotation.degrees > 100, "taken the long way: between 345° and the tangent, not through 0°")
    }

    @Test("The size is the wheel's and the wave's interpolated", arguments: [0.0, 0.3, 0.5, 1])
    func sizeInterpolates(pct: CGFloat) throws {
        let result = try LayoutPass.run(Self.layout(pct: pct), subviews: Self.tiles(12), in: Self.canvas)
        // Wheel: 2·140 + 50 = 330 square. Wave: 500 (proposed) × 2·80 + 50 = 210.
        expectClose(result.bounds.width, 330 * (1 - pct) + 500 * pct, "width")
        expectClose(result.bounds.height, 330 * (1 - pct) + 210 * pct, "height")
        expectClose(CGPoint(x: result.bounds.midX, y: result.bounds.midY), Self.center, "centred")
    }

    struct ProposalCase: CustomTestStringConvertible, Sendable {
        let name: String
        let proposal: ProposedViewSize
        /// The wave's width for the proposal with 4 views 50 wide.
        let waveWidth: CGFloat
        var testDescription: String { name }
    }

    @Test("Unspecified, infinite and zero proposals: the wheel's and the wave's sizes for them, interpolated",
          arguments: [
              ProposalCase(name: "unspecified", proposal: .unspecified, waveWidth: 200),
              ProposalCase(name: "infinite", proposal: .infinity, waveWidth: 200),
              ProposalCase(name: "zero", proposal: .zero, waveWidth: 0),
          ])
    func proposals(_ testCase: ProposalCase) throws {
        let result = try run(Self.layout(pct: 0.5), proposing: testCase.proposal, views: Self.tiles(4))
        expectClose(result.bounds.width, (330 + testCase.waveWidth) / 2, "width")
        expectClose(result.bounds.height, (330 + 210) / 2, "height")
        #expect(result.placements.count == 4)
        #expect(result.placements.allSatisfy { $0.center.x.isFinite && $0.center.y.isFinite })
    }

    // MARK: - Continuity

    /// The largest move of any view's centre, and of any view's rotation, between neighbouring
    /// values of pct from 0 to 1 in `steps` steps.
    static func largestSteps(steps: Int, views: [ViewNode]) throws -> (distance: CGFloat, radians: Double) {
        var previous: [ViewPlacement]?
        var largest: (distance: CGFloat, radians: Double) = (0, 0)
        for step in 0...steps {
            let pct = CGFloat(step) / CGFloat(steps)
            let placements = try LayoutPass.run(layout(pct: pct), subviews: views, in: canvas).placements
            if let previous {
                for (before, after) in zip(previous, placements) {
                    largest.distance = max(largest.distance, distance(before.center, after.center))
                    largest.radians = max(largest.radians, abs(after.rotation.radians - before.rotation.radians))
                }
            }
            previous = placements
        }
        return largest
    }

    @Test("As pct goes from 0 to 1 in steps of 0.001, no view jumps; halving the step halves the largest move")
    func continuity() throws {
        let views = Self.tiles(12)
        let fine = try Self.largestSteps(steps: 1000, views: views)
        // A view moves at most the canvas diagonal (≈ 640) from wheel to wave, and the wave's
        // spread changes with the bounds by less than that again: under 2·640 points per unit of pct.
        #expect(fine.distance < 1.3, "largest move \(fine.distance) points for a step of 0.001")
        // A view turns at most from its wheel angle (under 2π + 15°) to a tangent (within ±90°),
        // and the tangents change little with the bounds: under 9 radians per unit of pct.
        #expect(fine.radians < 0.009, "largest turn \(fine.radians) radians for a step of 0.001")
        // A jump would stay the same size when the step is halved; a continuous motion halves.
        let coarse = try Self.largestSteps(steps: 500, views: views)
        #expect(fine.distance < 0.6 * coarse.distance, "halving the step: \(coarse.distance) → \(fine.distance)")
        #expect(fine.radians < 0.6 * coarse.radians, "halving the step: \(coarse.radians) → \(fine.radians)")
    }

    // MARK: - Edge cases

    @Test("No subviews: no placements; the size still interpolates (wheel 2·radius square, wave proposed width × 2·amplitude)")
    func empty() throws {
        let result = try LayoutPass.run(Self.layout(pct: 0.5), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.width, (280 + 500) / 2, "width")
        expectClose(result.bounds.height, (280 + 160) / 2, "height")
    }

    @Test("One subview goes from the top of the wheel to the middle of the wave", arguments: [0.0, 0.5, 1])
    func oneSubview(pct: CGFloat) throws {
        let result = try LayoutPass.run(Self.layout(pct: pct), subviews: Self.tiles(1), in: Self.canvas)
        let placement = try #require(result.placements.first)
        // Top of the wheel, turned by 15°: (250 + 140·sin 15°, 200 − 140·cos 15°).
        let top = CGPoint(x: 250 + 140 * sin(CGFloat.pi / 12), y: 200 - 140 * cos(CGFloat.pi / 12))
        // Middle of the wave: u = ½, phase π + 30°: y = 200 − 80·sin 30° = 160.
        let middle = CGPoint(x: 250, y: 160)
        let expectedX: CGFloat = top.x * (1 - pct) + middle.x * pct
        let expectedY: CGFloat = top.y * (1 - pct) + middle.y * pct
        expectClose(placement.center, CGPoint(x: expectedX, y: expectedY), "the only view")
    }

    @Test("Views of zero size: the wheel at pct 0, the wave from edge to edge at pct 1")
    func zeroSizeViews() throws {
        let views = Self.tiles(3, width: 0, height: 0)
        let atZero = try LayoutPass.run(Self.layout(pct: 0), subviews: views, in: Self.canvas)
        for (index, placement) in atZero.placements.enumerated() {
            expectClose(distance(placement.center, Self.center), 140, "view \(index) on the circle")
        }
        let atOne = try LayoutPass.run(Self.layout(pct: 1), subviews: views, in: Self.canvas)
        expectClose(atOne.placements.map(\.center.x).min() ?? .nan, 0, "leftmost at the left edge")
        expectClose(atOne.placements.map(\.center.x).max() ?? .nan, 500, "rightmost at the right edge")
    }

    @Test("A negative wheel radius larger than half a view makes a negative size at pct 0, which the pass rejects")
    func negativeSize() throws {
        let layout = InterpolatedLayout(pct: 0, wheel: WheelLayout(radius: -100, rotation: .zero), wave: Self.wave)
        let error = try #require(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: Self.tiles(2), in: Self.canvas)
        }
        // The wheel asks for 2·(−100 + 25) = −150 in each dimension; at pct 0 that is the size.
        #expect(error == .invalidSize(layout: "InterpolatedLayout", proposal: ProposedViewSize(Self.canvas), size: CGSize(width: -150, height: -150)))
        #expect(error.description.hasPrefix("InterpolatedLayout.sizeThatFits returned (-150.0, -150.0) for proposal (500.0, 400.0)"),
                "\(error)")
    }

    // MARK: - Parameters and animatable data

    @Test("Parameters: pct (0...1), radius, rotation, amplitude, frequency (±10⁶), angle; pct and frequency are the ones with a valid range")
    func parameters() throws {
        #expect(InterpolatedLayout.parameters.map(\.name) == ["pct", "radius", "rotation", "amplitude", "frequency", "angle"])
        #expect(InterpolatedLayout.parameters.map(\.unit) == [.number, .points, .degrees, .points, .number, .degrees])
        #expect(InterpolatedLayout.parameter(named: "pct")?.validRange == 0...1)
        #expect(InterpolatedLayout.parameters.dropFirst().map(\.validRange) == [nil, nil, nil, WaveLayout.frequencyRange, nil])
        var layout = InterpolatedLayout()
        #expect(layout.pct == 0 && layout.wheel.radius == 100 && layout.wheel.rotation == .zero)
        #expect(layout.wave.amplitude == 50 && layout.wave.frequency == 1 && layout.wave.angle == .zero)
        for (name, value) in [("pct", 0.25), ("radius", 120), ("rotation", 45), ("amplitude", 70), ("frequency", 2), ("angle", 90)] {
            try #require(InterpolatedLayout.parameter(named: name)).setValue(value, in: &layout)
        }
        #expect(layout.pct == 0.25 && layout.wheel.radius == 120 && layout.wave.amplitude == 70 && layout.wave.frequency == 2)
        expectClose(layout.wheel.rotation.degrees, 45, "rotation")
        expectClose(layout.wave.angle.degrees, 90, "angle")
        let values = layout.parameterValues.map(\.value)
        for (value, expected) in zip(values, [0.25, 120, 45, 70, 2, 90]) { expectClose(value, expected, "parameter value") }
    }

    @Test("animatableData is (pct, (wheel's, wave's)); interpolating it interpolates pct and every parameter")
    func animatableData() {
        let from = InterpolatedLayout(pct: 0, wheel: WheelLayout(radius: 100, rotation: .zero),
                                      wave: WaveLayout(amplitude: 0, frequency: 1, angle: .zero))
        let to = InterpolatedLayout(pct: 1, wheel: WheelLayout(radius: 200, rotation: .degrees(90)),
                                    wave: WaveLayout(amplitude: 60, frequency: 3, angle: .degrees(180)))
        var halfway = from
        halfway.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        expectClose(halfway.pct, 0.5, "pct")
        expectClose(halfway.wheel.radius, 150, "radius")
        expectClose(halfway.wheel.rotation.degrees, 45, "rotation")
        expectClose(halfway.wave.amplitude, 30, "amplitude")
        expectClose(halfway.wave.frequency, 2, "frequency")
        expectClose(halfway.wave.angle.degrees, 90, "angle")
        #expect(to.animatableData.first == 1)
        #expect(to.animatableData.second.first == to.wheel.animatableData)
        #expect(to.animatableData.second.second == to.wave.animatableData)
    }

    // MARK: - Animation

    @Test("A LayoutAnimation of pct 0 → 1 moves every view continuously from the wheel's place to the wave's",
          arguments: [24, 60])
    func animationFromWheelToWave(fps: Int) throws {
        let views = Self.tiles(12)
        let trajectories = try captureTrajectories(
            of: Self.layout(pct: 0), views: views, canvas: Self.canvas, fps: fps,
            changes: [StateChange(at: 0.5, animation: .easeInOut(duration: 2)) { $0.pct = 1 }])
        #expect(trajectories.mode == .parameters)
        let pcts = try #require(trajectories.parameterValues(named: "pct"))
        #expect(pcts.count == 5 * fps / 2 + 1, "2.5 s at \(fps) fps")
        let wheel = try LayoutPass.run(Self.wheel, subviews: views, in: Self.canvas).placements
        let wave = try LayoutPass.run(Self.wave, subviews: views, in: Self.canvas).placements
        let first = try #require(trajectories.frames.first), last = try #require(trajectories.frames.last)
        for view in 0..<12 {
            expectClose(first.placements[view].center, wheel[view].center, "view \(view) starts on the wheel")
            expectClose(last.placements[view].center, wave[view].center, "view \(view) ends on the wave")
            expectClose(last.placements[view].rotation.radians, wave[view].rotation.radians, "view \(view) ends along the wave")
        }
        // Halfway through the animation (t = 1.5 s) pct is ½ (easeInOut is symmetric).
        expectClose(pcts[3 * fps / 2], 0.5, tolerance: 1e-6, "pct at 1.5 s")
        // Between frames, every view moves no more than the pct step allows (< 1300 points per
        // unit of pct, as in the continuity test), and pct never goes back.
        for frame in 1..<trajectories.frames.count {
            let step = pcts[frame] - pcts[frame - 1]
            #expect(step >= 0, "pct goes back at frame \(frame)")
            for view in 0..<12 {
                let moved = distance(trajectories[view].samples[frame].center, trajectories[view].samples[frame - 1].center)
                #expect(moved <= 1300 * step + 1e-9, "view \(view) jumps \(moved) points at frame \(frame) (pct step \(step))")
            }
        }
    }

    // MARK: - Scene

    @Test("scenes/wheel_to_wave.json: starts on the wheel, reaches the wave, comes back to the wheel, continuously")
    func wheelToWaveScene() throws {
        let trajectories = try captureTrajectories(ofSceneAt: sceneURL("wheel_to_wave.json"))
        let pcts = try #require(trajectories.parameterValues(named: "pct"))
        expectClose(pcts.first ?? .nan, 0, "pct at the start")
        expectClose(pcts.last ?? .nan, 0, "pct at the end")
        let peak = try #require(pcts.firstIndex { abs($0 - 1) < 1e-12 }, "pct reaches 1")
        let count = trajectories.count
        #expect(count == 12)
        let tiles = Self.tiles(count, width: 40, height: 40)  // the scene's 40×40 tiles
        // The scene keeps 12 points clear on every side (canvas.padding), so every tile is whole.
        let wheel = try LayoutPass.run(WheelLayout(radius: 140, rotation: .zero), subviews: tiles, in: Self.canvas, padding: 12).placements
        let wave = try LayoutPass.run(WaveLayout(amplitude: 80, frequency: 1, angle: .zero), subviews: tiles,
                                      in: Self.canvas, padding: 12).placements
        for view in 0..<count {
            let samples = trajectories[view].samples
            expectClose(samples[0].center, wheel[view].center, "view \(view) starts on the wheel")
            expectClose(samples[peak].center, wave[view].center, "view \(view) on the wave")
            expectClose(samples[samples.count - 1].center, wheel[view].center, "view \(view) back on the wheel")
            for frame in 1..<samples.count {
                let moved = distance(samples[frame].center, samples[frame - 1].center)
                #expect(moved <= 1300 * abs(pcts[frame] - pcts[frame - 1]) + 1e-9, "view \(view) jumps at frame \(frame)")
            }
        }
    }

    @Test("A scene that sets pct outside 0...1 is rejected by the scene reader, naming the field and the range",
          arguments: [#""parameters": {"pct": 1.5}"#, #""parameters": {"pct": -0.1}"#])
    func pctOutOfRange(parameters: String) throws {
        let json = """
            {"version": 1, "canvas": {"width": 400, "height": 400}, "fps": 30, "duration": 1,
             "layout": {"name": "wheelToWave", \(parameters)},
             "views": [{"shape": "rectangle", "width": 10, "height": 10}], "timeline": []}
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pct-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: (any Error).self) { try captureTrajectories(ofSceneAt: url) }
        let message = String(describing: error)
        #expect(message.contains("layout.parameters.pct"), "\(message)")
        #expect(message.contains("pct must be in 0...1"), "\(message)")
    }
}
