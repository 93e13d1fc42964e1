import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// What the card's drag reported at its release.
private final class Release: @unchecked Sendable {
    var velocity: CGSize?
}

/// A swipeable card as apps write one: it follows the finger with `.interactiveSpring` and, let
/// go, flies off or springs back with a `.spring` that takes the running one over.
private struct FlingCard: View {
    let release: Release
    @State private var offset: CGSize = .zero

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 60)
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .onChanged { value in withAnimation(.interactiveSpring) { offset = value.translation } }
                    .onEnded { value in
                        release.velocity = value.velocity
                        if abs(value.predictedEndTranslation.width) > 240 {
                            withAnimation(.spring(response: 0.6, dampingFraction: 1)) { offset = CGSize(width: 600, height: 0) }
                        } else {
                            withAnimation(.spring(response: 0.45, dampingFraction: 0.6)) { offset = .zero }
                        }
                    }
            )
    }
}

/// Flings handed to springs: the velocity SwiftUI's drag reports at the release is the finger's,
/// and the spring that takes over carries the card's velocity on, so its trajectory has no kink.
@Suite("Gestures: a fling handed to a spring keeps its velocity")
struct GestureFlingTests {
    /// The card's centre x at each frame of a scene of it dragged by `distance` over `duration`
    /// from 0.25 s, at 120 frames a second.
    private func trajectory(distance: CGFloat, duration: TimeInterval, release: Release) throws -> [Double] {
        let scene = try Scene(named: "fling", canvas: CGSize(width: 500, height: 200), fps: 120, duration: 1.5,
                              interactions: [.drag("card", by: CGSize(width: distance, height: 0), at: 0.25, duration: duration)]) {
            FlingCard(release: release)
        }
        return try (0...180).map { Double(try scene.sample(frame: $0).placements[0].center.x) }
    }

    @Test("Dragged 240 points in 0.3 s: the drag reports 800 points a second at the release, the card moves at about that speed on both sides of it, and flies off")
    func flingKeepsVelocity() throws {
        let release = Release()
        let x = try trajectory(distance: 240, duration: 0.3, release: release)
        #expect(abs((release.velocity?.width ?? 0) - 800) < 1e-6, "the finger's speed: \(String(describing: release.velocity))")
        // The release is at 0.55 s, frame 66. Before it the card moves at the finger's speed;
        // after it the spring speeds it up, so its speed over the next two frames, carried back
        // to the release, is what the spring started with: the finger's.
        let before = (x[66] - x[65]) * 120
        let (first, second) = ((x[67] - x[66]) * 120, (x[68] - x[67]) * 120)
        let atRelease = first - (second - first) / 2
        #expect(abs(before - 800) < 0.02 * 800, "before: \(before)")
        #expect(abs(atRelease - 800) < 0.03 * 800, "the spring starts at the finger's speed: \(atRelease)")
        #expect(second > first && first > before, "then speeds up towards its target")
        #expect(x[180] > 500 + 50, "off the canvas")
    }

    @Test("Dragged 60 points in 0.6 s: 100 points a second at the release, then the card turns back and settles in the middle")
    func slowDragSpringsBack() throws {
        let release = Release()
        let x = try trajectory(distance: 60, duration: 0.6, release: release)
        #expect(abs((release.velocity?.width ?? 0) - 100) < 1e-6)
        let before = (x[102] - x[101]) * 120
        #expect(abs(before - 100) < 5, "the finger's speed before the release at 0.85 s: \(before)")
        #expect(abs(x[180] - 250) < 0.5, "back in the middle: \(x[180])")
    }

    @Test("A drag whose finger would leave the canvas is an error naming the drag, where and when the finger leaves, and the canvas")
    func dragOffTheCanvas() throws {
        let error = #expect(throws: SceneError.self) {
            try Scene(named: "off", canvas: CGSize(width: 400, height: 200), duration: 1.5,
                      interactions: [.drag("card", by: CGSize(width: 300, height: 0), at: 0.25, duration: 0.5)]) {
                FlingCard(release: Release())
            }
        }
        #expect(error?.path == "interactions[0]")
        #expect(error?.message.hasPrefix("drag \"card\" at 0.25 s: the finger is at (") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("outside the 400 × 200 canvas; a finger stays on the screen") == true, "\(error?.message ?? "")")
    }
}
