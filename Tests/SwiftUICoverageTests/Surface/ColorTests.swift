import CairoRasterizer
import Testing
import Zoetrope

/// Colours as apps name them: UIKit's system colours through `Color(_:)` and `Color(uiColor:)`,
/// `UIColor`'s own initialisers, and the semantic `Color.primary` and `Color.secondary`, each
/// checked in the decoded frame (light appearance).
@Suite("Colours")
struct ColorTests {
    /// A 40-point square of `color` on white; its centre pixel.
    static func drawnPixel(of color: Color) throws -> RGBA8 {
        let image = try ViewProbe(width: 40, height: 40) { color.frame(width: 40, height: 40) }.image()
        return image.pixel(x: 20, y: 20)
    }

    @Test("Color(_:) with UIKit's system colours draws iOS's light values", arguments: [
        (UIColor.systemGray5, RGBA8(red: 229, green: 229, blue: 234)), (.systemGray6, RGBA8(red: 242, green: 242, blue: 247)),
        (.systemGray, RGBA8(red: 142, green: 142, blue: 147)), (.systemRed, RGBA8(red: 255, green: 59, blue: 48)),
        (.systemBlue, RGBA8(red: 0, green: 122, blue: 255)), (.secondarySystemBackground, RGBA8(red: 242, green: 242, blue: 247)),
        (.systemBackground, RGBA8(red: 255, green: 255, blue: 255)), (.label, RGBA8(red: 0, green: 0, blue: 0)),
        (.systemGroupedBackground, RGBA8(red: 242, green: 242, blue: 247)), (.opaqueSeparator, RGBA8(red: 198, green: 198, blue: 200)),
    ])
    func colorFromSystemColor(color: UIColor, expected: RGBA8) throws {
        let pixel = try Self.drawnPixel(of: Color(color))
        #expect(pixel.maximumComponentDifference(from: expected) <= 1, "Color(\(color)) drew \(pixel), expected \(expected)")
    }

    @Test("Color(.black) and Color(.white) are UIKit's pure black and white; Color(.red) is UIKit's pure red, not the system red")
    func colorFromFixedUIColor() throws {
        expectPixelColor(try Self.drawnPixel(of: Color(.black)), Pixel.black)
        expectPixelColor(try Self.drawnPixel(of: Color(.white)), Pixel.white)
        expectPixelColor(try Self.drawnPixel(of: Color(.red)), RGBA8(red: 255, green: 0, blue: 0))
    }

    @Test("Color(uiColor:) is Color(_:) with the same UIColor")
    func colorFromUIColorLabel() throws {
        expectPixelColor(try Self.drawnPixel(of: Color(uiColor: .systemGray5)), RGBA8(red: 229, green: 229, blue: 234))
        expectPixelColor(try Self.drawnPixel(of: Color(uiColor: .secondaryLabel)), Pixel.over(white: RGBA8(red: 60, green: 60, blue: 67), opacity: 0.6))
    }

    @Test("UIColor(red:green:blue:alpha:), UIColor(white:alpha:), UIColor(hue:saturation:brightness:alpha:) and withAlphaComponent")
    func uiColorInitializers() throws {
        expectPixelColor(try Self.drawnPixel(of: Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))), RGBA8(red: 255, green: 128, blue: 0))
        expectPixelColor(try Self.drawnPixel(of: Color(UIColor(white: 0.2, alpha: 1))), RGBA8(red: 51, green: 51, blue: 51))
        expectPixelColor(try Self.drawnPixel(of: Color(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1))), RGBA8(red: 0, green: 0, blue: 255))
        expectPixelColor(try Self.drawnPixel(of: Color(UIColor.black.withAlphaComponent(0.5))), Pixel.over(white: Pixel.black, opacity: 0.5))
    }

    @Test("Color.secondary is iOS's secondary label colour (#3C3C43 at 60%), and .opacity(0.3) multiplies into it")
    func secondaryOpacity() throws {
        expectPixelColor(try Self.drawnPixel(of: Color.secondary), Pixel.over(white: RGBA8(red: 60, green: 60, blue: 67), opacity: 0.6))
        expectPixelColor(try Self.drawnPixel(of: Color.secondary.opacity(0.3)), Pixel.over(white: RGBA8(red: 60, green: 60, blue: 67), opacity: 0.18))
    }

    @Test("Color.primary is black in the light appearance")
    func primary() throws {
        expectPixelColor(try Self.drawnPixel(of: Color.primary), Pixel.black)
    }

    @Test("the standard colours are also shape styles: .foregroundStyle(.red), .fill(.blue) and .background(.green) as bare members")
    func standardColorsAsShapeStyles() throws {
        let image = try ViewProbe(width: 120, height: 40) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 40, height: 40).foregroundStyle(.red)
                Circle().fill(.blue).frame(width: 40, height: 40)
                Color.clear.frame(width: 40, height: 40).background(.green)
            }
        }.image()
        expectPixel(image, x: 20, y: 20, Pixel.red)
        expectPixel(image, x: 60, y: 20, Pixel.blue)
        expectPixel(image, x: 100, y: 20, Pixel.green)
    }
}

/// Expects a pixel to be `expected` within one step per channel.
func expectPixelColor(_ actual: RGBA8, _ expected: RGBA8, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.maximumComponentDifference(from: expected) <= 1, "drew \(actual), expected \(expected)", sourceLocation: sourceLocation)
}
