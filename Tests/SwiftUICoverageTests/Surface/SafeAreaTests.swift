import Foundation
import Testing
import Zoetrope
import CairoRasterizer
import ZoetropeTestSupport

/// Safe areas as a device's screen has them (a preview's canvas: 393 × 852 with 59 points above for
/// the status bar and 34 below for the home indicator): the view laid out in what they leave, and
/// `.ignoresSafeArea()` reaching out of it where the view touches its edge, as SwiftUI does.
@Suite
struct SafeAreaTests {
    static let screen = (width: CGFloat(393), height: CGFloat(852))
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var expected: CGRect
        var view: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a colour fills what the safe area leaves", expected: CGRect(x: 0, y: 59, width: 393, height: 759)) {
            AnyView(Color.red)
        },
        Case(name: "a colour ignoring the safe area fills the screen", expected: CGRect(x: 0, y: 0, width: 393, height: 852)) {
            AnyView(Color.red.ignoresSafeArea())
        },
        Case(name: "through the top edge only", expected: CGRect(x: 0, y: 0, width: 393, height: 818)) {
            AnyView(Color.red.ignoresSafeArea(edges: .top))
        },
        Case(name: "the keyboard's region alone: nothing moves", expected: CGRect(x: 0, y: 59, width: 393, height: 759)) {
            AnyView(Color.red.ignoresSafeArea(.keyboard))
        },
        Case(name: "edgesIgnoringSafeArea(.bottom)", expected: CGRect(x: 0, y: 59, width: 393, height: 793)) {
            AnyView(Color.red.edgesIgnoringSafeArea(.bottom))
        },
        Case(name: "a small view in the middle touches no edge: it stays", expected: CGRect(x: 146.5, y: 418.5, width: 100, height: 40)) {
            AnyView(Color.red.frame(width: 100, height: 40).ignoresSafeArea())
        },
        Case(name: "behind a ZStack's content, the backdrop reaches the screen's edges", expected: CGRect(x: 0, y: 0, width: 393, height: 852)) {
            AnyView(ZStack { Color.red.ignoresSafeArea(); Text("Hello") })
        },
        Case(name: "a bar at the top of a VStack reaches up under the status bar", expected: CGRect(x: 0, y: 0, width: 393, height: 103)) {
            AnyView(VStack(spacing: 0) { Color.red.ignoresSafeArea(edges: .top).frame(height: 44); Spacer() })
        },
        Case(name: "a fixed frame keeps its height, centred in the larger frame", expected: CGRect(x: 0, y: 29.5, width: 393, height: 44)) {
            AnyView(VStack(spacing: 0) { Color.red.frame(height: 44).ignoresSafeArea(edges: .top); Spacer() })
        },
        Case(name: "a screen's .background(.yellow) fills behind the status bar, as SwiftUI's does by default",
             expected: CGRect(x: 0, y: 0, width: 393, height: 852)) {
            AnyView(Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow))
        },
        Case(name: "a background that ignores no safe-area edge stays in the view's bounds", expected: CGRect(x: 0, y: 59, width: 393, height: 759)) {
            AnyView(Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: []))
        },
        Case(name: "aligned to the top in the larger frame, a view of fixed size moves up", expected: CGRect(x: 146.5, y: 0, width: 100, height: 40)) {
            AnyView(VStack { Color.red.frame(width: 100, height: 40).ignoresSafeArea(edges: .top, alignment: .top); Spacer() })
        },
    ]

    @Test("a device's safe area: the view laid out in what it leaves, reaching out where it ignores it", arguments: cases)
    func safeArea(_ example: Case) throws {
        let probe = try ViewProbe(width: Self.screen.width, height: Self.screen.height, safeArea: Self.insets) { example.view() }
        expectFrame(probe.frames.first, example.expected, tolerance: 1e-6)
    }

    /// A view on the device's screen.
    static func probe<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> ViewProbe {
        try ViewProbe(width: screen.width, height: screen.height, safeArea: insets, content: content)
    }

    @Test("ignoresSafeArea(_:edges:) as apps write it: every edge, the top only, the container region, the keyboard's alone")
    func ignoresSafeAreaEdges() throws {
        expectFrame(try Self.probe { Color.red.ignoresSafeArea() }.frames.first, CGRect(x: 0, y: 0, width: 393, height: 852))
        expectFrame(try Self.probe { Color.red.ignoresSafeArea(edges: .top) }.frames.first, CGRect(x: 0, y: 0, width: 393, height: 818))
        expectFrame(try Self.probe { Color.red.ignoresSafeArea(.container, edges: .bottom) }.frames.first, CGRect(x: 0, y: 59, width: 393, height: 793))
        expectFrame(try Self.probe { Color.red.ignoresSafeArea(.keyboard) }.frames.first, CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("ignoresSafeArea(_:edges:alignment:): a view of fixed size placed at the alignment in the larger frame; nil centres it")
    func ignoresSafeAreaAligned() throws {
        let top = try Self.probe { VStack { Color.red.frame(width: 100, height: 40).ignoresSafeArea(.container, edges: .top, alignment: .top); Spacer() } }
        expectFrame(top.frames.first, CGRect(x: 146.5, y: 0, width: 100, height: 40))
        let centred = try Self.probe { VStack { Color.red.frame(width: 100, height: 40).ignoresSafeArea(.all, edges: .top, alignment: nil); Spacer() } }
        expectFrame(centred.frames.first, CGRect(x: 146.5, y: 29.5, width: 100, height: 40))
    }

    @Test("edgesIgnoringSafeArea(_:), the older spelling: as ignoresSafeArea(edges:)")
    func edgesIgnoringSafeArea() throws {
        expectFrame(try Self.probe { Color.red.edgesIgnoringSafeArea(.all) }.frames.first, CGRect(x: 0, y: 0, width: 393, height: 852))
        expectFrame(try Self.probe { Color.red.edgesIgnoringSafeArea(.bottom) }.frames.first, CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test("the other views keep their places: a backdrop reaching out does not move the content beside it")
    func othersStay() throws {
        let probe = try ViewProbe(width: Self.screen.width, height: Self.screen.height, safeArea: Self.insets) {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea(edges: .top).frame(height: 44)
                Color.blue.frame(height: 100)
                Spacer()
            }
        }
        expectFrame(probe.frames[1], CGRect(x: 0, y: 103, width: 393, height: 100), tolerance: 1e-6)
    }

    @Test("decoded pixels: the status bar's strip is the backdrop's colour when it ignores the safe area, the canvas's when not")
    func pixels() throws {
        let ignoring = try ViewProbe(width: 120, height: 200, safeArea: EdgeInsets(top: 30, bottom: 20)) { Color.blue.ignoresSafeArea() }
        let plain = try ViewProbe(width: 120, height: 200, safeArea: EdgeInsets(top: 30, bottom: 20)) { Color.blue }
        let (covered, bare) = (try ignoring.image(), try plain.image())
        for y in [2, 28, 100, 190] { expectPixel(covered, x: 60, y: y, Pixel.blue, "under a colour that ignores the safe area") }
        expectPixel(bare, x: 60, y: 10, Pixel.white, "the status bar's strip, left to the canvas")
        expectPixel(bare, x: 60, y: 190, Pixel.white, "the home indicator's strip, left to the canvas")
        expectPixel(bare, x: 60, y: 100, Pixel.blue)
    }

    @Test("negative or infinite insets are refused, naming them")
    func badInsets() {
        #expect(throws: SceneError.self) {
            _ = try Scene(named: "bad", canvas: CGSize(width: 100, height: 100), safeArea: EdgeInsets(top: -1)) { Color.red }
        }
    }
}
