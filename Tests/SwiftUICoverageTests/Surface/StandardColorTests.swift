import CairoRasterizer
import Testing
import Zoetrope

/// SwiftUI's own colours as apps write them: the standard colours (`.red`, `Color.mint`), the
/// accent colour, colours from components (`Color(red:green:blue:)`, `Color(white:)`,
/// `Color(hue:saturation:brightness:)`) and `.opacity(_:)` on a colour, each checked in the
/// decoded frame against iOS's light values.
@Suite("Standard colours")
struct StandardColorTests {
    /// A 40-point square of `color` on white; its centre pixel.
    static func drawnPixel(of color: Color) throws -> RGBA8 {
        let image = try ViewProbe(width: 40, height: 40) { color.frame(width: 40, height: 40) }.image()
        return image.pixel(x: 20, y: 20)
    }

    /// Expects `actual` to be `expected` within one step per channel.
    static func expectColor(_ actual: RGBA8, _ expected: RGBA8, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.maximumComponentDifference(from: expected) <= 1, "\(what) drew \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test("the standard colours written as Color members draw iOS's light values (red #FF3B30 … gray #8E8E93)")
    func standardColors() throws {
        let expected: [(String, Color, RGBA8)] = [
            ("black", Color.black, RGBA8(red: 0, green: 0, blue: 0)),
            ("white", Color.white, RGBA8(red: 255, green: 255, blue: 255)),
            ("red", Color.red, RGBA8(red: 255, green: 59, blue: 48)),
            ("orange", Color.orange, RGBA8(red: 255, green: 149, blue: 0)),
            ("yellow", Color.yellow, RGBA8(red: 255, green: 204, blue: 0)),
            ("green", Color.green, RGBA8(red: 52, green: 199, blue: 89)),
            ("mint", Color.mint, RGBA8(red: 0, green: 199, blue: 190)),
            ("teal", Color.teal, RGBA8(red: 48, green: 176, blue: 199)),
            ("cyan", Color.cyan, RGBA8(red: 50, green: 173, blue: 230)),
            ("blue", Color.blue, RGBA8(red: 0, green: 122, blue: 255)),
            ("indigo", Color.indigo, RGBA8(red: 88, green: 86, blue: 214)),
            ("purple", Color.purple, RGBA8(red: 175, green: 82, blue: 222)),
            ("pink", Color.pink, RGBA8(red: 255, green: 45, blue: 85)),
            ("brown", Color.brown, RGBA8(red: 162, green: 132, blue: 94)),
            ("gray", Color.gray, RGBA8(red: 142, green: 142, blue: 147)),
        ]
        for (name, color, pixel) in expected {
            Self.expectColor(try Self.drawnPixel(of: color), pixel, name)
        }
    }

    @Test("the standard colours as bare members in a view: .background(.mint), .foregroundStyle(.indigo), .fill(.brown)")
    func standardColorMembers() throws {
        let image = try ViewProbe(width: 160, height: 40) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 40).background(.mint)
                Rectangle().frame(width: 40, height: 40).foregroundStyle(.indigo)
                Circle().fill(.brown).frame(width: 40, height: 40)
                Rectangle().fill(.teal).frame(width: 40, height: 40)
            }
        }.image()
        Self.expectColor(image.pixel(x: 20, y: 20), RGBA8(red: 0, green: 199, blue: 190), "mint")
        Self.expectColor(image.pixel(x: 60, y: 20), RGBA8(red: 88, green: 86, blue: 214), "indigo")
        Self.expectColor(image.pixel(x: 100, y: 20), RGBA8(red: 162, green: 132, blue: 94), "brown")
        Self.expectColor(image.pixel(x: 140, y: 20), RGBA8(red: 48, green: 176, blue: 199), "teal")
    }

    @Test("Color.clear draws nothing: a clear square over red leaves it red, and it still takes its place in the layout")
    func clear() throws {
        let probe = try ViewProbe(width: 100, height: 40) {
            ZStack {
                Color.red
                HStack(spacing: 0) {
                    Color.clear.frame(width: 40, height: 40)
                    Color.blue.frame(width: 20, height: 40)
                }
            }
        }
        let image = try probe.image()
        Self.expectColor(image.pixel(x: 40, y: 20), Pixel.red, "under the clear square")
        Self.expectColor(image.pixel(x: 70, y: 20), Pixel.blue, "the blue square after the clear one")
        expectFrame(probe.frames[1], CGRect(x: 20, y: 0, width: 40, height: 40), "the clear square's frame")
    }

    @Test("Color.accentColor is the system blue #007AFF when the app sets no accent colour")
    func accentColor() throws {
        Self.expectColor(try Self.drawnPixel(of: Color.accentColor), Pixel.blue, "accentColor")
        let image = try ViewProbe(width: 40, height: 40) { Rectangle().fill(Color.accentColor) }.image()
        Self.expectColor(image.pixel(x: 20, y: 20), Pixel.blue, "a rectangle filled with it")
    }

    @Test("Color(_:red:green:blue:opacity:) takes sRGB components by default, linear ones with .sRGBLinear, and an opacity")
    func redGreenBlue() throws {
        Self.expectColor(try Self.drawnPixel(of: Color(red: 1, green: 0.5, blue: 0)), RGBA8(red: 255, green: 128, blue: 0), "sRGB orange")
        Self.expectColor(try Self.drawnPixel(of: Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)), RGBA8(red: 51, green: 102, blue: 153), "explicit sRGB")
        // Linear 0.5 is sRGB 0.735, 188 of 255; linear 0.2 is 0.485, 124.
        Self.expectColor(try Self.drawnPixel(of: Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0)), RGBA8(red: 188, green: 124, blue: 0), "linear")
        Self.expectColor(try Self.drawnPixel(of: Color(red: 0, green: 0, blue: 1, opacity: 0.5)), Pixel.over(white: RGBA8(red: 0, green: 0, blue: 255), opacity: 0.5), "half-opaque blue")
    }

    /// Display P3 converted to sRGB, against SwiftUI on an Apple screen: P3 (0.412, 0.508, 0.690)
    /// shows as #6382B4 (issue 43's recording). Converted in double precision it is (98.49,
    /// 130.45, 179.98) of 255, #6282B4; the recorded red is one step higher (Apple's pipeline draws
    /// in half-precision floats, whose rounding gives 98.54), so the test allows a step. Without
    /// the conversion the colour was #6982B0.
    @Test("Color(.displayP3, red:green:blue:) is converted to sRGB when drawn, as SwiftUI shows it; Color.Resolved too")
    func displayP3() throws {
        let drawn = try Self.drawnPixel(of: Color(.displayP3, red: 0.412, green: 0.508, blue: 0.690))
        let recorded = RGBA8(red: 0x63, green: 0x82, blue: 0xB4)
        #expect(abs(Int(drawn.red) - Int(recorded.red)) <= 1 && drawn.green == recorded.green && drawn.blue == recorded.blue, "\(drawn)")
        // P3's pure red is beyond sRGB: clipped to sRGB's red, with nothing of green or blue.
        Self.expectColor(try Self.drawnPixel(of: Color(.displayP3, red: 1, green: 0, blue: 0)), RGBA8(red: 255, green: 0, blue: 0), "P3 red")
        let resolved = Color.Resolved(colorSpace: .displayP3, red: 0.412, green: 0.508, blue: 0.690)
        #expect(abs(resolved.red * 255 - 98.49) < 0.05 && abs(resolved.green * 255 - 130.45) < 0.05 && abs(resolved.blue * 255 - 179.98) < 0.05,
                "\(resolved.red * 255), \(resolved.green * 255), \(resolved.blue * 255)")
        #expect(Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0).red > 1, "outside sRGB's gamut, the resolved red is above 1")
    }

    @Test("Color(_:white:opacity:) is a grey of that lightness: white 0.2 is #333333, at opacity 0.5 lighter over white")
    func white() throws {
        Self.expectColor(try Self.drawnPixel(of: Color(white: 0.2)), RGBA8(red: 51, green: 51, blue: 51), "white 0.2")
        Self.expectColor(try Self.drawnPixel(of: Color(white: 0, opacity: 0.5)), RGBA8(red: 128, green: 128, blue: 128), "black at half opacity")
        Self.expectColor(try Self.drawnPixel(of: Color(.sRGBLinear, white: 0.5)), RGBA8(red: 188, green: 188, blue: 188), "linear 0.5")
    }

    @Test("Color(hue:saturation:brightness:opacity:) converts HSB: hue 0 red, 1/3 green, 2/3 blue; less saturation is paler", arguments: [
        (0.0, 1.0, 1.0, RGBA8(red: 255, green: 0, blue: 0)), (1.0 / 3, 1.0, 1.0, RGBA8(red: 0, green: 255, blue: 0)),
        (2.0 / 3, 1.0, 1.0, RGBA8(red: 0, green: 0, blue: 255)), (0.5, 0.5, 1.0, RGBA8(red: 128, green: 255, blue: 255)),
        (0.1, 1.0, 0.5, RGBA8(red: 128, green: 77, blue: 0)),
    ] as [(Double, Double, Double, RGBA8)])
    func hueSaturationBrightness(hue: Double, saturation: Double, brightness: Double, expected: RGBA8) throws {
        let pixel = try Self.drawnPixel(of: Color(hue: hue, saturation: saturation, brightness: brightness))
        Self.expectColor(pixel, expected, "hue \(hue), saturation \(saturation), brightness \(brightness)")
        let faded = try Self.drawnPixel(of: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: 0.25))
        Self.expectColor(faded, Pixel.over(white: expected, opacity: 0.25), "at opacity 0.25")
    }

    @Test("Color.opacity(_:) multiplies the colour's opacity: .red.opacity(0.5) over white, then 0.5 of that", arguments: [0.0, 0.25, 0.5, 1.0])
    func opacity(amount: Double) throws {
        Self.expectColor(try Self.drawnPixel(of: Color.red.opacity(amount)), Pixel.over(white: Pixel.red, opacity: amount), "red at \(amount)")
        Self.expectColor(try Self.drawnPixel(of: Color(red: 0, green: 0, blue: 0, opacity: 0.5).opacity(amount)),
                         Pixel.over(white: Pixel.black, opacity: 0.5 * amount), "half black at \(amount)")
        let kept: Color = Color.blue.opacity(amount)
        let image = try ViewProbe(width: 40, height: 40) { Circle().fill(kept) }.image()
        Self.expectColor(image.pixel(x: 20, y: 20), Pixel.over(white: Pixel.blue, opacity: amount), "still a Color, filling a circle")
    }
}
