import AnimationCore
import FrameTimeline
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("PlacementVector")
struct PlacementVectorTests {
    static let a = ViewPlacement(position: CGPoint(x: 10, y: 20), anchor: .center, size: CGSize(width: 30, height: 40),
                                 rotation: .degrees(30), scale: 2)
    static let b = ViewPlacement(position: CGPoint(x: -5, y: 7), anchor: .center, size: CGSize(width: 1, height: 2))

    static func expectSame(_ actual: ViewPlacement, _ expected: ViewPlacement, _ what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(actual.center, expected.center, what + " centre", sourceLocation: sourceLocation)
        expectClose(Double(actual.size.width), Double(expected.size.width), what + " width", sourceLocation: sourceLocation)
        expectClose(Double(actual.size.height), Double(expected.size.height), what + " height", sourceLocation: sourceLocation)
        expectClose(actual.rotation.radians, expected.rotation.radians, what + " rotation", sourceLocation: sourceLocation)
        expectClose(Double(actual.scale), Double(expected.scale), what + " scale", sourceLocation: sourceLocation)
    }

    // MARK: - Edge cases

    @Test(".zero is the empty vector: no placements, magnitude 0")
    func zero() {
        #expect(PlacementVector.zero.placements.isEmpty)
        #expect(PlacementVector.zero.magnitudeSquared == 0)
        #expect(PlacementVector([]) == .zero)
    }

    @Test("One placement round-trips")
    func onePlacement() throws {
        let back = PlacementVector([Self.a]).placements
        try #require(back.count == 1)
        Self.expectSame(back[0], Self.a, "a")
    }

    // MARK: - Round trip

    @Test("Placements → vector → placements keeps every view's centre, size, rotation and scale")
    func roundTrip() throws {
        let placements = [Self.a, Self.b, ViewPlacement(position: .zero, size: .zero)]
        let back = PlacementVector(placements).placements
        try #require(back.count == 3)
        for (index, (actual, expected)) in zip(back, placements).enumerated() {
            Self.expectSame(actual, expected, "view \(index)")
            #expect(actual.anchor == .center)
        }
    }

    @Test("A placement with another anchor comes back anchored at its centre, with the same frame",
          arguments: [UnitPoint.topLeading, .bottomTrailing, .top, UnitPoint(x: 0.2, y: 0.9)])
    func otherAnchors(anchor: UnitPoint) throws {
        let placement = ViewPlacement(position: CGPoint(x: 100, y: 50), anchor: anchor, size: CGSize(width: 40, height: 20))
        let back = try #require(PlacementVector([placement]).placements.first)
        #expect(back.anchor == .center)
        expectClose(back.frame.origin, placement.frame.origin, "origin")
        expectClose(Double(back.frame.width), 40, "width")
    }

    // MARK: - Arithmetic

    @Test("+ and − work view by view")
    func sameLengthArithmetic() throws {
        let sum = (PlacementVector([Self.a, Self.b]) + PlacementVector([Self.b, Self.a])).placements
        try #require(sum.count == 2)
        expectClose(sum[0].center, CGPoint(x: 5, y: 27), "sum centre")
        expectClose(sum[0].rotation.degrees, 30, "sum rotation")
        expectClose(Double(sum[0].scale), 3, "sum scale")
        let difference = (PlacementVector([Self.a]) - PlacementVector([Self.b])).placements
        expectClose(difference[0].center, CGPoint(x: 15, y: 13), "difference centre")
        expectClose(Double(difference[0].size.width), 29, "difference width")
    }

    @Test("Vectors of different lengths combine as if the shorter were padded with zeros")
    func differentLengths() throws {
        let long = PlacementVector([Self.a, Self.b])
        let short = PlacementVector([Self.b])
        for (name, result) in [("long + short", long + short), ("short + long", short + long)] {
            let placements = result.placements
            try #require(placements.count == 2, "\(name)")
            expectClose(placements[0].center, CGPoint(x: 5, y: 27), "\(name): view 0")
            Self.expectSame(placements[1], Self.b, "\(name): view 1")
        }
        let difference = (short - long).placements
        try #require(difference.count == 2)
        expectClose(difference[1].center, CGPoint(x: 5, y: -7), "short − long: view 1 is negated")
        expectClose(Double(difference[1].scale), -1, "short − long: view 1 scale")
    }

    @Test("Adding or subtracting .zero changes nothing")
    func zeroIsIdentity() {
        let v = PlacementVector([Self.a, Self.b])
        #expect(v + .zero == v)
        #expect(.zero + v == v)
        #expect(v - .zero == v)
    }

    @Test("A vector minus itself equals .zero")
    func selfDifferenceIsZero() {
        let v = PlacementVector([Self.a, Self.b])
        #expect((v - v).magnitudeSquared == 0)
        #expect((v - v).placements.allSatisfy { $0.center == .zero && $0.size == .zero && $0.scale == 0 })
        #expect(v - v == .zero)
        #expect(v.scaled(by: 0) == .zero)
        #expect((v - v).hashValue == PlacementVector.zero.hashValue)
        #expect(v != .zero)
    }

    @Test("scale(by:) scales every component; magnitudeSquared sums their squares")
    func scaleAndMagnitude() throws {
        let one = PlacementVector([ViewPlacement(position: CGPoint(x: 3, y: 4), size: .zero, scale: 0, opacity: 0)])
        #expect(one.magnitudeSquared == 25)
        let doubled = one.scaled(by: 2)
        #expect(doubled.magnitudeSquared == 100)
        expectClose(try #require(doubled.placements.first).center, CGPoint(x: 6, y: 8))
        // The default scale and opacity of 1 are components too.
        #expect(PlacementVector([ViewPlacement(position: .zero, size: .zero)]).magnitudeSquared == 2)
        let faded = PlacementVector([ViewPlacement(position: .zero, size: .zero, scale: 0, opacity: 0.5)])
        #expect(faded.placements.first?.opacity == 0.5)
    }

    @Test("Interpolating two vectors moves each view's centre along the line between them")
    func interpolation() throws {
        let from = PlacementVector([Self.b])
        let to = PlacementVector([ViewPlacement(position: CGPoint(x: 15, y: 17), anchor: .center, size: CGSize(width: 1, height: 2))])
        let mid = try #require(from.interpolated(towards: to, amount: 0.25).placements.first)
        expectClose(mid.center, CGPoint(x: 0, y: 9.5))
    }
}
