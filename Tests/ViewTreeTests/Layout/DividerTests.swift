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
