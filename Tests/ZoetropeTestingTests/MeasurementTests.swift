import Testing
import ZoetropeTesting

@Suite("Measuring trajectories")
struct MeasurementTests {
    // MARK: Edge cases

    @Test("A trajectory without samples measures zero everywhere")
    func emptyTrajectory() {
        let view = Trajectory(viewIndex: 0, samples: [])
        #expect(view.chord == nil)
        #expect(view.maxDeviation(fromArcAbout: .zero, radius: 10) == 0)
        #expect(view.maxDeviationFromChord() == 0)
        #expect(view.maxDisplacement() == 0)
        #expect(view.sweptAngle(about: .zero) == .zero)
    }

    @Test("A single sample is its own chord and sweeps nothing")
    func singleSample() {
        let view = HandMade.points([CGPoint(x: 3, y: 4)])
        #expect(view.chord?.start == CGPoint(x: 3, y: 4))
        #expect(view.chord?.end == CGPoint(x: 3, y: 4))
        #expect(view.maxDeviationFromChord() == 0)
        #expect(abs(view.maxDeviation(fromArcAbout: .zero, radius: 4) - 1) < 1e-12)
        #expect(view.sweptAngle(about: .zero) == .zero)
    }

    // MARK: Segments

    @Test("Distance to a segment is measured to its nearest point, ends included")
    func segmentDistance() {
        let view = HandMade.points([CGPoint(x: 5, y: 3), CGPoint(x: -4, y: 0), CGPoint(x: 13, y: 4)])
        let start = CGPoint.zero, end = CGPoint(x: 10, y: 0)
        // 3 above the middle, 4 before the start, 5 past the end (3-4-5 triangle).
        #expect(abs(view.maxDeviation(fromSegmentFrom: start, to: end) - 5) < 1e-12)
        #expect(abs(HandMade.points([CGPoint(x: -4, y: 0)]).maxDeviation(fromSegmentFrom: start, to: end) - 4) < 1e-12)
        #expect(abs(HandMade.points([CGPoint(x: 5, y: 3)]).maxDeviation(fromSegmentFrom: start, to: end) - 3) < 1e-12)
    }

    @Test("A segment of zero length is a point")
    func degenerateSegment() {
        let view = HandMade.points([CGPoint(x: 3, y: 4)])
        #expect(abs(view.maxDeviation(fromSegmentFrom: .zero, to: .zero) - 5) < 1e-12)
    }

    // MARK: Angles

    @Test("Angles are clockwise from the top, y down", arguments: [
        (CGPoint(x: 0, y: -1), 0.0), (CGPoint(x: 1, y: 0), 90.0), (CGPoint(x: -1, y: 0), -90.0),
    ])
    func clockwiseFromTop(end: CGPoint, degrees: Double) {
        let view = HandMade.points([CGPoint(x: 0, y: -1), end])
        #expect(abs(view.sweptAngle(about: .zero).degrees - degrees) < 1e-9)
    }

    @Test("Sweeps unwrap across ±180°", arguments: [
        ([150.0, 170, 190, 210], 60.0),
        ([210.0, 190, 170, 150], -60.0),
        (Array(stride(from: 0.0, through: 360, by: 30)), 360.0),
        (Array(stride(from: 0.0, through: 720, by: 45)), 720.0),
        (Array(stride(from: 0.0, through: -360, by: -30)), -360.0),
    ])
    func unwrapping(degrees: [Double], swept: Double) {
        let view = HandMade.trajectory(degrees: degrees)
        #expect(abs(view.sweptAngle(about: .zero).degrees - swept) < 1e-9)
        #expect(view.expectSweepsAngle(.degrees(swept), about: .zero, tolerance: .degrees(1e-9)))
    }

    // MARK: Displacement

    @Test("Displacement is measured from the first sample, and the largest wins")
    func displacement() {
        let view = HandMade.points([CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 5), CGPoint(x: 1, y: 2)])
        #expect(abs(view.maxDisplacement() - 5) < 1e-12)
    }

    // MARK: Sets

    @Test("Set measurements are the worst view's", arguments: [24, 60])
    func setMeasurements(fps: Int) throws {
        let arcs = try ArticleScene.turn(to: 90, fps: fps, mode: .parameters)
        let chords = try ArticleScene.turn(to: 90, fps: fps, mode: .positions)
        let sagitta = 130 * (1 - cos(Double.pi / 4))

        #expect(arcs.maxDeviation(fromArcAbout: ArticleScene.center, radius: 130) < 1e-9)
        #expect(abs(arcs.maxDeviationFromChord() - sagitta) < 1e-6)
        #expect(chords.maxDeviationFromChord() < 1e-9)
        #expect(abs(chords.maxDeviation(fromArcAbout: ArticleScene.center, radius: { _ in 130 }) - sagitta) < 1e-6)
        // Every view travels the same 90° chord, 130·√2 long.
        #expect(abs(chords.maxDisplacement() - 130 * 2.0.squareRoot()) < 1e-9)
        #expect(arcs.sweptAngles(about: ArticleScene.center).allSatisfy { abs($0.degrees - 90) < 1e-9 })
        #expect(chords.sweptAngles(about: ArticleScene.center).allSatisfy { abs($0.degrees - 90) < 1e-9 })
    }
}
