import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

@Suite("RecursiveWheel")
struct RecursiveWheelTests {
    static let canvas = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)

    static func tiles(_ count: Int, width: CGFloat = 40, height: CGFloat = 40) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: width, height: height)) }
    }

    /// Where view `view` of `count` belongs: its ring, its index in the ring and the ring's size.
    static func ringOf(_ view: Int, count: Int) -> (ring: Int, index: Int, ringCount: Int) {
        let ring = view / 12
        return (ring, view % 12, min(12, count - 12 * ring))
    }

    /// The angle of `point` about `center`, clockwise from the top (the wheel's convention), in radians.
    static func clockAngle(of point: CGPoint, about center: CGPoint = center) -> Double {
        atan2(Double(point.x - center.x), Double(center.y - point.y))
    }

    /// `radians` brought into `(−π, π]`.
    static func normalized(_ radians: Double) -> Double {
        let turned = remainder(radians, 2 * .pi)
        return turned <= -.pi ? turned + 2 * .pi : turned
    }

    // MARK: - The article's 44 views

    @Test("44 views make rings of 12, 12, 12 and 8 at radii r, r/2, r/4, r/8 with scales 1, ½, ¼, ⅛",
          arguments: [0.0, 25, -70])
    func articleRings(rotationDegrees: Double) throws {
        let radius: CGFloat = 150
        let result = try LayoutPass.run(RecursiveWheel(radius: radius, rotation: .degrees(rotationDegrees)),
                                        subviews: Self.tiles(44), in: Self.canvas)
        try #require(result.placements.count == 44)
        var ringSizes = [Int: Int]()
        for (view, placement) in result.placements.enumerated() {
            let distance = distance(placement.center, Self.center)
            let ring = Int((log2(radius / distance)).rounded())
            ringSizes[ring, default: 0] += 1
            #expect(ring == view / 12, "view \(view) on ring \(ring)")
            expectClose(distance, radius / pow(2, CGFloat(view / 12)), "view \(view) radius")
            expectClose(placement.scale, 1 / pow(2, CGFloat(view / 12)), "view \(view) scale")
            #expect(placement.size == CGSize(width: 40, height: 40), "the scale changes only the drawing")
        }
        #expect(ringSizes == [0: 12, 1: 12, 2: 12, 3: 8])
    }

    @Test("View i of a ring of m is at 2π·i/m + the ring's rotation, rotation·(−1)^k for ring k; a partial ring spreads evenly",
          arguments: [0.0, 30, -45])
    func positionsByFormula(rotationDegrees: Double) throws {
        let radius: CGFloat = 150
        let result = try LayoutPass.run(RecursiveWheel(radius: radius, rotation: .degrees(rotationDegrees)),
                                        subviews: Self.tiles(44), in: Self.canvas)
        for (view, placement) in result.placements.enumerated() {
            let (ring, index, ringCount) = Self.ringOf(view, count: 44)
            let sign: Double = ring.isMultiple(of: 2) ? 1 : -1
            let angle = 2 * .pi * Double(index) / Double(ringCount) + sign * rotationDegrees * .pi / 180
            let ringRadius = radius / pow(2, CGFloat(ring))
            let expected = CGPoint(x: 200 + ringRadius * sin(angle), y: 200 - ringRadius * cos(angle))
            expectClose(placement.center, expected, "view \(view) (ring \(ring), index \(index) of \(ringCount))")
            expectClose(placement.rotation.radians, angle, "view \(view) rotation")
        }
    }

    @Test("The last ring of 8 is evenly spread, 45° apart (not 30° apart with a gap)")
    func partialRingSpreadsEvenly() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 160, rotation: .zero), subviews: Self.tiles(44), in: Self.canvas)
        let inner = Array(result.placements[36..<44])
        for index in inner.indices {
            let next = inner[(index + 1) % 8]
            let step = Self.normalized(Self.clockAngle(of: next.center) - Self.clockAngle(of: inner[index].center))
            expectClose(step, .pi / 4, "from view \(36 + index)")
        }
    }

    @Test("Every view is turned to point at the centre: its rotation is the angle of its centre about the centre",
          arguments: [0.0, 40, 200])
    func pointsAtTheCentre(rotationDegrees: Double) throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .degrees(rotationDegrees)),
                                        subviews: Self.tiles(44), in: Self.canvas)
        for (view, placement) in result.placements.enumerated() {
            let difference = Self.normalized(placement.rotation.radians - Self.clockAngle(of: placement.center))
            expectClose(difference, 0, tolerance: 1e-9, "view \(view) points at the centre")
        }
    }

    @Test("Rings turn in alternate directions: between rotation 0° and 20°, ring k's views move by 20°·(−1)^k")
    func alternateDirections() throws {
        let before = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .zero), subviews: Self.tiles(44), in: Self.canvas)
        let after = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .degrees(20)), subviews: Self.tiles(44),
                                       in: Self.canvas)
        for view in 0..<44 {
            let moved = Self.normalized(Self.clockAngle(of: after.placements[view].center)
                - Self.clockAngle(of: before.placements[view].center))
            let expected = (view / 12).isMultiple(of: 2) ? 20.0 : -20.0
            expectClose(moved * 180 / .pi, expected, tolerance: 1e-9, "view \(view) of ring \(view / 12)")
        }
    }

    // MARK: - Edge cases

    @Test("No subviews: a 2·radius square, no placements", arguments: [0.0, 150])
    func empty(radius: CGFloat) throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: radius, rotation: .degrees(10)), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.width, 2 * radius, "width")
        expectClose(result.bounds.height, 2 * radius, "height")
    }

    @Test("One subview: at the top of the outer ring, scale 1, turned by the rotation")
    func oneSubview() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .degrees(90)), subviews: Self.tiles(1),
                                        in: Self.canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.center, CGPoint(x: 350, y: 200), "the only view")
        expectClose(placement.rotation.degrees, 90, "rotation")
        #expect(placement.scale == 1)
    }

    @Test("Thirteen subviews: twelve on the outer ring, the thirteenth alone at the top of the second, turned the other way")
    func thirteenSubviews() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 100, rotation: .degrees(30)), subviews: Self.tiles(13),
                                        in: Self.canvas)
        let last = try #require(result.placements.last)
        expectClose(last.center, CGPoint(x: 200 - 50 * sin(CGFloat.pi / 6), y: 200 - 50 * cos(CGFloat.pi / 6)), "view 12")
        expectClose(last.rotation.degrees, -30, "view 12 rotation")
        #expect(last.scale == 0.5)
    }

    @Test("Exactly twelve subviews make one ring, and no recursive call places anything else")
    func oneFullRing() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 100, rotation: .zero), subviews: Self.tiles(12), in: Self.canvas)
        for (view, placement) in result.placements.enumerated() {
            expectClose(distance(placement.center, Self.center), 100, "view \(view)")
            #expect(placement.scale == 1)
        }
    }

    @Test("Many subviews: ring k holds views 12k..<12k+12 at radius r/2^k", arguments: [100, 150])
    func manyRings(count: Int) throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .degrees(5)), subviews: Self.tiles(count),
                                        in: Self.canvas)
        try #require(result.placements.count == count)
        for (view, placement) in result.placements.enumerated() {
            let ring = view / 12
            expectClose(distance(placement.center, Self.center), 150 / pow(2, CGFloat(ring)), tolerance: 1e-9, "view \(view)")
            expectClose(placement.scale, 1 / pow(2, CGFloat(ring)), "view \(view) scale")
        }
    }

    @Test("A zero radius stacks every view at the centre")
    func zeroRadius() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 0, rotation: .degrees(10)), subviews: Self.tiles(30), in: Self.canvas)
        for (view, placement) in result.placements.enumerated() {
            expectClose(placement.center, Self.center, "view \(view)")
        }
    }

    @Test("Views of zero size sit exactly on the rings")
    func zeroSizeViews() throws {
        let result = try LayoutPass.run(RecursiveWheel(radius: 80, rotation: .zero), subviews: Self.tiles(24, width: 0, height: 0),
                                        in: Self.canvas)
        expectClose(result.bounds.width, 160, "width: 2·radius")
        expectClose(try #require(result.placements.first).center, CGPoint(x: 200, y: 120), "view 0")
        expectClose(result.placements[12].center, CGPoint(x: 200, y: 160), "view 12")
    }

    // MARK: - Size

    struct ProposalCase: CustomTestStringConvertible, Sendable {
        let name: String
        let proposal: ProposedViewSize
        var testDescription: String { name }
    }

    @Test("The size is the wheel's: 2·(radius + half the largest view), whatever the proposal",
          arguments: [ProposalCase(name: "unspecified", proposal: .unspecified), ProposalCase(name: "infinite", proposal: .infinity),
                      ProposalCase(name: "zero", proposal: .zero), ProposalCase(name: "300×200", proposal: ProposedViewSize(width: 300, height: 200))])
    func size(_ testCase: ProposalCase) throws {
        let views = [ViewNode(sizing: .fixed(width: 40, height: 20)), ViewNode(sizing: .fixed(width: 10, height: 60))]
        let result = try run(RecursiveWheel(radius: 150, rotation: .zero), proposing: testCase.proposal, views: views)
        expectClose(result.bounds.width, 340, "width")
        expectClose(result.bounds.height, 360, "height")
        expectClose(distance(result.placements[1].center, CGPoint(x: result.bounds.midX, y: result.bounds.midY)), 150, "view 1")
    }

    @Test("A negative radius larger than half a view makes a negative size, which the pass rejects, naming the layout")
    func negativeRadius() throws {
        let error = try #require(throws: LayoutError.self) {
            try LayoutPass.run(RecursiveWheel(radius: -50, rotation: .zero), subviews: Self.tiles(3), in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "RecursiveWheel", proposal: ProposedViewSize(Self.canvas), size: CGSize(width: -60, height: -60)))
        #expect(error.description == "RecursiveWheel.sizeThatFits returned (-60.0, -60.0) for proposal (400.0, 400.0); "
            + "a size must be finite and non-negative, and infinite only where infinity was proposed")
    }

    // MARK: - The cache

    @Test("The cache starts at the outer ring, and inner rings halve the radius and scale and turn the other way")
    func rings() {
        let wheel = RecursiveWheel(radius: 160, rotation: .degrees(10))
        let outer = RecursiveWheel.Ring(radius: 160, scale: 1, direction: 1)
        #expect(outer.inner == RecursiveWheel.Ring(radius: 80, scale: 0.5, direction: -1))
        #expect(outer.inner.inner == RecursiveWheel.Ring(radius: 40, scale: 0.25, direction: 1))
        let poses = wheel.poses(on: outer.inner, in: CGRect(x: 0, y: 0, width: 400, height: 400), count: 4)
        expectClose(poses[0].center, CGPoint(x: 200 - 80 * sin(CGFloat.pi / 18), y: 200 - 80 * cos(CGFloat.pi / 18)), "first on the inner ring")
        expectClose(poses[0].rotation.degrees, -10, "turned the other way")
    }

    @Test("After placing, the cache is back at the outer ring, so a second call places the same way")
    func cacheRestored() throws {
        let once = try LayoutPass.run(RecursiveWheel(radius: 150, rotation: .degrees(15)), subviews: Self.tiles(44), in: Self.canvas)
        let twice = try LayoutPass.run(TwicePlacing(wheel: RecursiveWheel(radius: 150, rotation: .degrees(15))),
                                       subviews: Self.tiles(44), in: Self.canvas)
        #expect(twice.placements == once.placements)
    }

    /// Places the recursive wheel's subviews by calling its `placeSubviews` twice with one cache,
    /// and checks that the cache is the outer ring after each call.
    struct TwicePlacing: Layout {
        let wheel: RecursiveWheel

        func makeCache(subviews: Subviews) -> RecursiveWheel.Ring { wheel.makeCache(subviews: subviews) }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout RecursiveWheel.Ring) -> CGSize {
            wheel.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout RecursiveWheel.Ring) {
            let outer = wheel.makeCache(subviews: subviews)
            for _ in 0..<2 {
                wheel.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                if cache != outer { subviews.reportFailure("the cache is \(cache) after placing, not the outer ring \(outer)") }
            }
        }
    }

    // MARK: - Parameters and animatable data

    @Test("Defaults: radius 150, no rotation; parameters radius (points) and rotation (degrees); animatableData (rotation, radius)")
    func parameters() throws {
        let wheel = RecursiveWheel()
        #expect(wheel.radius == 150 && wheel.rotation == .zero)
        #expect(RecursiveWheel.parameters.map(\.name) == ["radius", "rotation"])
        #expect(RecursiveWheel.parameters.map(\.unit) == [.points, .degrees])
        var changed = wheel
        try #require(RecursiveWheel.parameter(named: "rotation")).setValue(90, in: &changed)
        expectClose(changed.animatableData.first, .pi / 2, "rotation in radians")
        changed.animatableData = AnimatablePair(1.5, 80)
        #expect(changed.rotation.radians == 1.5 && changed.radius == 80)
        #expect(changed.animatableData == AnimatablePair(1.5, 80))
    }

    // MARK: - Scene

    @Test("scenes/recursive_wheel.json: 44 tiles; ring k sweeps 90°·(−1)^k and back, each on its circle")
    func recursiveWheelScene() throws {
        let trajectories = try captureTrajectories(ofSceneAt: sceneURL("recursive_wheel.json"))
        #expect(trajectories.count == 44)
        let rotations = try #require(trajectories.parameterValues(named: "rotation"))
        let peak = try #require(rotations.firstIndex { abs($0 - 90) < 1e-9 }, "the rotation reaches 90°")
        for view in trajectories.indices {
            let ring = view / 12
            let sign: Double = ring.isMultiple(of: 2) ? 1 : -1
            let samples = trajectories[view].samples
            let out = Trajectory(viewIndex: view, samples: Array(samples[0...peak]))
            out.expectSweepsAngle(.degrees(90 * sign), about: Self.center, tolerance: .degrees(1e-6))
            out.expectFollowsArc(center: Self.center, radius: 150 / pow(2, CGFloat(ring)), tolerance: 1e-9)
            let back = Trajectory(viewIndex: view, samples: Array(samples[peak...]))
            back.expectSweepsAngle(.degrees(-90 * sign), about: Self.center, tolerance: .degrees(1e-6))
        }
    }
}
