import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A list of one link whose destination has a title and a line of text.
private struct Inbox: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Open") {
                    Text("Message body").navigationTitle("Message")
                }
                Text("Inbox body")
            }
            .navigationTitle("Inbox")
        }
    }
}

/// Where the first view showing `text` is in a sampled frame, when it is shown.
private func placement(of text: String, in frame: SampledFrame) -> ViewPlacement? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.1
}

/// Pushes and pops animated as UIKit's navigation controller animates them: the new screen slides
/// in from the trailing edge over 0.35 s (UIKit's `defaultSlidingTransitionDuration`), the one it
/// covers moves 30 % of the width towards the leading edge and darkens under 10 % black; a pop
/// plays it back. Times at 40 frames a second: the tap at 0.5 s is frame 20, the push ends at
/// 0.85 s (frame 34), half way at 0.675 s (frame 27).
@Suite("Navigation: push and pop animations")
struct NavigationPushTests {
    private func scene(_ taps: [(String, TimeInterval)]) throws -> Scene {
        try Scene(named: "inbox", canvas: CGSize(width: 390, height: 500), fps: 40, duration: 2.5,
                  interactions: taps.map { .tap($0.0, at: $0.1) }, textMeasurer: CairoTextMeasurer()) { Inbox() }
    }

    @Test("A tapped link's destination (its title and content) slides in from the trailing edge over 0.35 s, eased: a full width away at the tap, half at the middle, in place at the end")
    func destinationSlidesIn() throws {
        let scene = try scene([("Open", 0.5)])
        let end = try #require(placement(of: "Message body", in: try scene.sample(frame: 40)))
        let titleEnd = try #require(placement(of: "Message", in: try scene.sample(frame: 40)))
        #expect(placement(of: "Message body", in: try scene.sample(frame: 19)) == nil, "not there before the tap")
        let start = try #require(placement(of: "Message body", in: try scene.sample(frame: 20)))
        #expect(abs(start.center.x - (end.center.x + 390)) < 1e-6, "a screen's width to the right at the tap: \(start.center.x)")
        let middle = try #require(placement(of: "Message body", in: try scene.sample(frame: 27)))
        #expect(abs(middle.center.x - (end.center.x + 195)) < 1e-6, "half way at the middle of an ease in and out: \(middle.center.x)")
        let title = try #require(placement(of: "Message", in: try scene.sample(frame: 27)))
        #expect(abs(title.center.x - (titleEnd.center.x + 195)) < 1e-6, "the title moves with its screen")
        let done = try #require(placement(of: "Message body", in: try scene.sample(frame: 34)))
        #expect(abs(done.center.x - end.center.x) < 1e-6, "in place at 0.85 s")
        #expect(abs(placement(of: "Message body", in: try scene.sample(frame: 33)).map { $0.center.x - end.center.x } ?? 0) > 0.01,
                "still moving a frame before")
    }

    @Test("The covered screen moves 30 % of the width (117 points) towards the leading edge and a 10 % black layer fades in over it; a pop plays both back")
    func coveredScreenMovesAsideAndDims() throws {
        let scene = try scene([("Open", 0.5), ("Inbox", 1.5)])
        let rest = try #require(placement(of: "Inbox body", in: try scene.sample(frame: 19)))
        let middle = try #require(placement(of: "Inbox body", in: try scene.sample(frame: 27)))
        #expect(abs(middle.center.x - (rest.center.x - 58.5)) < 1e-6, "half of 117 at the middle: \(middle.center.x)")
        let covered = try #require(placement(of: "Inbox body", in: try scene.sample(frame: 40)))
        #expect(abs(covered.center.x - (rest.center.x - 117)) < 1e-6)
        // The dimming layer: a black view of 10 % opacity faded in by its transition.
        let dimming = { (frame: Int) throws -> Double? in
            let sampled = try scene.sample(frame: frame)
            return zip(sampled.looks, sampled.placements).first { look, placed in
                look.fill == Color.black.opacity(0.1).rgba && placed.size.width == 390
            }.map { $0.1.opacity }
        }
        #expect((try dimming(19) ?? 0) == 0, "not shown before the tap")
        #expect(abs((try dimming(27) ?? 0) - 0.5) < 1e-6, "half faded in at the middle")
        #expect(try dimming(40) == 1)
        // The back button (titled "Inbox") tapped at 1.5 s (frame 60): back in 0.35 s.
        let popping = try #require(placement(of: "Inbox body", in: try scene.sample(frame: 67)))
        #expect(abs(popping.center.x - (rest.center.x - 58.5)) < 1e-6, "half way back: \(popping.center.x)")
        let back = try #require(placement(of: "Inbox body", in: try scene.sample(frame: 74)))
        #expect(abs(back.center.x - rest.center.x) < 1e-6)
        let leaving = try #require(placement(of: "Message body", in: try scene.sample(frame: 67)))
        let end = try #require(placement(of: "Message body", in: try scene.sample(frame: 40)))
        #expect(abs(leaving.center.x - (end.center.x + 195)) < 1e-6, "the popped screen slides out to the trailing edge")
        #expect(placement(of: "Message body", in: try scene.sample(frame: 74)) == nil, "gone once popped")
    }
}
