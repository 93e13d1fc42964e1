import Testing
import Zoetrope

/// `Alignment` and `UnitPoint` in every member, `.alignmentGuide`, and `.background`/`.overlay`
/// with a view, as apps write them: where the leaf views are laid out, and what is drawn on top.
@Suite("Alignment")
struct AlignmentTests {
    /// The frame of the first leaf view filled with `color`.
    static func frame(of color: Color, in probe: ViewProbe) -> CGRect? {
        zip(probe.frames, probe.looks).first { $0.1.fill == color.rgba }?.0
    }

    @Test("each Alignment places a 20-point square in a 100 × 60 frame at that corner, edge or centre")
    func alignments() throws {
        // The frame is at (50, 20) on a 200 × 100 canvas; the square's origin for each alignment.
        let cases: [(Alignment, CGPoint)] = [
            (.topLeading, CGPoint(x: 50, y: 20)), (.top, CGPoint(x: 90, y: 20)), (.topTrailing, CGPoint(x: 130, y: 20)),
            (.leading, CGPoint(x: 50, y: 40)), (.center, CGPoint(x: 90, y: 40)), (.trailing, CGPoint(x: 130, y: 40)),
            (.bottomLeading, CGPoint(x: 50, y: 60)), (.bottom, CGPoint(x: 90, y: 60)), (.bottomTrailing, CGPoint(x: 130, y: 60)),
            (Alignment(horizontal: .trailing, vertical: .top), CGPoint(x: 130, y: 20)),
            (Alignment(horizontal: .leading, vertical: .bottom), CGPoint(x: 50, y: 60)),
        ]
        for (alignment, origin) in cases {
            let probe = try ViewProbe(width: 200, height: 100) {
                Color.red.frame(width: 20, height: 20).frame(width: 100, height: 60, alignment: alignment)
            }
            expectFrame(probe.frames.first, CGRect(origin: origin, size: CGSize(width: 20, height: 20)), "\(alignment)")
            let stacked = try ViewProbe(width: 200, height: 100) {
                ZStack(alignment: alignment) {
                    Color.blue.frame(width: 100, height: 60)
                    Color.red.frame(width: 20, height: 20)
                }
            }
            expectFrame(stacked.frames.last, CGRect(origin: origin, size: CGSize(width: 20, height: 20)), "ZStack \(alignment)")
        }
    }

    @Test("each UnitPoint anchors a scale effect: a 40-point square doubled about it is drawn centred at 2 × centre − anchor")
    func unitPoints() throws {
        let cases: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (UnitPoint(), 0, 0), (.topLeading, 0, 0), (.top, 0.5, 0), (.topTrailing, 1, 0),
            (.leading, 0, 0.5), (.center, 0.5, 0.5), (.trailing, 1, 0.5),
            (.bottomLeading, 0, 1), (.bottom, 0.5, 1), (.bottomTrailing, 1, 1), (UnitPoint(x: 0.25, y: 0.75), 0.25, 0.75),
        ]
        for (anchor, x, y) in cases {
            #expect(abs(anchor.x - x) < 1e-9 && abs(anchor.y - y) < 1e-9, "\(anchor)")
            let probe = try ViewProbe(width: 200, height: 200) {
                Color.red.frame(width: 40, height: 40).scaleEffect(2, anchor: anchor)
            }
            // The square is laid out at (80, 80); the anchor is at (80 + 40x, 80 + 40y) and stays put.
            let center = try #require(probe.sampled.placements.first?.center)
            let expected = CGPoint(x: 200 - (80 + 40 * x), y: 200 - (80 + 40 * y))
            #expect(abs(center.x - expected.x) < 1e-6 && abs(center.y - expected.y) < 1e-6, "\(anchor): drawn centre \(center), expected \(expected)")
        }
        let image = try ViewProbe(width: 200, height: 200) {
            Color.red.frame(width: 40, height: 40).scaleEffect(2, anchor: .bottomTrailing)
        }.image()
        expectPixel(image, x: 42, y: 42, Pixel.red, "the doubled square reaches (40, 40) from the fixed bottom-trailing corner")
        expectPixel(image, x: 122, y: 100, Pixel.white, "past the fixed trailing edge")
    }

    @Test("alignmentGuide(_:computeValue:) for a HorizontalAlignment moves where a view's guide is: a leading guide at 10 shifts it 10 to the leading side")
    func alignmentGuideHorizontal() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { _ in 10 }
                Color.green.frame(width: 40, height: 20).alignmentGuide(.leading) { dimensions in dimensions[HorizontalAlignment.trailing] }
            }
        }
        // The guide line is at the red view's leading edge; blue's x = 10 and green's trailing edge sit on it.
        let red = probe.frames[0], blue = probe.frames[1], green = probe.frames[2]
        #expect(abs(red.minX - blue.minX - 10) < 1e-6, "blue \(blue.minX), red \(red.minX)")
        #expect(abs(green.maxX - red.minX) < 1e-6, "green ends at \(green.maxX), red starts at \(red.minX)")
        // The column spans 80 points (from green's leading to red's trailing), centred: 60…140.
        #expect(abs(green.minX - 60) < 1e-6 && abs(red.minX - 100) < 1e-6, "green \(green.minX), red \(red.minX)")
    }

    @Test("alignmentGuide(_:computeValue:) for a VerticalAlignment moves where a view's guide is: a top guide at its bottom puts it above the row's top")
    func alignmentGuideVertical() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { dimensions in dimensions[.bottom] }
                Color.green.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.top) { _ in -5 }
            }
        }
        let red = probe.frames[0], blue = probe.frames[1], green = probe.frames[2]
        #expect(abs(blue.maxY - red.minY) < 1e-6, "blue ends at \(blue.maxY), red starts at \(red.minY)")
        #expect(abs(green.minY - red.minY - 5) < 1e-6, "green starts at \(green.minY)")
        // The row spans blue's top to red's bottom: 60 points, centred: 20…80.
        #expect(abs(blue.minY - 20) < 1e-6 && abs(red.maxY - 80) < 1e-6, "blue \(blue.minY), red \(red.maxY)")
    }

    @Test("background(_:alignment:) lays a view out behind another, offered its size, at the alignment given")
    func backgroundView() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40)
                .background(Color.blue.frame(width: 60, height: 20), alignment: .bottomTrailing)
        }
        expectFrame(Self.frame(of: .red, in: probe), CGRect(x: 80, y: 30, width: 40, height: 40), "the view keeps its place")
        expectFrame(Self.frame(of: .blue, in: probe), CGRect(x: 60, y: 50, width: 60, height: 20), "the background's bottom-trailing corner on the view's")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 60, Pixel.red, "the view drawn over its background")
        expectPixel(image, x: 70, y: 60, Pixel.blue, "the background past the view's leading edge")
        let fill = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 40, height: 20).padding(10).background(Color.blue) }
        expectFrame(Self.frame(of: .blue, in: fill), CGRect(x: 70, y: 30, width: 60, height: 40), "a greedy background takes the padded size")
    }

    @Test("background(alignment:content:) builds the background in a closure and places it at the alignment given")
    func backgroundContent() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40)
                .background(alignment: .leading) {
                    Color.blue.frame(width: 60, height: 10)
                }
        }
        expectFrame(Self.frame(of: .blue, in: probe), CGRect(x: 80, y: 45, width: 60, height: 10), "leading edges together, centred down")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 50, Pixel.red, "the view drawn over it")
        expectPixel(image, x: 130, y: 50, Pixel.blue, "the background past the trailing edge")
        let centred = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40).background { Color.blue }
        }
        expectFrame(Self.frame(of: .blue, in: centred), CGRect(x: 80, y: 30, width: 40, height: 40), "no alignment: centred, offered the view's size")
    }

    @Test("overlay(_:alignment:) lays a view out over another, offered its size, at the alignment given, drawn on top")
    func overlayView() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40)
                .overlay(Color.blue.frame(width: 10, height: 10), alignment: .topTrailing)
        }
        expectFrame(Self.frame(of: .blue, in: probe), CGRect(x: 110, y: 30, width: 10, height: 10), "at the top-trailing corner")
        let image = try probe.image()
        expectPixel(image, x: 115, y: 35, Pixel.blue, "the overlay on top")
        expectPixel(image, x: 100, y: 50, Pixel.red, "the view elsewhere")
    }

    @Test("overlay(alignment:content:) builds the overlay in a closure, placed at the alignment given and drawn on top")
    func overlayContent() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40)
                .overlay(alignment: .bottom) {
                    Color.blue.frame(width: 20, height: 10)
                }
        }
        expectFrame(Self.frame(of: .red, in: probe), CGRect(x: 80, y: 30, width: 40, height: 40), "the view keeps its place")
        expectFrame(Self.frame(of: .blue, in: probe), CGRect(x: 90, y: 60, width: 20, height: 10), "bottom edges together, centred across")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 65, Pixel.blue, "the overlay on top")
        let full = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 40, height: 40).overlay { Color.blue } }
        expectPixel(try full.image(), x: 100, y: 50, Pixel.blue, "no alignment: a greedy overlay covers the view")
    }
}
