import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Drawing effects as apps write them: opacity, clipping and masks, shadows and blurs, rotations
/// in two and three dimensions with the `Angle`s they take, the colour filters, blend modes and
/// compositing groups. Each leaves the layout as it is and changes what the frame shows.
@Suite("Drawing effects")
struct EffectTests {
    /// The red, green and blue of `pixel` all within `tolerance` of one another: a grey.
    static func isGrey(_ pixel: RGBA8, tolerance: Int = 2) -> Bool {
        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        return channels.max()! - channels.min()! <= tolerance
    }

    @Test("opacity(_:) draws the view that much opaque over what is behind it; on a stack, each view inside", arguments: [0.0, 0.25, 0.5, 1.0])
    func opacity(amount: Double) throws {
        let probe = try ViewProbe(width: 100, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).opacity(amount)
                Color.blue.frame(width: 40, height: 40)
            }
            .opacity(0.5)
        }
        expectFrame(probe.frames.first, CGRect(x: 30, y: 10, width: 40, height: 40), "the layout keeps the view, even when it is invisible")
        let image = try probe.image()
        expectPixel(image, x: 50, y: 30, Pixel.over(white: Pixel.red, opacity: amount * 0.5), "red at \(amount) × 0.5")
        expectPixel(image, x: 50, y: 70, Pixel.over(white: Pixel.blue, opacity: 0.5), "blue at the stack's 0.5")
    }

    @Test("clipShape(_:style:) cuts the drawing to the shape in the view's bounds; the frame is unchanged")
    func clipShape() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).clipShape(Circle())
                Color.blue.frame(width: 100, height: 100).clipShape(
                    Path { path in
                        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
                    },
                    style: FillStyle(eoFill: true))
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = try probe.image()
        expectPixel(image, x: 50, y: 50, Pixel.red, "the circle's middle")
        expectPixel(image, x: 5, y: 5, Pixel.white, "the corner, cut off")
        expectPixel(image, x: 110, y: 50, Pixel.blue, "between the squares, kept by the even-odd rule")
        expectPixel(image, x: 150, y: 50, Pixel.white, "the hole the even-odd rule cuts")
    }

    @Test("cornerRadius(_:antialiased:) clips the view to a rectangle with rounded corners")
    func cornerRadius() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 60).cornerRadius(20)
                Color.red.frame(width: 100, height: 60).cornerRadius(20, antialiased: true)
            }
        }.image()
        // Both are 20…80 down.
        for (left, color) in [(0, Pixel.blue), (100, Pixel.red)] {
            expectPixel(image, x: left + 2, y: 22, Pixel.white, "the top-leading corner is cut")
            expectPixel(image, x: left + 97, y: 77, Pixel.white, "the bottom-trailing corner is cut")
            expectPixel(image, x: left + 10, y: 30, color, "inside the rounding")
            expectPixel(image, x: left + 50, y: 21, color, "the straight top")
        }
    }

    @Test("scaleEffect(_:anchor:) with one amount scales the drawing both ways about the anchor; the frame is unchanged")
    func scaleEffectUniform() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).scaleEffect(1.5)
                Color.clear.frame(width: 20, height: 40)
                Color.blue.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading)
            }
        }
        // Laid out at 50…90, 90…110 and 110…150, all 80…120 down.
        expectFrame(probe.frames.first, CGRect(x: 50, y: 80, width: 40, height: 40), "the red square's frame")
        let image = try probe.image()
        expectPixel(image, x: 41, y: 71, Pixel.red, "the red square drawn 60 wide about its centre (70, 100): 40…100")
        expectPixel(image, x: 37, y: 100, Pixel.white, "left of it")
        expectPixel(image, x: 111, y: 81, Pixel.blue, "the blue square from its top-leading corner")
        expectPixel(image, x: 132, y: 100, Pixel.white, "past its drawn 20 points")
    }

    @Test("rotationEffect(_:anchor:) turns the drawing clockwise for a positive angle, about the centre or the anchor")
    func rotationEffect() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            ZStack {
                Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90))
                Color.blue.frame(width: 100, height: 20).rotationEffect(Angle(degrees: 45), anchor: .leading)
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 50, y: 90, width: 100, height: 20), "the layout is not turned")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 55, Pixel.red, "the red bar, upright: 90…110 × 50…150")
        expectPixel(image, x: 92, y: 120, Pixel.red, "lower down, beside the blue bar")
        expectPixel(image, x: 140, y: 100, Pixel.white, "where it lay before turning")
        // The blue bar turns about (50, 100): its far end goes from (150, 100) to about (121, 171).
        expectPixel(image, x: 114, y: 164, Pixel.blue, "the blue bar, turned down-right about its leading end")
        expectPixel(image, x: 60, y: 150, Pixel.white, "below its start, not drawn")
    }

    @Test("Angle: Angle(), .zero, init(degrees:), init(radians:), .degrees(_:), .radians(_:) and the degrees and radians properties agree")
    func angle() throws {
        #expect(Angle() == Angle.zero)
        #expect(Angle.zero.radians == 0)
        #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-12)
        #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
        #expect(abs(Angle.degrees(45).radians - .pi / 4) < 1e-12)
        #expect(abs(Angle.radians(.pi).degrees - 180) < 1e-12)
        var angle = Angle(degrees: 30)
        angle.degrees = 90
        #expect(abs(angle.radians - .pi / 2) < 1e-12)
        angle.radians = .pi
        #expect(abs(angle.degrees - 180) < 1e-12)
        // Drawn: a quarter turn in radians stands a bar up; no turn at all leaves it lying.
        let image = try ViewProbe(width: 200, height: 200) {
            ZStack {
                Color.red.frame(width: 100, height: 10).rotationEffect(.radians(.pi / 2))
                Color.blue.frame(width: 100, height: 10).offset(y: 50).rotationEffect(Angle())
            }
        }.image()
        expectPixel(image, x: 100, y: 60, Pixel.red, "the bar turned by .radians(.pi / 2)")
        expectPixel(image, x: 60, y: 150, Pixel.blue, "the bar turned by Angle(), lying as it was")
    }

    @Test("shadow(color:radius:x:y:) draws a copy in the colour, moved by x and y, under the view; SwiftUI's default colour is black at 33%")
    func shadow() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 40) {
                Color.red.frame(width: 40, height: 40).shadow(color: .blue, radius: 0, x: 10, y: 10)
                Color.red.frame(width: 40, height: 40).shadow(radius: 0, x: 10, y: 10)
            }
        }
        // Laid out at 40…80 and 120…160, 30…70 down; the shadows at 50…90 and 130…170, 40…80 down.
        expectFrame(probe.frames.first, CGRect(x: 40, y: 30, width: 40, height: 40), "the shadow does not change the frame")
        let image = try probe.image()
        expectPixel(image, x: 60, y: 50, Pixel.red, "the view over its shadow")
        expectPixel(image, x: 85, y: 75, Pixel.blue, "the shadow beyond the view's corner")
        expectPixel(image, x: 45, y: 75, Pixel.white, "left of the shadow")
        expectPixel(image, x: 165, y: 75, Pixel.over(white: Pixel.black, opacity: 0.33), tolerance: 3, "the default shadow colour")
    }

    @Test("shadow(color:radius:x:y:) with a radius softens the shadow's edge: half strength on the edge, fading out past it")
    func shadowBlurred() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            Color.white.frame(width: 80, height: 80).shadow(color: .black, radius: 6, x: 0, y: 40)
        }.image()
        // The view is 60…140 × 60…140; its shadow 60…140 × 100…180, blurred.
        let edge = image.pixel(x: 100, y: 180)
        #expect((100...155).contains(Int(edge.red)), "the shadow's bottom edge is about half black: \(edge)")
        expectPixel(image, x: 100, y: 160, Pixel.black, tolerance: 6, "well inside the shadow")
        expectPixel(image, x: 100, y: 199, Pixel.white, tolerance: 6, "well outside it")
    }

    @Test("mask(_:) shows the view only where the mask is opaque")
    func maskView() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Color.red.frame(width: 100, height: 100).mask(Circle())
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.red, "inside the circle")
        expectPixel(image, x: 4, y: 4, Pixel.white, "the corner, outside it")
    }

    @Test("mask(alignment:_:) places the mask in the view by the alignment; the mask's opacity is the view's")
    func maskAlignment() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100).mask(alignment: .topLeading) {
                    Rectangle().frame(width: 50, height: 50)
                }
                Color.red.frame(width: 100, height: 100).mask {
                    Color.black.opacity(0.5)
                }
            }
        }.image()
        expectPixel(image, x: 25, y: 25, Pixel.blue, "under the mask at the top-leading corner")
        expectPixel(image, x: 75, y: 25, Pixel.white, "right of the mask")
        expectPixel(image, x: 25, y: 75, Pixel.white, "below the mask")
        expectPixel(image, x: 150, y: 50, Pixel.over(white: Pixel.red, opacity: 0.5), "through a half-opaque mask")
    }

    @Test("blur(radius:opaque:) spreads the view's edge: half strength on it, the middle unchanged; opaque keeps the edge solid")
    func blur() throws {
        let image = try ViewProbe(width: 300, height: 100) {
            HStack(spacing: 50) {
                Color.black.frame(width: 80, height: 80).blur(radius: 4)
                Color.black.frame(width: 80, height: 80).blur(radius: 4, opaque: true)
            }
        }.image()
        // Laid out at 45…125 and 175…255, 10…90 down.
        expectPixel(image, x: 85, y: 50, Pixel.black, "the middle of the blurred view")
        let edge = (Int(image.pixel(x: 44, y: 50).red) + Int(image.pixel(x: 45, y: 50).red)) / 2
        #expect((100...155).contains(edge), "the leading edge is about half black, got \(edge)")
        #expect(image.pixel(x: 42, y: 50).red < 240, "some black 3 points out")
        expectPixel(image, x: 20, y: 50, Pixel.white, "nothing 25 points out")
        expectPixel(image, x: 176, y: 50, Pixel.black, tolerance: 6, "the opaque blur's edge stays black")
        expectPixel(image, x: 172, y: 50, Pixel.white, "nothing drawn outside the opaque blur's frame")
    }

    @Test("hueRotation(_:) turns hues round the colour wheel: a full turn changes nothing, half a turn makes red cyan-like")
    func hueRotation() throws {
        let image = try ViewProbe(width: 150, height: 50) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).hueRotation(.degrees(0))
                Color.red.frame(width: 50, height: 50).hueRotation(.degrees(360))
                Color.red.frame(width: 50, height: 50).hueRotation(.degrees(180))
            }
        }.image()
        expectPixel(image, x: 25, y: 25, Pixel.red, "no turn")
        expectPixel(image, x: 75, y: 25, Pixel.red, tolerance: 3, "a full turn")
        let turned = image.pixel(x: 125, y: 25)
        #expect(turned.red < turned.green && turned.red < turned.blue, "red turned half round is blue-green, got \(turned)")
    }

    @Test("blendMode(_:) blends the view with what is behind it by the mode's formula, per channel", arguments: [
        (BlendMode.multiply, RGBA8(red: 0, green: 28, blue: 48)), (.screen, RGBA8(red: 255, green: 153, blue: 255)),
        (.darken, RGBA8(red: 0, green: 59, blue: 48)), (.lighten, RGBA8(red: 255, green: 122, blue: 255)),
        (.difference, RGBA8(red: 255, green: 63, blue: 207)), (.normal, Pixel.red),
    ])
    func blendMode(mode: BlendMode, expected: RGBA8) throws {
        let image = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.blue.frame(width: 80, height: 80)
                Color.red.frame(width: 40, height: 40).blendMode(mode)
            }
        }.image()
        expectPixel(image, x: 50, y: 50, expected, tolerance: 3, "red over blue")
        expectPixel(image, x: 15, y: 15, Pixel.blue, "blue alone")
    }

    @Test("rotation3DEffect(_:axis:anchor:anchorZ:perspective:) turned 60° about y with no perspective draws the view half as wide")
    func rotation3DEffect() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        }
        expectFrame(probe.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "the layout is not turned")
        let image = try probe.image()
        expectPixel(image, x: 77, y: 50, Pixel.red, "inside the projected 75…125")
        expectPixel(image, x: 122, y: 50, Pixel.red, "inside its trailing edge")
        expectPixel(image, x: 72, y: 50, Pixel.white, "outside its leading edge")
        expectPixel(image, x: 128, y: 50, Pixel.white, "outside its trailing edge")
        let edgeOn = try ViewProbe(width: 200, height: 100) {
            Color.blue.frame(width: 100, height: 60).rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))
        }.image()
        expectPixel(edgeOn, x: 100, y: 30, Pixel.white, "turned edge-on about x, it has no height to show")
    }

    @Test("rotation3DEffect in a right-to-left layout turns the view in its mirrored coordinates: on screen, the left-to-right turn mirrored (SwiftUI's recorded behaviour)",
          arguments: [(0.0, 1.0, 0.0, "leading"), (1.0, 1.0, 0.0, "topLeading"), (0.3, 0.5, 1.0, "center")])
    func rotation3DRightToLeft(x: Double, y: Double, z: Double, anchorName: String) throws {
        let anchor: UnitPoint = switch anchorName {
        case "leading": .leading
        case "topLeading": .topLeading
        default: .center
        }
        func image(_ direction: LayoutDirection) throws -> RasterImage {
            let scene = try Scene(named: "turned", canvas: CGSize(width: 200, height: 120), layoutDirection: direction) {
                Color.red.frame(width: 100, height: 60)
                    .rotation3DEffect(.degrees(50), axis: (x: CGFloat(x), y: CGFloat(y), z: CGFloat(z)), anchor: anchor, perspective: 0.8)
            }
            return try drawnImage(of: scene, frame: 0)
        }
        let (leftToRight, rightToLeft) = (try image(.leftToRight), try image(.rightToLeft))
        // Edge pixels may differ a little (the rasteriser's coverage of a mirrored edge); a pixel
        // inside one picture and outside the other would differ by more than half.
        var differing = 0, red = 0, largest = 0
        for row in 0..<120 {
            for column in 0..<200 {
                let mirrored = leftToRight.pixel(x: 199 - column, y: row), pixel = rightToLeft.pixel(x: column, y: row)
                let difference = pixel.maximumComponentDifference(from: mirrored)
                largest = max(largest, difference)
                if difference > 8 { differing += 1 }
                if pixel.green < 100 { red += 1 }
            }
        }
        #expect(largest <= 32, "\(differing) edge pixels differ from the mirrored left-to-right turn, by up to \(largest) of 255")
        #expect(red > 1000, "the turned view is drawn: \(red) red pixels")
        // Not the same picture as left to right: the turn is not symmetric.
        var unmirroredDiffering = 0
        for row in 0..<120 { for column in 0..<200 where rightToLeft.pixel(x: column, y: row).maximumComponentDifference(from: leftToRight.pixel(x: column, y: row)) > 8 { unmirroredDiffering += 1 } }
        #expect(unmirroredDiffering > 100, "right to left differs from left to right")
    }

    @Test("saturation(_:): 0 makes the colour grey, 1 leaves it")
    func saturation() throws {
        let image = try ViewProbe(width: 100, height: 50) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).saturation(0)
                Color.red.frame(width: 50, height: 50).saturation(1)
            }
        }.image()
        let grey = image.pixel(x: 25, y: 25)
        #expect(Self.isGrey(grey), "saturation(0) drew \(grey)")
        #expect(grey.red < 200 && grey.red > 40, "a middle grey, not white or black: \(grey)")
        expectPixel(image, x: 75, y: 25, Pixel.red, "saturation(1)")
    }

    @Test("brightness(_:) adds the amount to each channel: 1 makes black white, 0.2 makes it a dark grey")
    func brightness() throws {
        let image = try ViewProbe(width: 150, height: 50) {
            HStack(spacing: 0) {
                Color.black.frame(width: 50, height: 50).brightness(1)
                Color.black.frame(width: 50, height: 50).brightness(0.2)
                Color.red.frame(width: 50, height: 50).brightness(0)
            }
        }.image()
        expectPixel(image, x: 25, y: 25, Pixel.white, "black brightened by 1")
        expectPixel(image, x: 75, y: 25, RGBA8(red: 51, green: 51, blue: 51), "black brightened by 0.2")
        expectPixel(image, x: 125, y: 25, Pixel.red, "brightness(0) changes nothing")
    }

    @Test("contrast(_:): 0 makes every colour the same grey, 1 leaves it")
    func contrast() throws {
        let image = try ViewProbe(width: 150, height: 50) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).contrast(0)
                Color.blue.frame(width: 50, height: 50).contrast(0)
                Color.red.frame(width: 50, height: 50).contrast(1)
            }
        }.image()
        let red = image.pixel(x: 25, y: 25), blue = image.pixel(x: 75, y: 25)
        #expect(Self.isGrey(red) && red.maximumComponentDifference(from: blue) <= 2, "contrast(0) drew \(red) and \(blue)")
        expectPixel(image, x: 125, y: 25, Pixel.red, "contrast(1)")
    }

    @Test("grayscale(_:): 1 makes the colour grey, 0 leaves it, 0.5 is between")
    func grayscale() throws {
        let image = try ViewProbe(width: 150, height: 50) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 50, height: 50).grayscale(1)
                Color.blue.frame(width: 50, height: 50).grayscale(0)
                Color.blue.frame(width: 50, height: 50).grayscale(0.5)
            }
        }.image()
        let grey = image.pixel(x: 25, y: 25), half = image.pixel(x: 125, y: 25)
        #expect(Self.isGrey(grey), "grayscale(1) drew \(grey)")
        expectPixel(image, x: 75, y: 25, Pixel.blue, "grayscale(0)")
        #expect(half.blue > grey.blue && half.blue < Pixel.blue.blue && !Self.isGrey(half, tolerance: 20), "grayscale(0.5) drew \(half)")
    }

    @Test("colorMultiply(_:) multiplies each channel by the colour's: white becomes the colour, black stays black")
    func colorMultiply() throws {
        let image = try ViewProbe(width: 150, height: 50) {
            HStack(spacing: 0) {
                Color.white.frame(width: 50, height: 50).colorMultiply(.red)
                Color.black.frame(width: 50, height: 50).colorMultiply(.red)
                Color.yellow.frame(width: 50, height: 50).colorMultiply(.blue)
            }
        }.image()
        expectPixel(image, x: 25, y: 25, Pixel.red, "white × red")
        expectPixel(image, x: 75, y: 25, Pixel.black, "black × red")
        // #FFCC00 × #007AFF = (0, 204 × 122 / 255, 0).
        expectPixel(image, x: 125, y: 25, RGBA8(red: 0, green: 98, blue: 0), "yellow × blue")
    }

    @Test("compositingGroup() makes the opacity outside apply to the group as one picture: no overlap shows through")
    func compositingGroup() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 20) {
                ZStack {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 30, height: 30)
                }
                .compositingGroup()
                .opacity(0.5)
                ZStack {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 30, height: 30)
                }
                .opacity(0.5)
            }
        }.image()
        // The groups are centred at (60, 50) and (140, 50).
        expectPixel(image, x: 60, y: 50, Pixel.over(white: Pixel.blue, opacity: 0.5), tolerance: 3, "the group: blue at half over white")
        expectPixel(image, x: 35, y: 50, Pixel.over(white: Pixel.red, opacity: 0.5), tolerance: 3, "the group's red at half")
        let separate = image.pixel(x: 140, y: 50)
        #expect(separate.maximumComponentDifference(from: Pixel.over(white: Pixel.blue, opacity: 0.5)) > 10,
                "each view at half: red shows through the blue, \(separate)")
    }

    @Test("drawingGroup(opaque:colorMode:) flattens the views into one picture, so the opacity outside applies to it as one")
    func drawingGroup() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            ZStack {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 30, height: 30)
            }
            .drawingGroup(opaque: false)
            .opacity(0.5)
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.over(white: Pixel.blue, opacity: 0.5), tolerance: 3, "blue at half over white")
        expectPixel(image, x: 25, y: 50, Pixel.over(white: Pixel.red, opacity: 0.5), tolerance: 3, "red at half")
    }
}
