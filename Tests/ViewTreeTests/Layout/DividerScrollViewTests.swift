import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `Divider`: a 1-point line across its stack's axis, in SwiftUI's separator colour.
@Suite("Divider")
struct DividerTests {
    static let cases: [LeafFramesCase] = [
        // At its ideal size the row is 20 + 8 + 1 + 8 + 20 = 57 wide and 30 high (the divider
        // asks for no height); placed, the divider is offered the row's 30 and takes it: a
        // vertical line at x 28.
        LeafFramesCase(name: "in an HStack: a vertical line 1 wide, as tall as the row", canvas: CGSize(width: 100, height: 100),
                       expected: [CGRect(x: 0, y: 0, width: 20, height: 30), CGRect(x: 28, y: 0, width: 1, height: 30),
                                  CGRect(x: 37, y: 0, width: 20, height: 30)]) {
            AnyView(HStack {
                Color.red.frame(width: 20, height: 30)
                Divider()
                Color.blue.frame(width: 20, height: 30)
            }.fixedSize().frame(width: 100, height: 100, alignment: .topLeading))
        },
        // 10 + 8 + 1 + 8 + 10 = 37 high, 40 wide: a horizontal line at y 18 across the 40.
        LeafFramesCase(name: "in a VStack: a horizontal line 1 high, as wide as the column", canvas: CGSize(width: 100, height: 100),
                       expected: [CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 18, width: 40, height: 1),
                                  CGRect(x: 0, y: 27, width: 40, height: 10)]) {
            AnyView(VStack {
                Color.red.frame(width: 40, height: 10)
                Divider()
                Color.blue.frame(width: 40, height: 10)
            }.fixedSize().frame(width: 100, height: 100, alignment: .topLeading))
        },
        // Outside any stack: horizontal, as wide as its 50-point frame, centred in its 20 points of height.
        LeafFramesCase(name: "outside a stack: a horizontal line", canvas: CGSize(width: 100, height: 100),
                       expected: [CGRect(x: 0, y: 9.5, width: 50, height: 1)]) {
            AnyView(Divider().frame(width: 50, height: 20).frame(width: 100, height: 100, alignment: .topLeading))
        },
        // A frame around it does not change its stack: still vertical in an HStack, 20 high
        // (its frame's), centred in the 40-high row at y 10, after 10 + 8 = 18.
        LeafFramesCase(name: "in a frame in an HStack: still vertical", canvas: CGSize(width: 100, height: 100),
                       expected: [CGRect(x: 0, y: 0, width: 10, height: 40), CGRect(x: 18, y: 10, width: 1, height: 20)]) {
            AnyView(HStack {
                Color.red.frame(width: 10, height: 40)
                Divider().frame(height: 20)
            }.fixedSize().frame(width: 100, height: 100, alignment: .topLeading))
        },
    ]

    @Test("every view's frame", arguments: cases)
    func viewFrames(_ dividerCase: LeafFramesCase) throws {
        try dividerCase.check()
    }

    @Test("drawn in SwiftUI's light separator colour: 60, 60, 67 at 29 %")
    func separatorColour() throws {
        let scene = try Scene(named: "divider", canvas: CGSize(width: 100, height: 100)) { Divider() }
        #expect(scene.views[0].fill == RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))
    }
}

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
