import CairoRasterizer
import Testing
import Zoetrope

/// `.frame`, `.padding` (every edge set), `.offset(x:y:)`, `.fixedSize`, `.aspectRatio`, `.clipped`,
/// `.hidden`, `.layoutPriority` and `.zIndex` as apps write them: the leaf views' frames, and the
/// decoded pixels where a modifier changes only the drawing.
@Suite("Frames and padding")
struct FrameAndPaddingTests {
    /// The space `padded` leaves around its content: pushed into the top-leading corner of a
    /// 200 × 100 canvas, then into the bottom-trailing one.
    static func insets<Content: View & SendableMetatype>(@ViewBuilder _ padded: @escaping @Sendable () -> Content) throws -> EdgeInsets {
        let first = try ViewProbe(width: 200, height: 100) { padded().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }
        let last = try ViewProbe(width: 200, height: 100) { padded().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing) }
        let topLeading = try #require(first.frames.first)
        let bottomTrailing = try #require(last.frames.first)
        return EdgeInsets(top: topLeading.minY, leading: topLeading.minX, bottom: 100 - bottomTrailing.maxY, trailing: 200 - bottomTrailing.maxX)
    }

    /// Expects `actual` to be `expected` (top, leading, bottom, trailing) within a thousandth.
    static func expectInsets(_ actual: EdgeInsets, _ expected: [CGFloat], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [actual.top, actual.leading, actual.bottom, actual.trailing]
        let close = zip(got, expected).allSatisfy { abs($0 - $1) < 1e-3 }
        #expect(close, "\(what): expected top, leading, bottom, trailing \(expected), got \(got)", sourceLocation: sourceLocation)
    }

    @Test("frame(width:height:alignment:) sizes a view exactly, centred; one length left out takes what is offered; alignment: places it in a larger frame")
    func frameWidthHeight() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 30)
                Color.blue.frame(width: 20, height: 20).frame(width: 100, height: 50, alignment: .bottomTrailing)
                Color.green.frame(height: 10)
            }
        }
        // The column is 200 × 90 (the green strip takes the whole width), from y = 5.
        expectFrame(probe.frames[0], CGRect(x: 70, y: 5, width: 60, height: 30), "the red 60 × 30, centred")
        expectFrame(probe.frames[1], CGRect(x: 130, y: 65, width: 20, height: 20), "the blue square in the bottom-trailing corner of its 100 × 50 frame at (50, 35)")
        expectFrame(probe.frames[2], CGRect(x: 0, y: 85, width: 200, height: 10), "the green strip, as wide as offered")
    }

    @Test("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) clamps what the view is offered and what it takes")
    func frameMinIdealMax() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(maxWidth: .infinity, maxHeight: 20)
                Color.blue.frame(width: 10, height: 10).frame(minWidth: 50, minHeight: 30, alignment: .topLeading)
                Color.green.frame(minWidth: 0, idealWidth: 80, maxWidth: 120, minHeight: 10, idealHeight: 10, maxHeight: 10)
            }
        }
        // The column is 200 × 60, from y = 20.
        expectFrame(probe.frames[0], CGRect(x: 0, y: 20, width: 200, height: 20), "maxWidth: .infinity fills the width; maxHeight: caps the height")
        expectFrame(probe.frames[1], CGRect(x: 75, y: 40, width: 10, height: 10), "the square at the top-leading corner of its 50 × 30 minimum frame")
        expectFrame(probe.frames[2], CGRect(x: 40, y: 70, width: 120, height: 10), "offered 200, held to maxWidth 120")
    }

    @Test("padding(_:) with a length insets the view by that length on every edge")
    func paddingLength() throws {
        Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(12) }, [12, 12, 12, 12], "padding(12)")
        Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(0.5) }, [0.5, 0.5, 0.5, 0.5], "padding(0.5)")
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).padding(12)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        // 44 + 20 = 64 wide, from x = 68: the neighbour starts after the padded 44.
        expectFrame(probe.frames[1], CGRect(x: 112, y: 40, width: 20, height: 20), "the neighbour after the padded view")
    }

    @Test("padding(_:_:) pads the edges of the set given, by 16 points when no length is given")
    func paddingEdges() throws {
        let cases: [(Edge.Set, [CGFloat])] = [
            (.all, [10, 10, 10, 10]), (.top, [10, 0, 0, 0]), (.bottom, [0, 0, 10, 0]), (.leading, [0, 10, 0, 0]),
            (.trailing, [0, 0, 0, 10]), (.horizontal, [0, 10, 0, 10]), (.vertical, [10, 0, 10, 0]), ([.top, .leading], [10, 10, 0, 0]),
            (Edge.Set(rawValue: 1), [10, 0, 0, 0]), (Edge.Set(rawValue: 4 | 8), [0, 0, 10, 10]), ([], [0, 0, 0, 0]),
        ]
        for (edges, expected) in cases {
            Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(edges, 10) }, expected, "padding(\(edges.rawValue), 10)")
        }
        Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding() }, [16, 16, 16, 16], "padding()")
        Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(.horizontal) }, [0, 16, 0, 16], "padding(.horizontal)")
        Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(.bottom, 4).padding(.top, 6) }, [6, 0, 4, 0], "two paddings add up")
    }

    @Test("Edge.Set(_:) makes the set of one Edge (top, leading, bottom, trailing), which padding pads alone")
    func edgeSetOfEdge() throws {
        let cases: [(Edge, [CGFloat])] = [(Edge.top, [8, 0, 0, 0]), (Edge.leading, [0, 8, 0, 0]), (Edge.bottom, [0, 0, 8, 0]), (Edge.trailing, [0, 0, 0, 8])]
        for (edge, expected) in cases {
            Self.expectInsets(try Self.insets { Color.red.frame(width: 20, height: 20).padding(Edge.Set(edge), 8) }, expected, "padding(Edge.Set(.\(edge)), 8)")
        }
        #expect(Edge.Set(.top).union(Edge.Set(.bottom)) == .vertical)
        #expect(Edge.Set(.leading).union(Edge.Set(.trailing)) == .horizontal)
    }

    @Test("offset(x:y:) moves the drawing, not the layout: the next view stays where it was; a left-out amount is 0")
    func offsetXY() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).offset(x: 30, y: -20)
                Color.blue.frame(width: 40, height: 40).offset(y: 10)
            }
        }
        let image = try probe.image()
        // Laid out at (80, 60) and (80, 100); drawn at (110, 40) and (80, 110).
        expectPixel(image, x: 112, y: 42, Pixel.red, "just inside the moved red square's top-leading corner")
        expectPixel(image, x: 100, y: 70, Pixel.white, "where the red square was laid out, left of where it is drawn")
        expectPixel(image, x: 100, y: 145, Pixel.blue, "the blue square moved down 10")
        expectPixel(image, x: 100, y: 105, Pixel.white, "above where the blue square is drawn")
        expectPixel(image, x: 82, y: 148, Pixel.blue, "x left out: the blue square stays at x = 80")
        expectPixel(image, x: 78, y: 148, Pixel.white, "left of it")
    }

    @Test("fixedSize() gives a view its ideal size in both directions; fixedSize(horizontal:vertical:) in the one asked")
    func fixedSize() throws {
        let both = try ViewProbe(width: 200, height: 100) { Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize() }
        expectFrame(both.frames.first, CGRect(x: 60, y: 35, width: 80, height: 30), "ideal 80 × 30, centred")
        let across = try ViewProbe(width: 200, height: 100) { Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize(horizontal: true, vertical: false) }
        expectFrame(across.frames.first, CGRect(x: 60, y: 0, width: 80, height: 100), "ideal width, offered height")
        let down = try ViewProbe(width: 200, height: 100) { Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize(horizontal: false, vertical: true) }
        expectFrame(down.frames.first, CGRect(x: 0, y: 35, width: 200, height: 30), "offered width, ideal height")
    }

    @Test("aspectRatio(_:contentMode:) with .fit takes the largest size of that ratio inside the offer; with .fill the smallest that covers it")
    func aspectRatio() throws {
        let fit = try ViewProbe(width: 200, height: 100) { Color.red.aspectRatio(1, contentMode: .fit) }
        expectFrame(fit.frames.first, CGRect(x: 50, y: 0, width: 100, height: 100), ".fit at 1:1")
        let fill = try ViewProbe(width: 200, height: 100) { Color.red.aspectRatio(1, contentMode: ContentMode.fill) }
        expectFrame(fill.frames.first, CGRect(x: 0, y: -50, width: 200, height: 200), ".fill at 1:1, centred")
        let wide = try ViewProbe(width: 200, height: 100) { Color.red.aspectRatio(4, contentMode: ContentMode.fit) }
        expectFrame(wide.frames.first, CGRect(x: 0, y: 25, width: 200, height: 50), ".fit at 4:1")
        let own = try ViewProbe(width: 200, height: 200) { Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit) }
        expectFrame(own.frames.first, CGRect(x: 0, y: 50, width: 200, height: 100), "no ratio given: the view's ideal 2:1")
    }

    @Test("clipped(antialiased:) cuts the drawing off at the view's frame")
    func clipped() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            Color.red.frame(width: 100, height: 100).frame(width: 40, height: 40).clipped()
        }.image()
        expectPixel(image, x: 100, y: 100, Pixel.red, "inside the 40-point frame")
        expectPixel(image, x: 70, y: 100, Pixel.white, "outside the frame, inside the 100-point square")
        expectPixel(image, x: 100, y: 125, Pixel.white, "below the frame")
        let unclipped = try ViewProbe(width: 200, height: 200) { Color.red.frame(width: 100, height: 100).frame(width: 40, height: 40) }.image()
        expectPixel(unclipped, x: 70, y: 100, Pixel.red, "without clipped(), the square overflows its frame")
        let antialiased = try ViewProbe(width: 200, height: 200) {
            Color.red.frame(width: 100, height: 100).frame(width: 40, height: 40).clipped(antialiased: true)
        }.image()
        expectPixel(antialiased, x: 70, y: 100, Pixel.white, "antialiased: true clips too")
    }

    @Test("hidden() keeps the view's place in the layout and does not draw it")
    func hidden() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).hidden()
                Color.blue.frame(width: 40, height: 40)
            }
        }
        expectFrame(probe.frames.last, CGRect(x: 80, y: 100, width: 40, height: 40), "the blue square still below the hidden one")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 80, Pixel.white, "where the hidden square is")
        expectPixel(image, x: 100, y: 120, Pixel.blue, "the blue square")
    }

    @Test("zIndex(_:) draws a view with a higher index above the later ones")
    func zIndex() throws {
        let raised = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.red.frame(width: 40, height: 40).zIndex(1)
                Color.blue.frame(width: 60, height: 60)
            }
        }.image()
        expectPixel(raised, x: 50, y: 50, Pixel.red, "the red square, raised above the later blue one")
        expectPixel(raised, x: 25, y: 50, Pixel.blue, "the blue one around it")
        let plain = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 60, height: 60)
            }
        }.image()
        expectPixel(plain, x: 50, y: 50, Pixel.blue, "without zIndex the later view covers it")
    }

    @Test("layoutPriority(_:) lets a view take what its lower-priority siblings do not need")
    func layoutPriority() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20)
                Color.blue.frame(minWidth: 20).layoutPriority(1)
            }
        }
        expectFrame(probe.frames[0], CGRect(x: 0, y: 0, width: 20, height: 100), "the lower priority keeps its minimum")
        expectFrame(probe.frames[1], CGRect(x: 20, y: 0, width: 180, height: 100), "the higher priority takes the rest")
        let even = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20)
                Color.blue.frame(minWidth: 20)
            }
        }
        expectFrame(even.frames[1], CGRect(x: 100, y: 0, width: 100, height: 100), "equal priorities share evenly")
    }
}
