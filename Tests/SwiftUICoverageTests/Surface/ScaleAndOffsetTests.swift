import CairoRasterizer
import Testing
import Zoetrope

/// `.scaleEffect` and `.offset` in every overload, as apps write them: the view keeps its place
/// in the layout and is drawn scaled or moved (checked in the decoded frame).
@Suite("Scale effects and offsets")
struct ScaleAndOffsetTests {
    @Test("scaleEffect(x:y:anchor:) draws a 40-point square 80 across and 20 down about its centre; its frame is unchanged")
    func scaleEffectXY() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(.red).frame(width: 40, height: 40).scaleEffect(x: 2, y: 0.5)
        }
        expectFrame(probe.frames.first, CGRect(x: 80, y: 80, width: 40, height: 40), "the layout")
        let image = try probe.image()
        for (x, y) in [(62, 100), (138, 100), (100, 92), (100, 108)] { expectPixel(image, x: x, y: y, Pixel.red, "inside the drawn 60…140 × 90…110") }
        for (x, y) in [(58, 100), (142, 100), (100, 88), (100, 112)] { expectPixel(image, x: x, y: y, Pixel.white, "outside it") }
    }

    @Test("scaleEffect(y:anchor:) with x left out stretches down only, from the top edge", arguments: [(2.0, 100), (0.5, 25)])
    func scaleEffectYOnly(amount: CGFloat, drawnHeight: Int) throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(.blue).frame(width: 50, height: 50).scaleEffect(y: amount, anchor: .top)
        }
        // The sample (and the CSV) puts the view where the scale draws its centre, as for any
        // geometry effect: the top edge stays at 75, the centre moves to 75 + 25 × amount.
        let center = try #require(probe.sampled.placements.first?.center)
        expectFrame(CGRect(origin: center, size: .zero), CGRect(x: 100, y: 75 + 25 * amount, width: 0, height: 0), "the drawn centre")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 75 + drawnHeight - 2, Pixel.blue, "just above the drawn bottom edge")
        expectPixel(image, x: 100, y: 75 + drawnHeight + 2, Pixel.white, "just below it")
        expectPixel(image, x: 77, y: 77, Pixel.blue, "the top-leading corner stays")
        expectPixel(image, x: 73, y: 80, Pixel.white, "the width is unchanged")
    }

    @Test("scaleEffect(_:anchor:) with a CGSize scales across by its width and down by its height, about the top-leading corner")
    func scaleEffectSize() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(.red).frame(width: 40, height: 40).scaleEffect(CGSize(width: 1.5, height: 3), anchor: .topLeading)
        }
        let image = try probe.image()
        expectPixel(image, x: 138, y: 198, Pixel.red, "60 across and 120 down from (80, 80)")
        expectPixel(image, x: 142, y: 150, Pixel.white, "past the drawn trailing edge")
        expectPixel(image, x: 78, y: 100, Pixel.white, "before the leading edge, which stays")
    }

    @Test("scaleEffect(x:y:) animates both amounts: halfway through a linear change the view is drawn halfway between")
    func scaleEffectAnimates() throws {
        struct Stretch: View {
            @State private var wide = false
            var body: some View {
                Rectangle().fill(.red).frame(width: 40, height: 40)
                    .scaleEffect(x: wide ? 3 : 1, y: wide ? 0.5 : 1)
                    .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200, frame: 15) { Stretch() }
        let image = try probe.image()
        // At 0.5 s: 2 × 40 = 80 across (60…140), 0.75 × 40 = 30 down (85…115).
        expectPixel(image, x: 62, y: 100, Pixel.red, "inside the leading edge at 60")
        expectPixel(image, x: 58, y: 100, Pixel.white, "outside it")
        expectPixel(image, x: 100, y: 87, Pixel.red, "inside the top edge at 85")
        expectPixel(image, x: 100, y: 83, Pixel.white, "outside it")
    }

    @Test("offset(_:) with a CGSize moves the drawing by its width and height; the layout keeps the view where it was")
    func offsetSize() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 40, height: 40).offset(CGSize(width: 30, height: -20))
                Rectangle().fill(.blue).frame(width: 40, height: 40)
            }
        }
        expectFrame(probe.frames.last, CGRect(x: 80, y: 100, width: 40, height: 40), "the second square, laid out as if the first had not moved")
        let image = try probe.image()
        expectPixel(image, x: 112, y: 42, Pixel.red, "the first square's top-leading corner, moved to (110, 40)")
        expectPixel(image, x: 108, y: 50, Pixel.white, "left of where it was drawn")
    }
}
