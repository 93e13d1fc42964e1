import CairoRasterizer
import Testing
import Zoetrope

/// The modifiers that take a shape style, as apps write them: backgrounds and overlays filled with
/// a style in the view's bounds or in a shape, and the tint that buttons and `.tint` are drawn in;
/// and the safe-area modifiers, which have nothing to change on a canvas without a safe area.
@Suite("Shape-style modifiers")
struct ShapeStyleModifierTests {
    @Test("background(_:ignoresSafeAreaEdges:) fills the view's bounds behind it: .background(.yellow) behind a 60 × 30 frame")
    func backgroundStyle() throws {
        let probe = try ViewProbe(width: 100, height: 100) {
            Color.clear.frame(width: 60, height: 30).background(.yellow)
        }
        let image = try probe.image()
        expectPixel(image, x: 22, y: 37, Pixel.yellow, "inside the 20…80 × 35…65 bounds")
        expectPixel(image, x: 78, y: 63, Pixel.yellow, "inside, the other corner")
        expectPixel(image, x: 18, y: 50, Pixel.white, "left of the bounds")
        expectPixel(image, x: 50, y: 33, Pixel.white, "above the bounds")
    }

    @Test("background(_:ignoresSafeAreaEdges:) with a Color written as Color.red picks the style overload and draws the same")
    func backgroundColorValue() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Text("").frame(width: 40, height: 40).background(Color.red, ignoresSafeAreaEdges: .all)
        }.image()
        expectPixel(image, x: 32, y: 32, Pixel.red)
        expectPixel(image, x: 28, y: 50, Pixel.white)
    }

    @Test("background(ignoresSafeAreaEdges:) fills with the background style, white, over a red canvas")
    func backgroundDefaultStyle() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.red
                Color.clear.frame(width: 40, height: 40).background(ignoresSafeAreaEdges: .all)
            }
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.white, "the background style behind the frame")
        expectPixel(image, x: 10, y: 10, Pixel.red, "the canvas outside it")
    }

    @Test("background(_:in:fillStyle:) fills a shape fitted to the view: a capsule of blue behind an 80 × 40 frame")
    func backgroundInShape() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Color.clear.frame(width: 80, height: 40).background(.blue, in: Capsule())
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.blue, "the middle")
        expectPixel(image, x: 12, y: 32, Pixel.white, "the frame's top-leading corner, outside the capsule's round end")
        expectPixel(image, x: 14, y: 50, Pixel.blue, "the round end's middle")
    }

    @Test("background(in:fillStyle:) fills the shape with the background style: a white circle on red")
    func backgroundInShapeDefaultStyle() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.red
                Color.clear.frame(width: 60, height: 60).background(in: Circle())
            }
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.white, "the circle's centre")
        expectPixel(image, x: 22, y: 22, Pixel.red, "the frame's corner, outside the circle")
    }

    @Test("overlay(_:ignoresSafeAreaEdges:) fills the bounds over the view: black at 50% over red")
    func overlayStyle() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Color.red.frame(width: 40, height: 40).overlay(.black.opacity(0.5))
        }.image()
        let expected = RGBA8(red: 128, green: 30, blue: 24)
        expectPixel(image, x: 50, y: 50, expected, "red under half black")
        expectPixel(image, x: 20, y: 20, Pixel.white, "outside the bounds")
    }

    @Test("overlay(_:in:fillStyle:) fills a shape over the view: a blue circle over a red square")
    func overlayInShape() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Color.red.frame(width: 60, height: 60).overlay(.blue, in: Circle())
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.blue, "inside the circle")
        expectPixel(image, x: 22, y: 22, Pixel.red, "the square's corner, outside the circle")
    }

    @Test("tint(_:) with a colour before buttonStyle(.bordered) draws the label in the tint on the tint at 15%")
    func tintBorderedButton() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Button(action: {}) { Color.clear.frame(width: 40, height: 20) }
                .tint(.green)
                .buttonStyle(.bordered)
        }
        let image = try probe.image()
        expectPixel(image, x: 100, y: 50, Pixel.over(white: Pixel.green, opacity: 0.15), "the bordered background, green at 15%")
    }

    @Test("tint(_:) with a shape style tints a .borderedProminent button and the .tint style inside")
    func tintShapeStyle() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Button(action: {}) { Color.clear.frame(width: 40, height: 20) }.buttonStyle(.borderedProminent)
                Rectangle().fill(.tint).frame(width: 40, height: 40)
            }
            .tint(Color.red)
        }.image()
        // The button is 64 × 34 (the label padded 12 across and 7 down), then the square: 104
        // wide in all, centred, so the button spans 48…112 and the square 112…152.
        expectPixel(image, x: 60, y: 50, Pixel.red, "the prominent button's background, in the tint")
        expectPixel(image, x: 132, y: 50, Pixel.red, "the square filled with .tint")
    }

    @Test("the .tint style is the accent colour, blue, where no tint is set")
    func tintDefault() throws {
        let image = try ViewProbe(width: 40, height: 40) { Rectangle().fill(.tint) }.image()
        expectPixel(image, x: 20, y: 20, Pixel.blue)
    }

    @Test("ignoresSafeArea(_:edges:) and edgesIgnoringSafeArea(_:) leave the layout as it is on a canvas without a safe area")
    func ignoresSafeArea() throws {
        let plain = try ViewProbe(width: 100, height: 100) { Color.red.frame(width: 50, height: 20) }
        let ignoring = try ViewProbe(width: 100, height: 100) { Color.red.frame(width: 50, height: 20).ignoresSafeArea() }
        let ignoringTop = try ViewProbe(width: 100, height: 100) { Color.red.frame(width: 50, height: 20).ignoresSafeArea(.container, edges: .top) }
        let older = try ViewProbe(width: 100, height: 100) { Color.red.frame(width: 50, height: 20).edgesIgnoringSafeArea(.all) }
        for probe in [ignoring, ignoringTop, older] { expectFrame(probe.frames.first, plain.frames[0]) }
        let full = try ViewProbe(width: 100, height: 100) { Color.blue.ignoresSafeArea() }
        expectFrame(full.frames.first, CGRect(x: 0, y: 0, width: 100, height: 100), "a colour ignoring the safe area fills the canvas")
    }
}
