import CairoRasterizer
import Testing
import Zoetrope

/// Outlines as apps write them: `.stroke` centred on a shape's edge, `.strokeBorder` inside its
/// frame, `.border` around a view, and the `StrokeStyle` that sets their width, caps, joins and
/// dashes (checked in the decoded frame).
@Suite("Strokes")
struct StrokeTests {
    @Test("stroke(_:lineWidth:) draws the outline centred on the shape's edge, half inside and half outside the frame, and no fill")
    func strokeStyleWidth() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Rectangle().stroke(.red, lineWidth: 10).frame(width: 100, height: 60)
        }
        expectFrame(probe.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "the stroke does not change the frame")
        let image = try probe.image()
        expectPixel(image, x: 46, y: 50, Pixel.red, "outside the leading edge at 50, within 5")
        expectPixel(image, x: 53, y: 50, Pixel.red, "inside it, within 5")
        expectPixel(image, x: 43, y: 50, Pixel.white, "more than 5 outside")
        expectPixel(image, x: 58, y: 50, Pixel.white, "more than 5 inside")
        expectPixel(image, x: 100, y: 50, Pixel.white, "the middle is not filled")
    }

    @Test("stroke(_:lineWidth:antialiased:) takes the switch for smoothing; the outline is the same width")
    func strokeAntialiased() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Circle().stroke(.blue, lineWidth: 8, antialiased: true).frame(width: 80, height: 80)
        }.image()
        // The circle is centred at (50, 50) with radius 40: the ring spans 36…44 from the centre.
        expectPixel(image, x: 50, y: 89, Pixel.blue, "on the ring at six o'clock")
        expectPixel(image, x: 88, y: 50, Pixel.blue, "on the ring at three o'clock")
        expectPixel(image, x: 50, y: 96, Pixel.white, "outside the ring")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the middle")
    }

    @Test("stroke(lineWidth:) outlines in the foreground colour: black by default, the foreground style when set")
    func strokeLineWidth() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Circle().stroke(lineWidth: 8).frame(width: 100, height: 100)
                Circle().stroke(lineWidth: 8).foregroundStyle(.red).frame(width: 100, height: 100)
            }
        }.image()
        expectPixel(image, x: 50, y: 97, Pixel.black, "the first ring at six o'clock")
        expectPixel(image, x: 150, y: 97, Pixel.red, "the second ring, in the foreground style")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the middle is not filled")
    }

    @Test("stroke(_:style:) dashes the line: StrokeStyle(lineWidth: 8, dash: [10, 10]) draws 10 on, 10 off from the start")
    func strokeDashed() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 50))
                path.addLine(to: CGPoint(x: 190, y: 50))
            }
            .stroke(.red, style: StrokeStyle(lineWidth: 8, dash: [10, 10]))
        }.image()
        for x in [14, 34, 54] { expectPixel(image, x: x, y: 50, Pixel.red, "a dash") }
        for x in [24, 44, 64] { expectPixel(image, x: x, y: 50, Pixel.white, "a gap") }
        expectPixel(image, x: 14, y: 56, Pixel.white, "past the line's half width, 4")
    }

    @Test("stroke(_:style:antialiased:) with a round cap reaches half the line width past each end")
    func strokeStyleAntialiased() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 20) {
                Path { path in
                    path.move(to: CGPoint(x: 50, y: 10))
                    path.addLine(to: CGPoint(x: 150, y: 10))
                }
                .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round), antialiased: true)
                .frame(width: 200, height: 20)
                Path { path in
                    path.move(to: CGPoint(x: 50, y: 10))
                    path.addLine(to: CGPoint(x: 150, y: 10))
                }
                .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .butt), antialiased: true)
                .frame(width: 200, height: 20)
            }
        }.image()
        // The stack of 20 + 20 + 20 is centred: its frames are 20…40 and 60…80 down, the lines at 30 and 70.
        expectPixel(image, x: 153, y: 30, Pixel.blue, "the round cap, 3 past the end")
        expectPixel(image, x: 153, y: 70, Pixel.white, "no cap past a butt end")
        expectPixel(image, x: 100, y: 70, Pixel.blue, "the butt-ended line")
    }

    @Test("stroke(style:) outlines in the foreground colour with the style's width and dashes")
    func strokeStyleOnly() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 50))
                path.addLine(to: CGPoint(x: 200, y: 50))
            }
            .stroke(style: StrokeStyle(lineWidth: 10, dash: [20, 20]))
        }.image()
        expectPixel(image, x: 10, y: 53, Pixel.black, "a dash, within 5 of the line")
        expectPixel(image, x: 30, y: 50, Pixel.white, "a gap")
        expectPixel(image, x: 50, y: 46, Pixel.black, "the next dash")
    }

    @Test("StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:) has SwiftUI's defaults: 1 wide, butt, miter, limit 10, solid")
    func strokeStyleDefaults() throws {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1)
        #expect(style.lineCap == .butt)
        #expect(style.lineJoin == .miter)
        #expect(style.miterLimit == 10)
        #expect(style.dash.isEmpty)
        #expect(style.dashPhase == 0)
        let given = StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round, miterLimit: 2, dash: [3, 1], dashPhase: 1)
        #expect(given.lineWidth == 4 && given.lineCap == .square && given.lineJoin == .round)
        #expect(given.miterLimit == 2 && given.dash == [3, 1] && given.dashPhase == 1)
    }

    @Test("StrokeStyle's lineWidth and lineCap, set one by one, widen the stroke and square its ends")
    func strokeStyleWidthAndCap() throws {
        var style = StrokeStyle()
        style.lineWidth = 20
        style.lineCap = .square
        let squared = style
        let image = try ViewProbe(width: 200, height: 100) {
            Path { path in
                path.move(to: CGPoint(x: 50, y: 50))
                path.addLine(to: CGPoint(x: 150, y: 50))
            }
            .stroke(.red, style: squared)
        }.image()
        expectPixel(image, x: 100, y: 58, Pixel.red, "within 10 of the line")
        expectPixel(image, x: 100, y: 62, Pixel.white, "more than 10 from it")
        expectPixel(image, x: 157, y: 58, Pixel.red, "the square cap, 10 past the end, to its corner")
        expectPixel(image, x: 162, y: 50, Pixel.white, "past the cap")
    }

    @Test("StrokeStyle's lineJoin and miterLimit: a square's corners are mitred, bevelled by .bevel or by a limit below √2")
    func strokeStyleJoins() throws {
        var bevel = StrokeStyle(lineWidth: 20)
        bevel.lineJoin = .bevel
        var limited = StrokeStyle(lineWidth: 20)
        limited.miterLimit = 1
        #expect(bevel.lineJoin == .bevel && limited.miterLimit == 1)
        let styles = [StrokeStyle(lineWidth: 20), bevel, limited]
        let image = try ViewProbe(width: 300, height: 100) {
            HStack(spacing: 40) {
                ForEach(0..<3, id: \.self) { index in
                    Rectangle().stroke(.blue, style: styles[index]).frame(width: 60, height: 60)
                }
            }
        }.image()
        // The squares are 20…80, 120…180 and 220…280 across, 20…80 down; a mitred corner reaches 10
        // beyond both edges, to (10, 10); a bevel cuts it off along the line from (10, 20) to (20, 10).
        expectPixel(image, x: 11, y: 11, Pixel.blue, "the mitred corner")
        expectPixel(image, x: 111, y: 11, Pixel.white, "the bevelled corner")
        expectPixel(image, x: 211, y: 11, Pixel.white, "the corner bevelled by the miter limit")
        for left in [10, 110, 210] { expectPixel(image, x: left + 5, y: 50, Pixel.blue, "the side's stroke") }
    }

    @Test("StrokeStyle's dash and dashPhase: the phase starts the line that far into the pattern")
    func strokeStyleDashPhase() throws {
        var style = StrokeStyle(lineWidth: 8)
        style.dash = [10, 10]
        style.dashPhase = 10
        let phased = style
        let image = try ViewProbe(width: 200, height: 100) {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 50))
                path.addLine(to: CGPoint(x: 190, y: 50))
            }
            .stroke(.red, style: phased)
        }.image()
        for x in [14, 34, 54] { expectPixel(image, x: x, y: 50, Pixel.white, "a gap: the pattern starts 10 in, at its gap") }
        for x in [24, 44, 64] { expectPixel(image, x: x, y: 50, Pixel.red, "a dash") }
    }

    @Test("StrokeStyle.animatableData is the line width, then the miter limit and dash phase; the width animates")
    func strokeStyleAnimatableData() throws {
        var style = StrokeStyle(lineWidth: 3, miterLimit: 4, dashPhase: 5)
        #expect(style.animatableData.first == 3)
        #expect(style.animatableData.second.first == 4)
        #expect(style.animatableData.second.second == 5)
        style.animatableData = AnimatablePair(6, AnimatablePair(7, 8))
        #expect(style.lineWidth == 6 && style.miterLimit == 7 && style.dashPhase == 8)

        struct Thickening: View {
            @State private var thick = false
            var body: some View {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 50))
                    path.addLine(to: CGPoint(x: 100, y: 50))
                }
                .stroke(.red, style: StrokeStyle(lineWidth: thick ? 40 : 0))
                .onAppear { withAnimation(.linear(duration: 1)) { thick = true } }
            }
        }
        // Halfway through, the line is 20 wide: 40…60.
        let image = try ViewProbe(width: 100, height: 100, frame: 15) { Thickening() }.image()
        expectPixel(image, x: 50, y: 58, Pixel.red, "within 10 of the line")
        expectPixel(image, x: 50, y: 63, Pixel.white, "more than 10 from it")
    }

    @Test("strokeBorder(_:lineWidth:antialiased:) draws the outline inside the frame: nothing outside it")
    func strokeBorderWidth() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Circle().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
                RoundedRectangle(cornerRadius: 10).strokeBorder(.blue, lineWidth: 10, antialiased: true).frame(width: 100, height: 100)
            }
        }
        let image = try probe.image()
        expectPixel(image, x: 50, y: 98, Pixel.red, "the circle's border, inside the bottom edge")
        expectPixel(image, x: 50, y: 88, Pixel.white, "more than 10 inside it")
        expectPixel(image, x: 101, y: 50, Pixel.blue, "the rectangle's border, inside the leading edge")
        expectPixel(image, x: 112, y: 50, Pixel.white, "more than 10 inside it")
    }

    @Test("strokeBorder(_:style:antialiased:) strokes inside the frame with the style's dashes")
    func strokeBorderStyle() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Rectangle().strokeBorder(.red, style: StrokeStyle(lineWidth: 10, dash: [20, 20]), antialiased: true)
        }.image()
        // The inset rectangle starts at its top-left corner (5, 5) and runs clockwise along y = 5.
        expectPixel(image, x: 15, y: 3, Pixel.red, "the first dash, inside the top edge")
        expectPixel(image, x: 35, y: 3, Pixel.white, "the first gap")
        expectPixel(image, x: 55, y: 3, Pixel.red, "the second dash")
        expectPixel(image, x: 50, y: 50, Pixel.white, "no fill")
    }

    @Test("strokeBorder(lineWidth:antialiased:) and strokeBorder(style:antialiased:) stroke inside the frame in the foreground colour")
    func strokeBorderForeground() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Rectangle().strokeBorder(lineWidth: 6, antialiased: true).frame(width: 100, height: 100)
                Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 6)).foregroundStyle(.red).frame(width: 100, height: 100)
            }
        }.image()
        expectPixel(image, x: 2, y: 50, Pixel.black, "the first border, inside the leading edge")
        expectPixel(image, x: 8, y: 50, Pixel.white, "more than 6 inside it")
        expectPixel(image, x: 150, y: 97, Pixel.red, "the second border, in the foreground style")
        expectPixel(image, x: 150, y: 91, Pixel.white, "more than 6 inside it")
    }

    @Test("border(_:width:) draws a line of that width inside the view's bounds, over it")
    func border() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.yellow.frame(width: 100, height: 60).border(.red, width: 4)
        }
        expectFrame(probe.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "the border does not change the frame")
        let image = try probe.image()
        expectPixel(image, x: 51, y: 50, Pixel.red, "inside the leading edge")
        expectPixel(image, x: 100, y: 22, Pixel.red, "inside the top edge")
        expectPixel(image, x: 56, y: 50, Pixel.yellow, "more than 4 inside")
        expectPixel(image, x: 48, y: 50, Pixel.white, "outside the bounds")
        let thin = try ViewProbe(width: 100, height: 100) { Color.clear.frame(width: 50, height: 50).border(Color.blue) }.image()
        expectPixel(thin, x: 25, y: 50, Pixel.blue, "1 wide by default, just inside the leading edge at 25")
        expectPixel(thin, x: 27, y: 50, Pixel.white, "nothing further in")
    }
}
