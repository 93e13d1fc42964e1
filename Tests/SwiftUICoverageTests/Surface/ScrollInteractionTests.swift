import Foundation
import Testing
import Zoetrope

/// Fifty 40-point rows in a scroll view filling a 300 × 700 canvas: 2,000 points of content, so
/// the offset runs from 0 to 1,300. A scroll's finger goes down at the centre, (150, 350).
private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Color(hue: Double(index) / 50, saturation: 0.6, brightness: 0.9).frame(height: 40)
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// Rows with an id each in a scroll view, scrolled by a proxy inside `withAnimation` at 0.5 s.
private struct ProxyRows: View {
    let animation: Animation?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50) { index in
                        Color.blue.frame(height: 40).id(index)
                    }
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(animation) { proxy.scrollTo(30, anchor: .top) }
            }
        }
    }
}

/// Scripted scrolls: the rows follow the finger exactly, run on after a moving release and slow
/// down as UIScrollView's deceleration says, stop at the content's ends, and a proxy's
/// `scrollTo` animates in its transaction.
@Suite("ScrollView: scripted scrolls and animated scrollTo")
struct ScrollInteractionTests {
    /// The top of row `row` at frame `frame` of a 60-frames-a-second scene of ``Rows``.
    private func rowTop(_ row: Int, frame: Int, in scene: Scene) throws -> Double {
        Double(try scene.sample(frame: frame).placements[row].frame.minY)
    }

    private func rowsScene(_ interactions: [Interaction], duration: TimeInterval = 6) throws -> Scene {
        try Scene(named: "rows", canvas: CGSize(width: 300, height: 700), fps: 60, duration: duration, interactions: interactions) {
            Rows()
        }
    }

    @Test("A scroll of 300 points up over 0.5 s: the rows move by exactly the finger's movement at the release, then run on and slow down (600 / k more) and stop")
    func scrollFollowsFingerThenDecelerates() throws {
        // Finger down at 0.5 s, up at 1 s (frame 60), 600 points a second.
        let scene = try rowsScene([.scroll("list", by: CGSize(width: 0, height: -300), at: 0.5, duration: 0.5)])
        #expect(try rowTop(0, frame: 0, in: scene) == 0)
        #expect(try rowTop(10, frame: 0, in: scene) == 400)
        // Half way (0.75 s, frame 45), the finger has moved 150 points: the rows too.
        #expect(abs(try rowTop(10, frame: 45, in: scene) - (400 - 150)) < 1e-6)
        // At the release, 300 points exactly.
        #expect(abs(try rowTop(0, frame: 60, in: scene) - -300) < 1e-6)
        #expect(abs(try rowTop(10, frame: 60, in: scene) - 100) < 1e-6)
        // Then on: 600 points a second decaying by 0.998 a millisecond covers 600 / (−1000 ln 0.998) = 299.7 more.
        let k = -1000 * log(0.998)
        let after = { (t: Double) in 600 / k * (1 - exp(-k * t)) }
        #expect(abs(try rowTop(0, frame: 90, in: scene) - (-300 - after(0.5))) < 1e-6, "0.5 s after the release")
        // Moving on at the release at the finger's speed: one frame on, 600/60 = 10 points less 3 % decay (9.84).
        let step = try rowTop(0, frame: 60, in: scene) - rowTop(0, frame: 61, in: scene)
        #expect(abs(step - after(1.0 / 60)) < 1e-6 && step > 9.8 && step < 10, "\(step)")
        // At rest by the end, at the decay's limit, to the stop distance.
        let rest = try rowTop(0, frame: 359, in: scene)
        #expect(abs(rest - (-300 - 600 / k)) <= 0.5 + 1e-9, "at rest: \(rest)")
        #expect(try rowTop(0, frame: 359, in: scene) == rowTop(0, frame: 358, in: scene))
    }

    @Test("A fast scroll past the end stops at the content's end (1,300 points) and no further, and a scroll back starts from there")
    func scrollStopsAtTheEnd() throws {
        let scene = try rowsScene([
            .scroll("list", by: CGSize(width: 0, height: -340), at: 0.2, duration: 0.1),
            .scroll("list", by: CGSize(width: 0, height: 100), at: 4, duration: 1),
        ])
        let top = try (0..<360).map { try rowTop(0, frame: $0, in: scene) }
        #expect(top.min() == -1300, "the last row's bottom at the scroll view's bottom")
        #expect(top[230] == -1300)
        // The finger moves 100 points down over 4…5 s: the rows follow it from the end.
        #expect(abs(top[300] - (-1300 + 100)) < 1e-6, "at the release: \(top[300])")
    }

    @Test("A scroll on a row inside the scroll view scrolls it; a scroll on a view that does not scroll is an error naming it and the time")
    func scrollErrors() throws {
        let error = #expect(throws: SceneError.self) {
            _ = try Scene(named: "still", canvas: CGSize(width: 300, height: 400), fps: 30, duration: 1,
                          interactions: [.scroll("label", by: CGSize(width: 0, height: -100), at: 0.5, duration: 0.2)]) {
                Text("Hello").accessibilityIdentifier("label")
            }
        }
        #expect(error?.path == "interactions[0]")
        #expect(error?.message.contains("scroll \"label\" at 0.5 s") ?? false, "\(String(describing: error?.message))")
        #expect(error?.message.contains("does not scroll") ?? false)
        let unknown = #expect(throws: SceneError.self) {
            _ = try Scene(named: "still", canvas: CGSize(width: 300, height: 400), fps: 30, duration: 1,
                          interactions: [.scroll("Notes", by: CGSize(width: 0, height: -100), at: 0.5, duration: 0.2)]) {
                Text("Notes")
            }
        }
        #expect(unknown?.message == "scroll \"Notes\" at 0.5 s: no ScrollView, nor a view in one, with .accessibilityIdentifier(\"Notes\") (accessibility identifiers: none)",
                "\(String(describing: unknown?.message))")
    }

    @Test("withAnimation { proxy.scrollTo(30, anchor: .top) } at 0.5 s: the rows move there over the animation (eased, half way at the middle); without an animation, at once")
    func proxyScrollAnimates() throws {
        let animated = try Scene(named: "proxy", canvas: CGSize(width: 300, height: 400), fps: 60, duration: 1.5) {
            ProxyRows(animation: .linear(duration: 0.5))
        }
        let top = { (frame: Int) in Double(try animated.sample(frame: frame).placements[0].frame.minY) }
        #expect(try top(30) == 0, "not yet")
        let halfWay = try top(45)
        #expect(abs(halfWay - -600) < 1e-6, "half way through a linear 0.5 s to −1,200: \(halfWay)")
        #expect(abs(try top(60) - -1200) < 1e-6, "row 30 at the top")
        let immediate = try Scene(named: "proxy", canvas: CGSize(width: 300, height: 400), fps: 60, duration: 1.5) {
            ProxyRows(animation: nil)
        }
        #expect(try immediate.sample(frame: 31).placements[0].frame.minY == -1200)
    }
}
