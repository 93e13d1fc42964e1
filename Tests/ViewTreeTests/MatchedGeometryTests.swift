import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A small dot at the leading side that becomes a big one at the trailing side when tapped:
/// a hero animation with matchedGeometryEffect.
private struct Hero: View {
    let properties: MatchedGeometryProperties
    @Namespace private var namespace
    @State private var big = false

    var body: some View {
        HStack(spacing: 0) {
            if big {
                Color.clear.frame(width: 200, height: 100)
                Circle().matchedGeometryEffect(id: "dot", in: namespace, properties: properties).frame(width: 100, height: 100)
            } else {
                Circle().matchedGeometryEffect(id: "dot", in: namespace, properties: properties).frame(width: 20, height: 20)
                Color.clear.frame(width: 280, height: 100)
            }
        }
        Button("Grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }
    }
}

@Suite("matchedGeometryEffect and @Namespace")
struct MatchedGeometryTests {
    static let canvas = CGSize(width: 400, height: 300)

    /// The small dot's and the big dot's placements at `frame` (10 fps, tapped at 0).
    static func dots(at frame: Int, properties: MatchedGeometryProperties) throws -> (small: ViewPlacement, big: ViewPlacement) {
        let scene = try Scene(named: "hero", canvas: canvas, fps: 10, interactions: [.tap("Grow", at: 0)]) { Hero(properties: properties) }
        let sample = try scene.sample(frame: frame)
        // The small dot is the circle seen at the start; the big one the circle seen at the end.
        let (first, last) = (try scene.sample(frame: 0), try scene.sample(frame: scene.clock.frameCount - 1))
        let circles = sample.looks.indices.filter { sample.looks[$0].shape == .circle }
        let small = try #require(circles.first { first.placements[$0].opacity > 0.5 })
        let big = try #require(circles.first { last.placements[$0].opacity > 0.5 })
        return (sample.placements[small], sample.placements[big])
    }

    @Test("the inserted view comes from the removed one's frame and the removed one goes to the inserted one's, while they cross-fade")
    func hero() throws {
        let start = try Self.dots(at: 0, properties: .frame)
        let end = try Self.dots(at: 10, properties: .frame)
        let half = try Self.dots(at: 5, properties: .frame)
        // Both dots share one frame at every moment: half way in position and size.
        let midX = (start.small.center.x + end.big.center.x) / 2
        for dot in [half.small, half.big] {
            expectClose(Double(dot.center.x), Double(midX), tolerance: 1e-9)
            expectClose(Double(dot.size.width), 60, tolerance: 1e-9)
        }
        expectClose(half.small.opacity, 0.5, tolerance: 1e-9)
        expectClose(half.big.opacity, 0.5, tolerance: 1e-9)
        expectClose(end.small.center, end.big.center, tolerance: 1e-9)
    }

    @Test("properties: .position moves the views but keeps their own sizes")
    func positionOnly() throws {
        let half = try Self.dots(at: 5, properties: .position)
        expectClose(Double(half.small.size.width), 20, tolerance: 1e-9)
        expectClose(Double(half.big.size.width), 100, tolerance: 1e-9)
        expectClose(half.small.center, half.big.center, tolerance: 1e-9)
    }
}

/// A tilted, faded bar, and a dot that takes the bar's frame (`isSource: false`), or only its
/// position, matched at an anchor.
private struct Follower: View {
    let properties: MatchedGeometryProperties
    var anchor = UnitPoint.center
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 40) {
            Rectangle().frame(width: 60, height: 30).matchedGeometryEffect(id: "bar", in: namespace)
                .rotationEffect(.degrees(30)).scaleEffect(0.5)
            Circle().frame(width: 10, height: 10)
                .matchedGeometryEffect(id: "bar", in: namespace, properties: properties, anchor: anchor, isSource: false)
        }
    }
}

@Suite("matchedGeometryEffect with isSource: false")
struct MatchedGeometryFollowerTests {
    @Test("a view that is not the source takes the source's frame, or only its position", arguments: [
        (MatchedGeometryProperties.frame, CGSize(width: 60, height: 30)), (.position, CGSize(width: 10, height: 10)),
    ])
    func follows(properties: MatchedGeometryProperties, size: CGSize) throws {
        let scene = try Scene(named: "follower", canvas: CGSize(width: 300, height: 100)) { Follower(properties: properties) }
        let placements = try scene.sample(frame: 0).placements
        expectClose(placements[1].center, placements[0].center, tolerance: 1e-9)
        expectClose(placements[1].size, size, tolerance: 1e-9)
        // Only the geometry follows: the source's rotation and scale stay its own.
        #expect(placements[0].rotation != .zero && placements[0].scale != 1, "the source is tilted and scaled: \(placements[0])")
        #expect(placements[1].rotation == .zero, "\(placements[1])")
        expectClose(Double(placements[1].scale), 1, tolerance: 1e-12)
    }

    @Test("the anchor is the point matched: with the position only, the follower's anchor point goes to the source's", arguments: [
        UnitPoint.center, .topLeading, .bottomTrailing, UnitPoint(x: 0.25, y: 1),
    ])
    func anchor(_ anchor: UnitPoint) throws {
        let scene = try Scene(named: "follower", canvas: CGSize(width: 300, height: 100)) { Follower(properties: .position, anchor: anchor) }
        let placements = try scene.sample(frame: 0).placements
        let (source, follower) = (placements[0].frame, placements[1].frame)
        expectClose(CGPoint(x: follower.minX + anchor.x * follower.width, y: follower.minY + anchor.y * follower.height),
                    CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height), tolerance: 1e-9)
        expectClose(follower.size, CGSize(width: 10, height: 10), tolerance: 1e-9)
    }
}
