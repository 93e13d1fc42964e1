import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `ScrollView` at rest: its content at its own length along the scrolled axis, in a frame that
/// takes what it is offered.
@Suite("ScrollView")
struct ScrollViewTests {
    static let cases: [LeafFramesCase] = [
        // Five 50-high rows in the implicit VStack, 8 apart: y 0, 58, 116, 174, 232 (282 in all),
        // past the 120-point frame; each offered the scroll view's 200 of width.
        LeafFramesCase(name: "vertical: rows at their heights from the top, running past the frame, as wide as offered",
                       canvas: CGSize(width: 200, height: 120),
                       expected: (0..<5).map { CGRect(x: 0, y: 58 * Double($0), width: 200, height: 50) }) {
            AnyView(ScrollView {
                ForEach(0..<5) { _ in Color.red.frame(height: 50) }
            }.frame(width: 200, height: 120))
        },
        // An 80-wide, 30-high view: at the top, centred across: x (200 − 80) / 2 = 60.
        LeafFramesCase(name: "vertical: narrower content centred across, at the top", canvas: CGSize(width: 200, height: 120),
                       expected: [CGRect(x: 60, y: 0, width: 80, height: 30)]) {
            AnyView(ScrollView(showsIndicators: false) { Color.red.frame(width: 80, height: 30) }.frame(width: 200, height: 120))
        },
        // Horizontal: four 70-wide views in the implicit HStack, 8 apart: x 0, 78, 156, 234,
        // past the 200-point frame; each offered the 100 of height. The scroll view fills its
        // 200 × 100 frame.
        LeafFramesCase(name: "horizontal: columns from the leading edge, as tall as offered", canvas: CGSize(width: 200, height: 100),
                       expected: (0..<4).map { CGRect(x: 78 * Double($0), y: 0, width: 70, height: 100) }) {
            AnyView(ScrollView(.horizontal) {
                ForEach(0..<4) { _ in Color.red.frame(width: 70) }
            }.frame(width: 200, height: 100))
        },
        // The usual pairing: the grid is offered the scroll view's 200 of width and nothing of
        // height. ⌊(200 + 8) / (80 + 8)⌋ = 2 columns of (200 − 8) / 2 = 96, at 0 and 104; five
        // 40-high views make three rows at 0, 48 and 96, the last past the 100-point frame.
        LeafFramesCase(name: "a LazyVGrid of adaptive columns in a vertical ScrollView", canvas: CGSize(width: 200, height: 100),
                       expected: (0..<5).map { CGRect(x: 104 * Double($0 % 2), y: 48 * Double($0 / 2), width: 96, height: 40) }) {
            AnyView(ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<5) { _ in Color.red.frame(height: 40) }
                }
            }.frame(width: 200, height: 100))
        },
        // A scroll view is greedy: in a VStack beside a 20-high view it takes the rest of the
        // 200 (200 − 20 − 8 = 172), so the view below it sits at 180.
        LeafFramesCase(name: "in a VStack it takes the height left", canvas: CGSize(width: 100, height: 200),
                       expected: [CGRect(x: 30, y: 0, width: 40, height: 20), CGRect(x: 0, y: 180, width: 100, height: 20)]) {
            AnyView(VStack {
                ScrollView { Color.red.frame(width: 40, height: 20) }
                Color.blue.frame(height: 20)
            })
        },
    ]

    @Test("every view's frame", arguments: cases)
    func viewFrames(_ scrollCase: LeafFramesCase) throws {
        try scrollCase.check()
    }
}
