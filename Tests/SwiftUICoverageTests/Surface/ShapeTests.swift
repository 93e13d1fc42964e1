import CairoRasterizer
import Testing
import Zoetrope

/// The built-in shapes, paths and shapes of an app's own, as apps write them: each takes the
/// space it is offered and is drawn in its frame, filled with the foreground colour unless
/// `.fill` says otherwise (checked in the decoded frame).
@Suite("Shapes and paths")
struct ShapeTests {
    @Test("Rectangle() takes the whole frame it is given and fills it with the foreground colour, black")
    func rectangle() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Rectangle().frame(width: 60, height: 40)
        }
        expectFrame(probe.frames.first, CGRect(x: 70, y: 30, width: 60, height: 40))
        let image = try probe.image()
        expectPixel(image, x: 71, y: 31, Pixel.black, "inside the top-leading corner")
        expectPixel(image, x: 128, y: 68, Pixel.black, "inside the bottom-trailing corner")
        expectPixel(image, x: 68, y: 50, Pixel.white, "left of the frame")
        expectPixel(image, x: 100, y: 72, Pixel.white, "below the frame")
    }

    @Test("Circle() takes all the space offered and draws the largest circle centred in it")
    func circle() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Circle().fill(.red)
        }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 200, height: 100), "the circle's frame is the canvas")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 50, Pixel.red, "the centre")
        expectPixel(image, x: 52, y: 50, Pixel.red, "just inside the leading edge at 50")
        expectPixel(image, x: 47, y: 50, Pixel.white, "just outside it: the diameter is the shorter side, 100")
        expectPixel(image, x: 100, y: 1, Pixel.red, "the top, touching the frame")
        expectPixel(image, x: 60, y: 10, Pixel.white, "the corner of the square it sits in")
    }

    @Test("Ellipse() fills its frame: it touches all four sides of a 100 × 50 frame")
    func ellipse() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Ellipse().fill(.blue).frame(width: 100, height: 50)
        }.image()
        // The frame is 50…150 × 25…75.
        expectPixel(image, x: 51, y: 50, Pixel.blue, "the leading end")
        expectPixel(image, x: 148, y: 50, Pixel.blue, "the trailing end")
        expectPixel(image, x: 100, y: 26, Pixel.blue, "the top")
        expectPixel(image, x: 100, y: 73, Pixel.blue, "the bottom")
        expectPixel(image, x: 55, y: 28, Pixel.white, "the frame's corner, outside")
        expectPixel(image, x: 48, y: 50, Pixel.white, "left of the frame")
    }

    @Test("Capsule(style:) makes the shorter sides half circles: a 100 × 40 capsule has ends of radius 20")
    func capsule() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 10) {
                Capsule(style: .circular).fill(.blue).frame(width: 100, height: 40)
                Capsule().fill(.red).frame(width: 100, height: 40)
            }
        }.image()
        // Stacked and centred: 50…150 × 5…45 and 50…150 × 55…95.
        for (top, color) in [(5, Pixel.blue), (55, Pixel.red)] {
            expectPixel(image, x: 51, y: top + 20, color, "the leading end's middle")
            expectPixel(image, x: 100, y: top + 1, color, "the straight top")
            expectPixel(image, x: 71, y: top + 1, color, "where the top meets the round end")
            expectPixel(image, x: 53, y: top + 3, Pixel.white, "the frame's corner, outside the round end")
            expectPixel(image, x: 146, y: top + 36, Pixel.white, "the other corner")
        }
    }

    @Test("RoundedRectangle(cornerRadius:style:) rounds each corner with a quarter circle of that radius")
    func roundedRectangleRadius() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 20, style: .circular).fill(.red).frame(width: 100, height: 60)
                RoundedRectangle(cornerRadius: 20).fill(.blue).frame(width: 100, height: 60)
            }
        }.image()
        // Side by side: 0…100 and 100…200, both 20…80 down.
        for (left, color) in [(0, Pixel.red), (100, Pixel.blue)] {
            expectPixel(image, x: left + 2, y: 22, Pixel.white, "the top-leading corner is cut")
            expectPixel(image, x: left + 97, y: 77, Pixel.white, "the bottom-trailing corner is cut")
            expectPixel(image, x: left + 10, y: 30, color, "inside the rounding, 10 in from both sides")
            expectPixel(image, x: left + 1, y: 50, color, "the straight leading side")
            expectPixel(image, x: left + 50, y: 21, color, "the straight top")
        }
    }

    @Test("RoundedRectangle(cornerSize:style:) rounds each corner with a quarter ellipse: 30 across, 10 down")
    func roundedRectangleSize() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            RoundedRectangle(cornerSize: CGSize(width: 30, height: 10), style: .circular).fill(.red).frame(width: 100, height: 60)
        }.image()
        // The frame is 50…150 × 20…80; the top-leading corner is the quarter of the ellipse centred
        // at (80, 30) with radii 30 and 10.
        expectPixel(image, x: 55, y: 28, Pixel.red, "inside the quarter ellipse, outside a 30-point circle")
        expectPixel(image, x: 58, y: 21, Pixel.white, "outside the quarter ellipse, inside a 10-point circle")
        expectPixel(image, x: 51, y: 45, Pixel.red, "the straight leading side below the corner")
        expectPixel(image, x: 100, y: 21, Pixel.red, "the straight top past the corner")
    }

    @Test("UnevenRoundedRectangle(topLeadingRadius:…) rounds only the corners given a radius; the others stay square")
    func unevenRoundedRectangleRadii() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 0, bottomTrailingRadius: 30, topTrailingRadius: 0, style: .circular)
                .fill(.blue)
                .frame(width: 100, height: 60)
        }.image()
        // The frame is 50…150 × 20…80.
        expectPixel(image, x: 53, y: 23, Pixel.white, "the rounded top-leading corner")
        expectPixel(image, x: 146, y: 76, Pixel.white, "the rounded bottom-trailing corner")
        expectPixel(image, x: 146, y: 21, Pixel.blue, "the square top-trailing corner")
        expectPixel(image, x: 51, y: 78, Pixel.blue, "the square bottom-leading corner")
    }

    @Test("UnevenRoundedRectangle(cornerRadii:style:) takes the four radii as a RectangleCornerRadii")
    func unevenRoundedRectangleCornerRadii() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 0, bottomLeading: 30, bottomTrailing: 0, topTrailing: 30))
                .fill(.red)
                .frame(width: 100, height: 60)
        }.image()
        expectPixel(image, x: 51, y: 21, Pixel.red, "the square top-leading corner")
        expectPixel(image, x: 146, y: 23, Pixel.white, "the rounded top-trailing corner")
        expectPixel(image, x: 53, y: 76, Pixel.white, "the rounded bottom-leading corner")
        expectPixel(image, x: 148, y: 78, Pixel.red, "the square bottom-trailing corner")
    }

    @Test("fill(_:style:) fills the shape with a shape style, here .red, in place of the foreground colour")
    func fillStyle() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 40).foregroundStyle(.blue)
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.red, "the fill wins over the foreground style")
        expectPixel(image, x: 28, y: 50, Pixel.white, "outside the frame")
    }

    @Test("fill(_:style:) with FillStyle(eoFill: true) leaves a hole where two subpaths overlap; non-zero winding fills it")
    func fillEvenOdd() throws {
        let rings = Path { path in
            path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        }
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                rings.fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
                rings.fill(Color.blue, style: FillStyle()).frame(width: 100, height: 100)
            }
        }.image()
        expectPixel(image, x: 20, y: 50, Pixel.red, "between the squares, even-odd")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the hole in the middle, even-odd")
        expectPixel(image, x: 120, y: 50, Pixel.blue, "between the squares, non-zero")
        expectPixel(image, x: 150, y: 50, Pixel.blue, "the middle, filled by non-zero winding")
    }

    @Test("fill(style:) fills with the foreground colour by the rule given: black, with an even-odd hole")
    func fillRuleOnly() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Path { path in
                path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
                path.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
            }
            .fill(style: FillStyle(eoFill: true))
        }.image()
        expectPixel(image, x: 20, y: 50, Pixel.black, "the ring")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the hole")
        expectPixel(image, x: 12, y: 12, Pixel.white, "outside the outer circle")
    }

    @Test("Path() starts empty; moves and lines added to it draw a triangle where its points are, in the view's frame")
    func emptyPath() throws {
        var triangle = Path()
        #expect(triangle.isEmpty)
        triangle.move(to: CGPoint(x: 10, y: 90))
        triangle.addLine(to: CGPoint(x: 50, y: 10))
        triangle.addLine(to: CGPoint(x: 90, y: 90))
        triangle.closeSubpath()
        let drawn = triangle
        let probe = try ViewProbe(width: 100, height: 100) { drawn.fill(.red) }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 100, height: 100), "a path takes the space offered")
        let image = try probe.image()
        expectPixel(image, x: 50, y: 70, Pixel.red, "inside the triangle")
        expectPixel(image, x: 15, y: 20, Pixel.white, "beside its apex")
        expectPixel(image, x: 14, y: 86, Pixel.red, "inside its bottom-leading corner")
    }

    @Test("Path(_:) with a closure builds the path in place; unfilled, it draws in the foreground colour")
    func closurePath() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 100, y: 0))
                path.addLine(to: CGPoint(x: 0, y: 100))
                path.closeSubpath()
            }
        }.image()
        expectPixel(image, x: 20, y: 20, Pixel.black, "above the diagonal")
        expectPixel(image, x: 80, y: 80, Pixel.white, "below it")
    }

    @Test("Path(_:) with a CGRect is that rectangle, at its coordinates in the view's frame")
    func rectPath() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Path(CGRect(x: 10, y: 20, width: 30, height: 40)).fill(.blue)
        }.image()
        expectPixel(image, x: 11, y: 21, Pixel.blue, "inside the top-leading corner at (10, 20)")
        expectPixel(image, x: 38, y: 58, Pixel.blue, "inside the bottom-trailing corner at (40, 60)")
        expectPixel(image, x: 42, y: 40, Pixel.white, "right of it")
        expectPixel(image, x: 20, y: 62, Pixel.white, "below it")
    }

    @Test("Path(ellipseIn:) is the ellipse that fills the rectangle")
    func ellipsePath() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Path(ellipseIn: CGRect(x: 10, y: 30, width: 80, height: 40)).fill(.red)
        }.image()
        expectPixel(image, x: 12, y: 50, Pixel.red, "the leading end")
        expectPixel(image, x: 50, y: 31, Pixel.red, "the top")
        expectPixel(image, x: 13, y: 33, Pixel.white, "the rectangle's corner")
        expectPixel(image, x: 50, y: 25, Pixel.white, "above the rectangle")
    }

    @Test("Path(roundedRect:cornerRadius:style:), cornerSize: and cornerRadii: round the rectangle's corners", arguments: [0, 1, 2])
    func roundedRectPath(variant: Int) throws {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 80)
        let path = switch variant {
        case 0: Path(roundedRect: rect, cornerRadius: 30, style: .circular)
        case 1: Path(roundedRect: rect, cornerSize: CGSize(width: 30, height: 30), style: .circular)
        default: Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 30, bottomLeading: 30, bottomTrailing: 30, topTrailing: 30), style: .circular)
        }
        let image = try ViewProbe(width: 100, height: 100) { path.fill(.blue) }.image()
        expectPixel(image, x: 14, y: 14, Pixel.white, "the top-leading corner is cut")
        expectPixel(image, x: 85, y: 85, Pixel.white, "the bottom-trailing corner is cut")
        expectPixel(image, x: 22, y: 22, Pixel.blue, "inside the rounding")
        expectPixel(image, x: 11, y: 50, Pixel.blue, "the straight leading side")
    }

    @Test("the default corner style of Path(roundedRect:…) is accepted too and rounds the corners")
    func roundedRectPathDefaultStyle() throws {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 80)
        let image = try ViewProbe(width: 300, height: 100) {
            HStack(spacing: 0) {
                Path(roundedRect: rect, cornerRadius: 30).fill(.red).frame(width: 100, height: 100)
                Path(roundedRect: rect, cornerSize: CGSize(width: 30, height: 30)).fill(.red).frame(width: 100, height: 100)
                Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 30)).fill(.red).frame(width: 100, height: 100)
            }
        }.image()
        for left in [0, 100, 200] {
            expectPixel(image, x: left + 12, y: 12, Pixel.white, "the top-leading corner is cut")
            expectPixel(image, x: left + 50, y: 50, Pixel.red, "the middle")
        }
        expectPixel(image, x: 288, y: 88, Pixel.red, "cornerRadii leaves the bottom-trailing corner square")
    }

    @Test("Shape.path(in:) of an app's own shape is asked for its outline in the frame it is laid out in")
    func customShapePath() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            Triangle().fill(.red).frame(width: 80, height: 60)
        }
        expectFrame(probe.frames.first, CGRect(x: 60, y: 20, width: 80, height: 60))
        let image = try probe.image()
        expectPixel(image, x: 100, y: 24, Pixel.red, "below the apex at (100, 20)")
        expectPixel(image, x: 62, y: 78, Pixel.red, "the bottom-leading corner at (60, 80)")
        expectPixel(image, x: 65, y: 25, Pixel.white, "the frame's top-leading corner, beside the apex")
        // The built-in shapes answer path(in:) too, as SwiftUI's do: the same outline a view draws.
        #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)) == Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 30, height: 30)) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)))
    }

    @Test("Shape.sizeThatFits(_:) takes the proposal, 10 for an unspecified dimension; an app's shape may answer its own size")
    func shapeSizeThatFits() throws {
        #expect(Rectangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 10))
        #expect(Capsule().sizeThatFits(ProposedViewSize(width: 70, height: 30)) == CGSize(width: 70, height: 30))
        struct Badge: Shape {
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Badge().fill(.red)
                Rectangle().fill(.blue).fixedSize()
            }
        }
        // 30 + 10 wide in all, centred: the badge at 80…110, the 10-point square at 110…120.
        expectFrame(probe.frames.first, CGRect(x: 80, y: 40, width: 30, height: 20), "the badge's own size")
        expectFrame(probe.frames.last, CGRect(x: 110, y: 45, width: 10, height: 10), "a fixed-size rectangle takes 10 × 10")
    }

    @Test("trim(from:to:) draws part of the outline: a circle's starts at three o'clock and runs clockwise", arguments: [
        (0.0, 0.5, true), (0.5, 1.0, false),
    ])
    func trimmedCircle(start: CGFloat, end: CGFloat, bottomHalf: Bool) throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Circle().trim(from: start, to: end).stroke(.red, lineWidth: 6).frame(width: 80, height: 80)
        }.image()
        // The circle is centred at (50, 50) with radius 40.
        expectPixel(image, x: 50, y: 90, bottomHalf ? Pixel.red : Pixel.white, "six o'clock")
        expectPixel(image, x: 50, y: 10, bottomHalf ? Pixel.white : Pixel.red, "twelve o'clock")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the middle, not filled")
    }
}
