import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("WheelLayout")
struct WheelLayoutTests {
    static let canvas = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)

    static func tiles(_ count: Int, width: CGFloat = 70, height: CGFloat = 70) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: width, height: height)) }
    }

    // MARK: - Edge cases

    @Test("No subviews: a 2·radius square, no placements, no crash", arguments: [0.0, 100, 130])
    func empty(radius: CGFloat) throws {
        let result = try LayoutPass.run(WheelLayout(radius: radius, rotation: .degrees(30)), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.width, 2 * radius, "width")
        expectClose(result.bounds.height, 2 * radius, "height")
    }

    @Test("One subview sits at the top of the circle, or where the rotation turns it")
    func oneSubview() throws {
        let top = try LayoutPass.run(WheelLayout(radius: 100, rotation: .zero), subviews: Self.tiles(1), in: Self.canvas)
        expectClose(try #require(top.placements.first).center, CGPoint(x: 200, y: 100))
        let right = try LayoutPass.run(WheelLayout(radius: 100, rotation: .degrees(90)), subviews: Self.tiles(1),
                                       in: Self.canvas)
        expectClose(try #require(right.placements.first).center, CGPoint(x: 300, y: 200))
    }

    @Test("A zero radius stacks every view at the centre")
    func zeroRadius() throws {
        let result = try LayoutPass.run(WheelLayout(radius: 0, rotation: .degrees(10)), subviews: Self.tiles(5), in: Self.canvas)
        for (index, placement) in result.placements.enumerated() {
            expectClose(placement.center, Self.center, "view \(index)")
        }
    }

    // MARK: - Size

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let radius: CGFloat
        let views: [CGSize]
        /// 2·(radius + half the largest view), per dimension.
        let expected: CGSize
        var testDescription: String {
            "radius \(radius), views " + (views.isEmpty ? "none" : views.map { "\($0.width)×\($0.height)" }.joined(separator: ", "))
        }
    }

    static let sizeCases: [SizeCase] = [
        .init(radius: 130, views: Array(repeating: CGSize(width: 70, height: 70), count: 8), expected: CGSize(width: 330, height: 330)),
        .init(radius: 100, views: [CGSize(width: 70, height: 70)], expected: CGSize(width: 270, height: 270)),
        .init(radius: 50, views: [CGSize(width: 70, height: 30), CGSize(width: 20, height: 90)],
              expected: CGSize(width: 170, height: 190)),
        .init(radius: 0, views: [CGSize(width: 40, height: 10)], expected: CGSize(width: 40, height: 10)),
        .init(radius: 12.5, views: [CGSize(width: 0, height: 0), CGSize(width: 9, height: 3)], expected: CGSize(width: 34, height: 28)),
        .init(radius: 100, views: [], expected: CGSize(width: 200, height: 200)),
    ]

    @Test("The wheel is 2·(radius + half the largest subview) in each dimension", arguments: sizeCases)
    func size(_ testCase: SizeCase) throws {
        let views = testCase.views.map { ViewNode(sizing: .fixed($0)) }
        let result = try LayoutPass.run(WheelLayout(radius: testCase.radius, rotation: .zero), subviews: views,
                                        in: CGSize(width: 1000, height: 1000))
        expectClose(result.bounds.width, testCase.expected.width, "width")
        expectClose(result.bounds.height, testCase.expected.height, "height")
        // Centred in the canvas.
        expectClose(result.bounds.midX, 500, "midX")
        expectClose(result.bounds.midY, 500, "midY")
    }

    @Test("Subviews are measured with the wheel's proposal and placed at their ideal size, as in the article")
    func measuresWithProposalPlacesUnspecified() throws {
        // Accepts 10...40 and prefers 20: the 400×400 proposal measures 40, .unspecified places 20.
        let view = ViewNode(sizing: .flexible(minimum: CGSize(width: 10, height: 10), ideal: CGSize(width: 20, height: 20),
                                              maximum: CGSize(width: 40, height: 40)))
        let result = try LayoutPass.run(WheelLayout(radius: 100, rotation: .zero), subviews: [view], in: Self.canvas)
        expectClose(result.bounds.width, 240, "width")
        let placement = try #require(result.placements.first)
        expectClose(placement.size.width, 20, "placed width")
    }

    // MARK: - Positions

    /// Positions worked out by hand for a radius-100 wheel centred at (200, 200).
    struct HandCase: CustomTestStringConvertible, Sendable {
        let count: Int
        let rotationDegrees: Double
        let centers: [CGPoint]
        var testDescription: String { "\(count) views at \(rotationDegrees)°" }
    }

    static let h = 100 / 2.0.squareRoot()  // 100·sin 45°

    static let handCases: [HandCase] = [
        .init(count: 1, rotationDegrees: 0, centers: [CGPoint(x: 200, y: 100)]),
        .init(count: 2, rotationDegrees: 0, centers: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 300)]),
        .init(count: 2, rotationDegrees: 90, centers: [CGPoint(x: 300, y: 200), CGPoint(x: 100, y: 200)]),
        .init(count: 4, rotationDegrees: 0, centers: [
            CGPoint(x: 200, y: 100), CGPoint(x: 300, y: 200), CGPoint(x: 200, y: 300), CGPoint(x: 100, y: 200),
        ]),
        .init(count: 4, rotationDegrees: 90, centers: [
            CGPoint(x: 300, y: 200), CGPoint(x: 200, y: 300), CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 100),
        ]),
        .init(count: 4, rotationDegrees: 45, centers: [
            CGPoint(x: 200 + h, y: 200 - h), CGPoint(x: 200 + h, y: 200 + h),
            CGPoint(x: 200 - h, y: 200 + h), CGPoint(x: 200 - h, y: 200 - h),
        ]),
        .init(count: 8, rotationDegrees: 0, centers: [
            CGPoint(x: 200, y: 100), CGPoint(x: 200 + h, y: 200 - h), CGPoint(x: 300, y: 200), CGPoint(x: 200 + h, y: 200 + h),
            CGPoint(x: 200, y: 300), CGPoint(x: 200 - h, y: 200 + h), CGPoint(x: 100, y: 200), CGPoint(x: 200 - h, y: 200 - h),
        ]),
    ]

    @Test("Views go clockwise from the top, turned by the rotation (positions worked out by hand)", arguments: handCases)
    func handPositions(_ testCase: HandCase) throws {
        let wheel = WheelLayout(radius: 100, rotation: .degrees(testCase.rotationDegrees))
        let result = try LayoutPass.run(wheel, subviews: Self.tiles(testCase.count), in: Self.canvas)
        try #require(result.placements.count == testCase.count)
        for (index, (placement, expected)) in zip(result.placements, testCase.centers).enumerated() {
            expectClose(placement.center, expected, "view \(index)")
            #expect(placement.size == CGSize(width: 70, height: 70))
        }
    }

    @Test("View i of n is at angle 2πi/n + rotation, clockwise from the top",
          arguments: [1, 2, 4, 8], [0.0, 90, 45])
    func positionsByFormula(count: Int, rotationDegrees: Double) throws {
        let radius: CGFloat = 130
        let result = try LayoutPass.run(WheelLayout(radius: radius, rotation: .degrees(rotationDegrees)),
                                        subviews: Self.tiles(count), in: Self.canvas)
        try #require(result.placements.count == count)
        for (index, placement) in result.placements.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(count) + rotationDegrees * .pi / 180
            // Clockwise from the top in y-down coordinates: x grows with sin, y shrinks with cos.
            let expected = CGPoint(x: 200 + radius * sin(angle), y: 200 - radius * cos(angle))
            expectClose(placement.center, expected, "view \(index) of \(count) at \(rotationDegrees)°")
        }
    }

    @Test("Every view's centre is at distance radius from the centre of the bounds",
          arguments: [1, 3, 5, 8, 16], [0.0, 50, 130])
    func everyViewOnTheCircle(count: Int, radius: CGFloat) throws {
        // Views of different sizes: the centre, not the corner, is on the circle.
        let views = (0..<count).map { index -> ViewNode in
            let width = CGFloat(20 + 10 * (index % 3))
            let height = CGFloat(15 + 7 * (index % 4))
            return ViewNode(sizing: .fixed(width: width, height: height))
        }
        let result = try LayoutPass.run(WheelLayout(radius: radius, rotation: .degrees(17)), subviews: views, in: Self.canvas)
        let center = CGPoint(x: result.bounds.midX, y: result.bounds.midY)
        for (index, placement) in result.placements.enumerated() {
            expectClose(distance(placement.center, center), radius, "view \(index) distance")
        }
    }

    @Test("Neighbouring views are the same angle apart", arguments: [3, 5, 12])
    func evenlySpaced(count: Int) throws {
        let result = try LayoutPass.run(WheelLayout(radius: 100, rotation: .degrees(-20)), subviews: Self.tiles(count),
                                        in: Self.canvas)
        let centers = result.placements.map(\.center)
        let chord = 2 * 100 * sin(Double.pi / Double(count))
        for index in centers.indices {
            let next = centers[(index + 1) % count]
            expectClose(distance(centers[index], next), chord, "chord from view \(index)")
        }
    }

    // MARK: - Animatable data

    @Test("animatableData is (rotation in radians, radius)")
    func animatableDataReads() {
        let wheel = WheelLayout(radius: 130, rotation: .degrees(90))
        expectClose(wheel.animatableData.first, .pi / 2, "first")
        #expect(wheel.animatableData.second == 130)
    }

    @Test("Setting animatableData sets rotation and radius; get after set round-trips",
          arguments: [(0.0, 0.0), (1.25, 80), (-3.5, 200), (7, 0.5)])
    func animatableDataRoundTrip(radians: CGFloat, radius: CGFloat) {
        var wheel = WheelLayout()
        wheel.animatableData = AnimatablePair(radians, radius)
        #expect(wheel.rotation.radians == Double(radians))
        #expect(wheel.radius == radius)
        #expect(wheel.animatableData == AnimatablePair(radians, radius))

        var copy = WheelLayout(radius: 1, rotation: .zero)
        copy.animatableData = wheel.animatableData
        #expect(copy.rotation == wheel.rotation)
        #expect(copy.radius == wheel.radius)
    }

    // MARK: - Named parameters

    @Test("The default wheel has radius 100 and no rotation")
    func defaults() {
        let wheel = WheelLayout()
        #expect(wheel.radius == 100)
        #expect(wheel.rotation == .zero)
    }

    @Test("parameterValues are rotation in degrees, then radius in points")
    func parameterValues() throws {
        let values = WheelLayout(radius: 130, rotation: .degrees(45)).parameterValues
        #expect(values.map(\.name) == ["rotation", "radius"])
        try #require(values.count == 2)
        expectClose(values[0].value, 45, "rotation")
        #expect(values[1].value == 130)
    }

    @Test("The rotation parameter reads and writes degrees", arguments: [0.0, 90, 360, -45, 12.5])
    func rotationParameter(degrees: Double) throws {
        let parameter = try #require(WheelLayout.parameter(named: "rotation"))
        #expect(parameter.unit == .degrees)
        var wheel = WheelLayout()
        parameter.setValue(degrees, in: &wheel)
        expectClose(wheel.rotation.radians, degrees * .pi / 180, "stored radians")
        expectClose(parameter.value(in: wheel), degrees, "read back")
        #expect(wheel.radius == 100)
    }

    @Test("The radius parameter reads and writes points")
    func radiusParameter() throws {
        let parameter = try #require(WheelLayout.parameter(named: "radius"))
        #expect(parameter.unit == .points)
        var wheel = WheelLayout()
        parameter.setValue(130, in: &wheel)
        #expect(wheel.radius == 130)
        #expect(parameter.value(in: wheel) == 130)
        #expect(wheel.rotation == .zero)
    }

    @Test("Unknown parameter names find nothing", arguments: ["Rotation", "angle", "radius ", ""])
    func unknownParameter(name: String) {
        #expect(WheelLayout.parameter(named: name) == nil)
    }
}
