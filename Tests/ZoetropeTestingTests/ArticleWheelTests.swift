// The acceptance test of ZoetropeTesting: a user's own test target, written the way the
// documentation tells users to write one. It imports only Swift Testing and ZoetropeTesting, and
// declares the article's `WheelLayout` itself, token for token as the article prints it (only the
// spacing the web export garbled, such as `- >` and `+ =`, is restored).

import Testing
import ZoetropeTesting

// MARK: - The article's code

struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rotation.radians, radius) }
        set {
            rotation = Angle.radians(newValue.first)
            radius = newValue.second
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2,
                      height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            // Find a vector with an appropriate size and rotation.
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            // Shift the vector to the middle of the region.
            point.x += bounds.midX
            point.y += bounds.midY
            // Place the subview.
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// The article's first `WheelLayout`, before it gains `animatableData`: SwiftUI animates it by
/// moving each view along "the straight dashed line" from where it was to where it ends up.
struct WheelLayoutWithoutAnimatableData: Layout {
    var radius: CGFloat
    var rotation: Angle

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2,
                      height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

// MARK: - The scene of the article

/// Eight 70 × 70 views on a wheel of radius 130 in a 400 × 400 canvas: the wheel's centre is (200, 200).
enum ArticleScene {
    static var views: [ViewNode] { Array(repeating: ViewNode(sizing: .fixed(width: 70, height: 70)), count: 8) }
    static let canvas = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)
    static let radius: CGFloat = 130
    static let wheel = WheelLayout(radius: radius, rotation: .zero)

    /// `withAnimation(.easeInOut(duration: 2)) { angle = .degrees(degrees) }`.
    static func rotate(to degrees: Double) -> StateChange<WheelLayout> {
        StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(degrees) }
    }

    /// The point at `degrees` clockwise from the top of the wheel.
    static func point(atDegrees degrees: Double) -> CGPoint {
        let radians = Angle.degrees(degrees).radians
        return CGPoint(x: center.x + radius * sin(radians), y: center.y - radius * cos(radians))
    }
}

// MARK: - Tests

@Suite("The article's WheelLayout, animated")
struct ArticleWheelTests {
    @Test("Rotating 0° → 90° keeps every view on the circle", arguments: [24, 60])
    func rotationFollowsTheCircle(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90)])

        #expect(trajectories.count == 8)
        #expect(trajectories.mode == .parameters)
        trajectories.expectFollowsArc(center: ArticleScene.center, radius: ArticleScene.radius, tolerance: 1e-9)
        trajectories.expectSweepsAngle(.degrees(90), about: ArticleScene.center, tolerance: .degrees(1e-6))
        #expect(trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: ArticleScene.radius) < 1e-9)
    }

    @Test("Every view starts and ends where the layout puts it", arguments: [24, 60])
    func viewsStartAndEndOnTheirSlots(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90)])

        for view in trajectories {
            let slot = 45.0 * Double(view.viewIndex)
            let start = try #require(view.samples.first).center
            let end = try #require(view.samples.last).center
            #expect(PointCheck.distance(start, ArticleScene.point(atDegrees: slot)) < 1e-9, "view \(view.viewIndex)")
            #expect(PointCheck.distance(end, ArticleScene.point(atDegrees: slot + 90)) < 1e-9, "view \(view.viewIndex)")
        }
    }

    @Test("Radius 130 → 60 with rotation 90° → 0° in one change stays on the interpolated radius",
          arguments: [24, 60])
    func radiusAndRotationAnimateTogether(fps: Int) throws {
        let shrink = StateChange<WheelLayout>(at: 0, animation: .easeInOut(duration: 2)) {
            $0.radius = 60
            $0.rotation = .zero
        }
        let trajectories = try captureTrajectories(
            of: WheelLayout(radius: 130, rotation: .degrees(90)), views: ArticleScene.views,
            canvas: ArticleScene.canvas, fps: fps, changes: [shrink])
        let radius: (TimeInterval) -> CGFloat = { time in 130 + (60 - 130) * UnitCurve.easeInOut.value(at: time / 2) }

        trajectories.expectFollowsArc(center: ArticleScene.center, radius: radius, tolerance: 1e-9)
        #expect(trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: radius) < 1e-9)
        trajectories.expectSweepsAngle(.degrees(-90), about: ArticleScene.center, tolerance: .degrees(1e-6))
        // The radius really changes: a fixed circle does not fit.
        #expect(trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: 130) > 69)
    }

    @Test("Overlapping changes: the radius shrinks while the rotation is still running", arguments: [24, 60])
    func overlappingChangesStayOnTheInterpolatedRadius(fps: Int) throws {
        let shrink = StateChange<WheelLayout>(at: 0.5, animation: .linear(duration: 1)) { $0.radius = 60 }
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90), shrink])
        let radius: (TimeInterval) -> CGFloat = { time in 130 - 70 * min(max(time - 0.5, 0), 1) }

        #expect(trajectories.clock.duration == 2)
        trajectories.expectFollowsArc(center: ArticleScene.center, radius: radius, tolerance: 1e-9)
        #expect(trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: radius) < 1e-9)
        trajectories.expectSweepsAngle(.degrees(90), about: ArticleScene.center, tolerance: .degrees(1e-6))
    }

    @Test("In positions mode views follow the chord and leave the circle", arguments: [24, 60])
    func positionsModeFollowsTheChord(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90)], mode: .positions)

        #expect(trajectories.mode == .positions)
        trajectories.expectFollowsChord(tolerance: 1e-9)
        #expect(trajectories.maxDeviationFromChord() < 1e-9)
        let deviation = trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: ArticleScene.radius)
        #expect(deviation > 10)
        // Half way through an ease-in-out the views are at the chords' midpoints, r·cos 45° from
        // the centre: the sagitta of a 90° chord.
        let sagitta = ArticleScene.radius * (1 - cos(Double.pi / 4))
        #expect(abs(deviation - sagitta) < 1e-6)
    }

    @Test("A layout without animatableData animates along the chord in automatic mode", arguments: [24, 60])
    func layoutWithoutAnimatableDataFollowsTheChord(fps: Int) throws {
        let change = StateChange<WheelLayoutWithoutAnimatableData>(at: 0, animation: .easeInOut(duration: 2)) {
            $0.rotation = .degrees(90)
        }
        let trajectories = try captureTrajectories(
            of: WheelLayoutWithoutAnimatableData(radius: 130, rotation: .zero), views: ArticleScene.views,
            canvas: ArticleScene.canvas, fps: fps, changes: [change])

        #expect(trajectories.mode == .positions)
        trajectories.expectFollowsChord(tolerance: 1e-9)
        #expect(trajectories.maxDeviation(fromArcAbout: ArticleScene.center, radius: ArticleScene.radius) > 10)
    }

    @Test("0° → 360° is a full revolution in parameters mode", arguments: [24, 60])
    func fullTurnInParametersMode(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 360)], mode: .parameters)

        trajectories.expectSweepsAngle(.degrees(360), about: ArticleScene.center, tolerance: .degrees(1e-6))
        trajectories.expectFollowsArc(center: ArticleScene.center, radius: ArticleScene.radius, tolerance: 1e-9)
        // A full turn comes back to where it started, but goes all the way round on the way.
        #expect(trajectories.maxDisplacement() > 2 * ArticleScene.radius - 1)
    }

    @Test("0° → 360° does not move anything in positions mode", arguments: [24, 60])
    func fullTurnInPositionsMode(fps: Int) throws {
        let trajectories = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 360)], mode: .positions)

        #expect(trajectories.count == 8)
        #expect(trajectories.first?.samples.count == 2 * fps + 1)
        trajectories.expectStationary(tolerance: 1e-9)
        trajectories.expectSweepsAngle(.zero, about: ArticleScene.center, tolerance: .degrees(1e-6))
        #expect(trajectories.maxDisplacement() < 1e-9)
    }

    @Test("The article's layout moves exactly as the catalog's WheelLayout", arguments: [24, 60])
    func articleLayoutMatchesTheCatalog(fps: Int) throws {
        let article = try captureTrajectories(
            of: ArticleScene.wheel, views: ArticleScene.views, canvas: ArticleScene.canvas, fps: fps,
            changes: [ArticleScene.rotate(to: 90)])
        let catalog = try captureTrajectories(
            of: LayoutCatalog.WheelLayout(radius: 130, rotation: .zero), views: ArticleScene.views,
            canvas: ArticleScene.canvas, fps: fps,
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) }])

        #expect(article.count == catalog.count)
        for (mine, theirs) in zip(article, catalog) {
            #expect(mine.samples.count == theirs.samples.count)
            for (a, b) in zip(mine.samples, theirs.samples) {
                #expect(PointCheck.distance(a.center, b.center) < 1e-12, "view \(mine.viewIndex), frame \(a.frame)")
            }
        }
    }
}

/// Plain geometry for the tests' own checks, independent of the library's.
enum PointCheck {
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (a.x - b.x, a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
