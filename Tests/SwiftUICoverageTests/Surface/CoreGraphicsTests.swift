import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Core Graphics' stand-ins as SwiftUI apps use them: `Color(cgColor:)` and `Color(_:)` with a
/// `CGColor`, `Image(_:scale:orientation:label:)` and `Image(decorative:scale:orientation:)` with
/// `UIImage.cgImage`, checked in the decoded frame.
@Suite("Core Graphics")
struct CoreGraphicsTests {
    /// A 40-point square of `color` on white; its centre pixel.
    static func drawnPixel(of color: Color) throws -> RGBA8 {
        let image = try ViewProbe(width: 40, height: 40) { color.frame(width: 40, height: 40) }.image()
        return image.pixel(x: 20, y: 20)
    }

    /// A 40 × 20 PNG file, its left half blue and its right half green; its path.
    static func swatchPath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-cg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var pixels: [UInt8] = []
        for _ in 0..<20 {
            for x in 0..<40 {
                let color = x < 20 ? Pixel.blue : Pixel.green
                pixels += [color.red, color.green, color.blue, 255]
            }
        }
        let picture = try #require(RasterImage(width: 40, height: 20, pixels: pixels))
        let url = folder.appendingPathComponent("swatch.png")
        try PNGEncoder.write(picture, to: url)
        return url.path
    }

    @Test("Color(cgColor:) draws the CGColor's sRGB components; CGColor has Core Graphics' components and alpha")
    func colorFromCGColor() throws {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        expectPixelColor(try Self.drawnPixel(of: Color(cgColor: orange)), RGBA8(red: 255, green: 128, blue: 0))
        expectPixelColor(try Self.drawnPixel(of: Color(cgColor: CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1))), RGBA8(red: 0, green: 0, blue: 255))
        expectPixelColor(try Self.drawnPixel(of: Color(cgColor: CGColor(gray: 0.5, alpha: 1))), RGBA8(red: 128, green: 128, blue: 128))
        expectPixelColor(try Self.drawnPixel(of: Color(cgColor: CGColor(gray: 0, alpha: 1))), Pixel.black)
        expectPixelColor(try Self.drawnPixel(of: Color(cgColor: CGColor(gray: 0, alpha: 0))), Pixel.white)
        #expect(orange.components == [1, 0.5, 0, 1])
        #expect(orange.numberOfComponents == 4)
        #expect(CGColor(gray: 0.25, alpha: 0.5).components == [0.25, 0.5])
        #expect(CGColor(gray: 0.25, alpha: 0.5).numberOfComponents == 2)
        #expect(CGColor(gray: 0.25, alpha: 0.5).alpha == 0.5)
    }

    @Test("Color(_:) with a CGColor is Color(cgColor:); UIColor.cgColor gives the UIColor's (light) components")
    func colorFromCGColorUnlabelled() throws {
        expectPixelColor(try Self.drawnPixel(of: Color(CGColor(red: 0, green: 1, blue: 0, alpha: 1))), RGBA8(red: 0, green: 255, blue: 0))
        expectPixelColor(try Self.drawnPixel(of: Color(UIColor.systemRed.cgColor)), Pixel.red)
        expectPixelColor(try Self.drawnPixel(of: Color(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))), RGBA8(red: 255, green: 128, blue: 128))
        #expect(UIColor.white.cgColor.components == [1, 1, 1, 1])
    }

    @Test("Image(_:scale:orientation:label:) draws the CGImage's pixels at its size divided by the scale")
    func imageFromCGImage() throws {
        let uiImage = try #require(UIImage(contentsOfFile: try Self.swatchPath()))
        let cgImage = try #require(uiImage.cgImage)
        #expect(cgImage.width == 40)
        #expect(cgImage.height == 20)
        let probe = try ViewProbe(width: 200, height: 100) { Image(cgImage, scale: 2, label: Text("Swatch")) }
        expectFrame(probe.frames.first, CGRect(x: 90, y: 45, width: 20, height: 10), "40 × 20 pixels at scale 2: 20 × 10 points, centred")
        let image = try probe.image()
        expectPixel(image, x: 93, y: 50, Pixel.blue, "the left half")
        expectPixel(image, x: 107, y: 50, Pixel.green, "the right half")
        expectPixel(image, x: 88, y: 50, Pixel.white, "outside the picture")
        let unscaled = try ViewProbe(width: 200, height: 100) { Image(cgImage, scale: 1, orientation: .up, label: Text("Swatch")) }
        expectFrame(unscaled.frames.first, CGRect(x: 80, y: 40, width: 40, height: 20), "scale 1: one point a pixel")
    }

    @Test("Image(decorative:scale:orientation:) is laid out and drawn as the labelled one; resizable still stretches it")
    func decorativeImageFromCGImage() throws {
        let cgImage = try #require(UIImage(contentsOfFile: try Self.swatchPath())?.cgImage)
        let probe = try ViewProbe(width: 200, height: 100) { Image(decorative: cgImage, scale: 4) }
        expectFrame(probe.frames.first, CGRect(x: 95, y: 47.5, width: 10, height: 5), "40 × 20 pixels at scale 4: 10 × 5 points")
        let image = try probe.image()
        expectPixel(image, x: 97, y: 50, Pixel.blue, "the left half")
        expectPixel(image, x: 103, y: 50, Pixel.green, "the right half")
        let resized = try ViewProbe(width: 200, height: 100) { Image(decorative: cgImage, scale: 2).resizable().frame(width: 100, height: 50) }
        expectFrame(resized.frames.first, CGRect(x: 50, y: 25, width: 100, height: 50), "resizable: the frame it is given")
        expectPixel(try resized.image(), x: 140, y: 50, Pixel.green, "the right half, stretched")
    }
}

/// `.backgroundStyle(_:)`: the style `.background()` and the `.background` style fill with.
@Suite("Core Graphics: background style")
struct CoreGraphicsBackgroundStyleTests {
    @Test("backgroundStyle(_:) sets what .background() and .background(.background) fill with; white without it")
    func backgroundStyle() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 40).background()
                Color.clear.frame(width: 40, height: 40).background(.background)
                Rectangle().fill(.background).frame(width: 40, height: 40)
            }
            .backgroundStyle(.yellow)
            .padding(10)
            .background(.black)
        }
        let image = try probe.image()
        expectPixel(image, x: 60, y: 50, Pixel.yellow, ".background() fills with the background style")
        expectPixel(image, x: 100, y: 50, Pixel.yellow, ".background(.background) fills with it too")
        expectPixel(image, x: 140, y: 50, Pixel.yellow, "a shape filled with .background")
        expectPixel(image, x: 35, y: 50, Pixel.black, "the padding outside, black")
        let plain = try ViewProbe(width: 200, height: 100) {
            Color.clear.frame(width: 40, height: 40).background().padding(10).background(.black)
        }
        expectPixel(try plain.image(), x: 100, y: 50, Pixel.white, "without a background style: the system background, white")
    }
}
