import Testing
import Zoetrope

/// Layout modifiers and lazy stacks, as apps write them: where the leaf views end up.
@Suite("Behaviour: layout modifiers and lazy stacks")
struct BehaviourLayoutTests {
    @Test("position(x:y:) and position(_:) take the whole proposal and centre the view at the point")
    func position() throws {
        let byCoordinates = try ViewProbe(width: 200, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 20).position(x: 50, y: 30)
        }
        expectFrame(byCoordinates.frames.first, CGRect(x: 30, y: 20, width: 40, height: 20), tolerance: 1e-6, "position(x:y:)")
        let byPoint = try ViewProbe(width: 200, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 20).position(CGPoint(x: 150, y: 70))
        }
        expectFrame(byPoint.frames.first, CGRect(x: 130, y: 60, width: 40, height: 20), tolerance: 1e-6, "position(_:)")
        // Only y given: x is 0, so the view's centre is on the leading edge.
        let onlyY = try ViewProbe(width: 200, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 20).position(y: 50)
        }
        expectFrame(onlyY.frames.first, CGRect(x: -20, y: 40, width: 40, height: 20), tolerance: 1e-6, "position(y:)")
        let image = try byPoint.image()
        expectPixel(image, x: 150, y: 70, Pixel.red)
        expectPixel(image, x: 50, y: 30, Pixel.white)
    }

    @Test("LazyVStack lays out its views as a VStack does, and takes the whole width it is offered")
    func lazyVStack() throws {
        let lazy = try ViewProbe(width: 200, height: 200) {
            LazyVStack(spacing: 10) {
                ForEach(0..<3) { index in Rectangle().frame(width: 40 + CGFloat(index) * 20, height: 30) }
            }
        }
        let plain = try ViewProbe(width: 200, height: 200) {
            VStack(spacing: 10) {
                ForEach(0..<3) { index in Rectangle().frame(width: 40 + CGFloat(index) * 20, height: 30) }
            }
        }
        #expect(lazy.frames.count == 3)
        for (index, frame) in lazy.frames.enumerated() {
            expectFrame(frame, plain.frames[index], tolerance: 1e-6, "row \(index) against VStack")
        }
        expectFrame(lazy.frames[1], CGRect(x: 70, y: 85, width: 60, height: 30), tolerance: 1e-6, "middle row")
        // Leading: the rows start at the leading edge of the whole width offered.
        let leading = try ViewProbe(width: 200, height: 200) {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                Rectangle().frame(width: 40, height: 30)
                Rectangle().frame(width: 80, height: 30)
            }
        }
        expectFrame(leading.frames[0], CGRect(x: 0, y: 70, width: 40, height: 30), tolerance: 1e-6, "leading, first row")
        expectFrame(leading.frames[1], CGRect(x: 0, y: 100, width: 80, height: 30), tolerance: 1e-6, "leading, second row")
    }

    @Test("LazyHStack lays out its views as an HStack does, and takes the whole height it is offered")
    func lazyHStack() throws {
        let lazy = try ViewProbe(width: 200, height: 100) {
            LazyHStack(spacing: 10) {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 30, height: 40)
            }
        }
        let plain = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 10) {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 30, height: 40)
            }
        }
        for (index, frame) in lazy.frames.enumerated() {
            expectFrame(frame, plain.frames[index], tolerance: 1e-6, "column \(index) against HStack")
        }
        expectFrame(lazy.frames[0], CGRect(x: 65, y: 40, width: 30, height: 20), tolerance: 1e-6, "first column")
        let top = try ViewProbe(width: 200, height: 100) {
            LazyHStack(alignment: .top, spacing: 0, pinnedViews: []) {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 30, height: 40)
            }
        }
        expectFrame(top.frames[0], CGRect(x: 70, y: 0, width: 30, height: 20), tolerance: 1e-6, "top, first column")
        expectFrame(top.frames[1], CGRect(x: 100, y: 0, width: 30, height: 40), tolerance: 1e-6, "top, second column")
    }

    @Test("safeAreaPadding insets the view's content by 16 points by default, by a length, or by edge insets")
    func safeAreaPadding() throws {
        let byDefault = try ViewProbe(width: 200, height: 100) { Color.red.safeAreaPadding() }
        expectFrame(byDefault.frames.first, CGRect(x: 16, y: 16, width: 168, height: 68), tolerance: 1e-6, "safeAreaPadding()")
        let horizontal = try ViewProbe(width: 200, height: 100) { Color.red.safeAreaPadding(.horizontal, 20) }
        expectFrame(horizontal.frames.first, CGRect(x: 20, y: 0, width: 160, height: 100), tolerance: 1e-6, "safeAreaPadding(.horizontal, 20)")
        let length = try ViewProbe(width: 200, height: 100) { Color.red.safeAreaPadding(10) }
        expectFrame(length.frames.first, CGRect(x: 10, y: 10, width: 180, height: 80), tolerance: 1e-6, "safeAreaPadding(10)")
        let insets = try ViewProbe(width: 200, height: 100) {
            Color.red.safeAreaPadding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20))
        }
        expectFrame(insets.frames.first, CGRect(x: 10, y: 5, width: 170, height: 80), tolerance: 1e-6, "safeAreaPadding(EdgeInsets)")
        let image = try insets.image()
        expectPixel(image, x: 100, y: 50, Pixel.red)
        expectPixel(image, x: 5, y: 50, Pixel.white)
    }

    @Test("ignoresSafeArea(_:edges:alignment:) leaves a view on a canvas with no safe area where it was")
    func ignoresSafeAreaAligned() throws {
        let plain = try ViewProbe(width: 200, height: 100) { Color.blue.frame(width: 60, height: 40) }
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.blue.frame(width: 60, height: 40).ignoresSafeArea(.container, edges: .top, alignment: .top)
        }
        expectFrame(probe.frames.first, CGRect(x: 70, y: 30, width: 60, height: 40), tolerance: 1e-6, "aligned to the top")
        expectFrame(probe.frames.first, plain.frames[0], tolerance: 1e-6, "as without the modifier")
        let full = try ViewProbe(width: 200, height: 100) { Color.blue.ignoresSafeArea(edges: .all, alignment: nil) }
        expectFrame(full.frames.first, CGRect(x: 0, y: 0, width: 200, height: 100), tolerance: 1e-6, "filling the canvas")
    }

    @Test("GeometryEffect.ignoredByLayout() draws the view through the effect's projection, as the effect itself does")
    func ignoredByLayout() throws {
        struct Nudge: GeometryEffect {
            var animatableData: CGFloat = 30
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
            }
        }
        let ignored = try ViewProbe(width: 200, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 40).modifier(Nudge().ignoredByLayout())
        }
        let plain = try ViewProbe(width: 200, height: 100) {
            Rectangle().fill(.red).frame(width: 40, height: 40).modifier(Nudge())
        }
        let placement = try #require(ignored.sampled.placements.first)
        #expect(abs(placement.center.x - 130) < 1e-6, "drawn 30 points right of the centre")
        #expect(abs(placement.center.x - (plain.sampled.placements.first?.center.x ?? 0)) < 1e-6)
        let image = try ignored.image()
        expectPixel(image, x: 145, y: 50, Pixel.red)
        expectPixel(image, x: 85, y: 50, Pixel.white)
    }

    @Test("ButtonBorderShape is a shape: .capsule rounds the ends, .roundedRectangle(radius:) the corners; .buttonBorder and .containerRelative as shapes")
    func buttonBorderShapes() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            VStack(spacing: 0) {
                ButtonBorderShape.capsule.fill(.red).frame(width: 100, height: 40)
                ButtonBorderShape.roundedRectangle(radius: 20).fill(.red).frame(width: 100, height: 40)
                Color.red.frame(width: 100, height: 40).clipShape(.buttonBorder)
                Color.red.frame(width: 100, height: 40).clipShape(.containerRelative)
            }
        }
        let image = try probe.image()
        // Capsule: its top-left corner region is empty; its middle is filled.
        expectPixel(image, x: 53, y: 23, Pixel.white)
        expectPixel(image, x: 100, y: 40, Pixel.red)
        // Radius 20 on a 40-high frame: as round as the capsule at the corner.
        expectPixel(image, x: 53, y: 63, Pixel.white)
        // .buttonBorder: the system's 6-point corners, so a point 3 in from the corner is filled.
        expectPixel(image, x: 53, y: 103, Pixel.red)
        expectPixel(image, x: 50, y: 100, Pixel.white, tolerance: 60)
        // .containerRelative outside any container shape: the whole rectangle.
        expectPixel(image, x: 50, y: 140, Pixel.red)
        #expect(ButtonBorderShape.circle.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).contains(CGPoint(x: 2, y: 2)) == false)
    }

    @Test("buttonBorderShape(_:) gives bordered buttons inside its shape: a capsule leaves the corners a rounded rectangle fills; the size stays")
    func buttonBorderShape() throws {
        let shaped = try ViewProbe(width: 200, height: 100) {
            Button("Buy") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
        }
        let plain = try ViewProbe(width: 200, height: 100) {
            Button("Buy") {}.buttonStyle(.bordered)
        }
        #expect(shaped.frames.count == plain.frames.count)
        for (index, frame) in shaped.frames.enumerated() {
            expectFrame(frame, plain.frames[index], tolerance: 1e-6, "view \(index)")
        }
        // The background: the largest frame. 7 points in from its left edge and 1.5 down, a
        // rounded rectangle of radius 6 is filled; a capsule (radius half the height) is not.
        let background = try #require(plain.frames.max { $0.width * $0.height < $1.width * $1.height })
        let (x, y) = (Int(background.minX + 7), Int(background.minY + 1.5))
        let roundedPixel = try plain.image().pixel(x: x, y: y)
        let capsulePixel = try shaped.image().pixel(x: x, y: y)
        #expect(roundedPixel.maximumComponentDifference(from: Pixel.white) > 10, "the rounded rectangle fills near its corner: \(roundedPixel)")
        #expect(capsulePixel.maximumComponentDifference(from: Pixel.white) <= 2, "the capsule leaves it white: \(capsulePixel)")
    }

    @Test("Path(_:) reads SwiftUI's text form of a path, the one description writes, and is nil for text that is no path")
    func pathFromString() throws {
        let triangle = try #require(Path("10 10 m 190 10 l 100 90 l h"))
        let probe = try ViewProbe(width: 200, height: 100) { triangle.fill(.red) }
        let image = try probe.image()
        expectPixel(image, x: 100, y: 40, Pixel.red)
        expectPixel(image, x: 20, y: 80, Pixel.white)
        var drawn = Path()
        drawn.move(to: CGPoint(x: 0, y: 0))
        drawn.addLine(to: CGPoint(x: 40, y: 0))
        drawn.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        drawn.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60))
        drawn.closeSubpath()
        #expect(Path(drawn.description) == drawn, "round trip of \(drawn.description)")
        let rectangle = try #require(Path("5 5 30 20 re"))
        #expect(rectangle.boundingRect == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(Path("")?.isEmpty == true)
        #expect(Path("0 0 m 10 l") == nil, "too few numbers")
        #expect(Path("0 0 z") == nil, "an unknown letter")
        #expect(Path("0 0 m 5") == nil, "a number left over")
    }

    @Test("Shape.role is .fill by default, and a shape of one's own can say it is a separator")
    func shapeRole() throws {
        struct Rule: Shape {
            static var role: ShapeRole { .separator }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 1)) }
        }
        #expect(Rectangle.role == .fill)
        #expect(Circle.role == .fill)
        #expect(Rule.role == .separator)
        let probe = try ViewProbe(width: 100, height: 20) { Rule().fill(.red) }
        expectPixel(try probe.image(), x: 50, y: 10, Pixel.red, tolerance: 40)
    }
}
