import Testing
import Zoetrope

/// `VStack`, `HStack`, `ZStack`, `Spacer`, `Divider` and `ScrollView` as apps write them: where
/// their leaf views are laid out.
@Suite("Stacks")
struct StackTests {
    @Test("VStack(alignment:spacing:content:) keeps views 8 points apart and centred; alignment: lines up their edges, spacing: sets the gap")
    func vStack() throws {
        let plain = try ViewProbe(width: 200, height: 100) {
            VStack {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 80, height: 20)
            }
        }
        expectFrame(plain.frames[0], CGRect(x: 80, y: 26, width: 40, height: 20), "the first view of the 80 × 48 column")
        expectFrame(plain.frames[1], CGRect(x: 60, y: 54, width: 80, height: 20), "8 points below")
        let leading = try ViewProbe(width: 200, height: 100) {
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 80, height: 20)
            }
        }
        expectFrame(leading.frames[0], CGRect(x: 60, y: 28, width: 40, height: 20), "leading edges lined up")
        expectFrame(leading.frames[1], CGRect(x: 60, y: 52, width: 80, height: 20), "4 points below")
        let trailing = try ViewProbe(width: 200, height: 100) {
            VStack(alignment: .trailing, spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 80, height: 20)
            }
        }
        expectFrame(trailing.frames[0], CGRect(x: 100, y: 30, width: 40, height: 20), "trailing edges lined up")
        expectFrame(trailing.frames[1], CGRect(x: 60, y: 50, width: 80, height: 20), "right below")
    }

    @Test("VStack keeps two Texts 8 points apart")
    func vStackTexts() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                Text("a")
                Text("b")
            }
        }
        #expect(abs(probe.frames[1].minY - probe.frames[0].maxY - 8) < 0.5, "gap \(probe.frames[1].minY - probe.frames[0].maxY)")
    }

    @Test("HStack(alignment:spacing:content:) keeps views 8 points apart and centred; alignment: lines up their edges, spacing: sets the gap")
    func hStack() throws {
        let plain = try ViewProbe(width: 200, height: 100) {
            HStack {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 80)
            }
        }
        expectFrame(plain.frames[0], CGRect(x: 76, y: 30, width: 20, height: 40), "the first view of the 48 × 80 row, centred")
        expectFrame(plain.frames[1], CGRect(x: 104, y: 10, width: 20, height: 80), "8 points after")
        let top = try ViewProbe(width: 200, height: 100) {
            HStack(alignment: .top, spacing: 4) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 80)
            }
        }
        expectFrame(top.frames[0], CGRect(x: 78, y: 10, width: 20, height: 40), "top edges lined up")
        expectFrame(top.frames[1], CGRect(x: 102, y: 10, width: 20, height: 80), "4 points after")
        let bottom = try ViewProbe(width: 200, height: 100) {
            HStack(alignment: .bottom, spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 80)
            }
        }
        expectFrame(bottom.frames[0], CGRect(x: 80, y: 50, width: 20, height: 40), "bottom edges lined up")
        expectFrame(bottom.frames[1], CGRect(x: 100, y: 10, width: 20, height: 80), "right after")
    }

    @Test("ZStack(alignment:content:) lays views over each other, centred by default, the later drawn on top")
    func zStack() throws {
        let centred = try ViewProbe(width: 200, height: 100) {
            ZStack {
                Color.red.frame(width: 80, height: 60)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        expectFrame(centred.frames[0], CGRect(x: 60, y: 20, width: 80, height: 60), "the larger view, centred")
        expectFrame(centred.frames[1], CGRect(x: 90, y: 40, width: 20, height: 20), "the smaller one in its middle")
        expectPixel(try centred.image(), x: 100, y: 50, Pixel.blue, "the later view on top")
        let corner = try ViewProbe(width: 200, height: 100) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 80, height: 60)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        expectFrame(corner.frames[1], CGRect(x: 120, y: 60, width: 20, height: 20), "in the bottom-trailing corner")
    }

    @Test("Spacer(minLength:) takes the free length along its stack, at least minLength (8 when nil), and pushes views apart")
    func spacer() throws {
        let filling = try ViewProbe(width: 200, height: 100) {
            HStack {
                Color.red.frame(width: 20, height: 20)
                Spacer()
                Color.blue.frame(width: 20, height: 20)
            }
        }
        expectFrame(filling.frames.first, CGRect(x: 0, y: 40, width: 20, height: 20), "pushed to the leading edge")
        expectFrame(filling.frames.last, CGRect(x: 180, y: 40, width: 20, height: 20), "pushed to the trailing edge")
        let column = try ViewProbe(width: 200, height: 100) {
            VStack {
                Spacer()
                Color.red.frame(width: 20, height: 20)
            }
        }
        expectFrame(column.frames.last, CGRect(x: 90, y: 80, width: 20, height: 20), "pushed to the bottom")
        let cases: [(CGFloat?, CGFloat)] = [(nil, 8), (50, 50), (0, 0), (12, 12)]
        for (minLength, gap) in cases {
            // 180 + 20 points of views in a 200-point row: the spacer has no room but its minimum.
            let probe = try ViewProbe(width: 200, height: 100) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 180, height: 20)
                    Spacer(minLength: minLength)
                    Color.blue.frame(width: 20, height: 20)
                }
            }
            let first = try #require(probe.frames.first), last = try #require(probe.frames.last)
            #expect(abs(last.minX - first.maxX - gap) < 1e-6, "minLength \(String(describing: minLength)): gap \(last.minX - first.maxX), expected \(gap)")
            #expect(abs(first.minX - (200 - 200 - gap) / 2) < 1e-6, "the overflowing row is centred: starts at \(first.minX)")
        }
    }

    @Test("Divider() is a 1-point line across its stack: as wide as offered in a VStack, as tall as offered in an HStack")
    func divider() throws {
        let column = try ViewProbe(width: 200, height: 101) {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Divider()
                Color.blue.frame(width: 100, height: 20)
            }
        }
        expectFrame(column.frames[1], CGRect(x: 0, y: 50, width: 200, height: 1), "a horizontal line")
        expectFrame(column.frames[2], CGRect(x: 50, y: 51, width: 100, height: 20), "the view after it")
        let row = try ViewProbe(width: 201, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Divider()
                Color.blue.frame(width: 20, height: 40)
            }
        }
        expectFrame(row.frames[1], CGRect(x: 100, y: 0, width: 1, height: 100), "a vertical line")
    }

    @Test("ScrollView(_:content:) fills what it is offered and lays its content out from the top, unbounded along its axis")
    func scrollViewVertical() throws {
        for probe in [
            try ViewProbe(width: 200, height: 100) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 80)
                        Color.blue.frame(width: 40, height: 80)
                    }
                }
            },
            try ViewProbe(width: 200, height: 100) {
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 80)
                        Color.blue.frame(width: 40, height: 80)
                    }
                }
            },
        ] {
            expectFrame(probe.frames[0], CGRect(x: 80, y: 0, width: 40, height: 80), "the top of the content at the top")
            expectFrame(probe.frames[1], CGRect(x: 80, y: 80, width: 40, height: 80), "the rest past the bottom edge, not squeezed")
        }
    }

    @Test("ScrollView(_:showsIndicators:content:) along Axis.Set.horizontal lays its content out from the leading edge, centred down")
    func scrollViewHorizontal() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 150, height: 20)
                    Color.blue.frame(width: 150, height: 20)
                }
            }
        }
        expectFrame(probe.frames[0], CGRect(x: 0, y: 40, width: 150, height: 20), "from the leading edge")
        expectFrame(probe.frames[1], CGRect(x: 150, y: 40, width: 150, height: 20), "past the trailing edge")
        let both = try ViewProbe(width: 200, height: 100) {
            ScrollView([.horizontal, .vertical], showsIndicators: true) {
                Color.red.frame(width: 300, height: 300)
            }
        }
        expectFrame(both.frames[0], CGRect(x: 0, y: 0, width: 300, height: 300), "both axes: from the top-leading corner")
    }
}
