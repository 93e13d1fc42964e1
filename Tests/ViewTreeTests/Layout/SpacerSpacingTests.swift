import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A spacer as SwiftUI sizes it: at least 8 points along its stack's axis by default, no spacing
/// between it and its neighbours (skip-ui's `LayoutTests.testHStackAlignment` and
/// `testVStackAlignment`, pixel maps recorded from SwiftUI), and a layout priority of −∞, so
/// every other view is sized first (OpenSwiftUI's `Spacer.swift`).
@Suite("Spacer spacing as SwiftUI lays it out")
struct SpacerSpacingTests {
    /// The recorded view in one axis: three spacers around two 2-point black bars, in a 12 × 12 frame.
    static func recorded(_ axis: Axis) -> AnyView {
        if axis == .horizontal {
            AnyView(HStack {
                Spacer()
                Color.black.frame(width: 2)
                Spacer()
                Color.black.frame(width: 2)
                Spacer()
            }
            .frame(width: 12, height: 12))
        } else {
            AnyView(VStack {
                Spacer()
                Color.black.frame(height: 2)
                Spacer()
                Color.black.frame(height: 2)
                Spacer()
            }
            .frame(width: 12, height: 12))
        }
    }

    // Each spacer keeps its 8-point minimum and touches its neighbours: 8 + 2 + 8 + 2 + 8 = 28
    // along the axis, more than the 12 the frame offers, so the stack overflows and the frame
    // centres it at (12 − 28) / 2 = −8. The spacers span −8…0, 2…10 and 12…20; the bars 0…2 and
    // 10…12, the pixel columns (rows) 0–1 and 10–11 SwiftUI draws. Across the axis the bars fill
    // the 12 points and the spacers are 0 thick, centred at 6.
    @Test("the recorded 12-point stack: bars at 0…2 and 10…12, spacers 8 long touching them", arguments: Axis.allCases)
    func recordedStack(axis: Axis) throws {
        let scene = try Scene(named: "spacers", canvas: CGSize(width: 12, height: 12)) { Self.recorded(axis) }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        let expected: [(start: CGFloat, length: CGFloat, thickness: CGFloat)] = [
            (-8, 8, 0), (0, 2, 12), (2, 8, 0), (10, 2, 12), (12, 8, 0),
        ]
        #expect(frames.count == expected.count)
        for (index, (frame, want)) in zip(frames, expected).enumerated() {
            let across = (12 - want.thickness) / 2
            let rect = axis == .horizontal
                ? CGRect(x: want.start, y: across, width: want.length, height: want.thickness)
                : CGRect(x: across, y: want.start, width: want.thickness, height: want.length)
            expectClose(rect.standardized, frame, "view \(index)")
        }
    }

    // A 100-point row: 20 + spacer + 20 with no spacing beside the spacer, so it takes
    // 100 − 40 = 60; with `spacing: 5` the explicit spacing applies beside it too: 100 − 40 − 10 = 50.
    @Test("a spacer between two views takes all the room left; an explicit spacing still applies beside it",
          arguments: [(nil, 60.0), (5, 50.0)] as [(CGFloat?, CGFloat)])
    func between(spacing: CGFloat?, spacerLength: CGFloat) throws {
        let scene = try Scene(named: "row", canvas: CGSize(width: 100, height: 20)) {
            HStack(spacing: spacing) {
                Color.red.frame(width: 20)
                Spacer()
                Color.blue.frame(width: 20)
            }
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        let gap = spacing ?? 0
        expectClose(frames[0].minX, 0, "red")
        expectClose(frames[1].width, spacerLength, "spacer")
        expectClose(frames[1].minX, 20 + gap, "spacer")
        expectClose(frames[2].maxX, 100, "blue")
    }

    // `HStack { A; Spacer(); B }` at its ideal width (fixedSize): 30 + 8 + 30 = 68, no 8-point
    // gaps beside the spacer; `Spacer(minLength: 0)` lets the views touch: 60; two views without a
    // spacer keep the default 8: 68 again.
    @Test("at its ideal size a row is its views plus the spacer's minimum, with no gaps beside it",
          arguments: [(8, 68.0), (0, 60.0)] as [(CGFloat?, CGFloat)])
    func idealWidth(minLength: CGFloat?, width: CGFloat) throws {
        let scene = try Scene(named: "ideal", canvas: CGSize(width: 200, height: 40)) {
            HStack {
                Color.red.frame(width: 30, height: 30)
                Spacer(minLength: minLength)
                Color.blue.frame(width: 30, height: 30)
            }
            .fixedSize()
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        expectClose(frames[2].maxX - frames[0].minX, width, "row width")
        let plain = try Scene(named: "plain", canvas: CGSize(width: 200, height: 40)) {
            HStack { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 30, height: 30) }
        }
        let pair = try plain.sample(frame: 0).placements.map(\.frame)
        expectClose(pair[1].minX - pair[0].maxX, 8, "default gap between two views")
    }

    /// Sized like text 500 points wide on one line of 20, wrapping at the width offered (one line
    /// more each time it wraps), its one view filling it.
    struct WrappingText: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = min(proposal.width ?? 500, 500)
            return CGSize(width: width, height: width > 0 ? 20 * (500 / width).rounded(.up) : 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    // In 300: the colour (as flexible as the spacer, and before it only by priority) is offered
    // 300 − 8 = 292, the spacer's minimum kept back, and takes it; the spacer takes the 8 left.
    // The text takes 292 too (two lines) rather than the half an equal share would give it.
    // With `.layoutPriority(0)` the spacer is an ordinary view again: a colour and a spacer share
    // equally, 150 each.
    @Test("a spacer is sized after every other view: a flexible view takes all but its minimum",
          arguments: [("colour", nil, 292.0), ("text", nil, 292.0), ("colour", 0, 150.0)] as [(String, Double?, CGFloat)])
    func lowestPriority(view: String, spacerPriority: Double?, width: CGFloat) throws {
        let scene = try Scene(named: "priority", canvas: CGSize(width: 300, height: 100)) {
            HStack(spacing: 0) {
                if view == "colour" { Color.red } else { WrappingText() { Color.red } }
                if let spacerPriority { Spacer().layoutPriority(spacerPriority) } else { Spacer() }
            }
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        expectClose(frames[0].width, width, "\(view)'s width")
    }

    static let wrappedAndAlone: [LeafFramesCase] = [
        // In a frame in a row the spacer still knows the row's axis: at the row's ideal size it
        // keeps its 8-point minimum across (the frame gives it no width), so the row is
        // 20 + 8 + 20 = 48 and the blue view starts at 28. The frame is 8 × 10, centred in the
        // 20-high row at y 5; the spacer, 8 × 0, in the middle of it at y 10.
        LeafFramesCase(name: "Spacer().frame(height: 10) in an HStack keeps its minimum along the row",
                       canvas: CGSize(width: 100, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: 10, width: 8, height: 0),
                           CGRect(x: 28, y: 0, width: 20, height: 20),
                       ]) {
            AnyView(HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Spacer().frame(height: 10)
                Color.blue.frame(width: 20, height: 20)
            }.fixedSize().frame(width: 100, height: 100, alignment: .topLeading))
        },
        // Outside a stack a spacer has its minimum on both axes: at a ZStack's ideal size, 8 × 8;
        // with minLength 3, 3 × 3.
        LeafFramesCase(name: "a Spacer in a ZStack at its ideal size is its minimum on both axes",
                       canvas: CGSize(width: 100, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 8, height: 8), CGRect(x: 0, y: 8, width: 3, height: 3),
                       ]) {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                ZStack { Spacer() }.fixedSize()
                ZStack { Spacer(minLength: 3) }.fixedSize()
            }.frame(width: 100, height: 100, alignment: .topLeading))
        },
        // Offered room outside a stack, it takes all of it: the ZStack's 60 × 40.
        LeafFramesCase(name: "a Spacer in a ZStack offered room takes it all", canvas: CGSize(width: 100, height: 100),
                       expected: [CGRect(x: 0, y: 0, width: 60, height: 40)]) {
            AnyView(ZStack { Spacer() }.frame(width: 60, height: 40).frame(width: 100, height: 100, alignment: .topLeading))
        },
    ]

    @Test("a spacer wrapped by a modifier, or outside any stack, as SwiftUI sizes it", arguments: wrappedAndAlone)
    func wrappedOrAlone(_ spacerCase: LeafFramesCase) throws {
        try spacerCase.check()
    }
}
