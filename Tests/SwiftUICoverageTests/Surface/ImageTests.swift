import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// `Image` from a PNG file and from an SF Symbol name, `.resizable`, `.scaledToFit` and
/// `.scaledToFill`, as apps write them: the image's frame and the decoded pixels.
@Suite("Images")
struct ImageTests {
    /// A folder holding `swatch.png`, a 20 × 10 picture: its left half blue, its right half green.
    static func swatchBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var pixels: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 {
                let color = x < 10 ? Pixel.blue : Pixel.green
                pixels += [color.red, color.green, color.blue, 255]
            }
        }
        let picture = try #require(RasterImage(width: 20, height: 10, pixels: pixels))
        try PNGEncoder.write(picture, to: folder.appendingPathComponent("swatch.png"))
        return try #require(Bundle(path: folder.path), "no bundle at \(folder.path)")
    }

    @Test("Image(_:bundle:) shows the named picture from the bundle at its size in pixels, one point each")
    func named() throws {
        let bundle = try Self.swatchBundle()
        let probe = try ViewProbe(width: 200, height: 100) { Image("swatch", bundle: bundle) }
        expectFrame(probe.frames.first, CGRect(x: 90, y: 45, width: 20, height: 10), "20 × 10, centred")
        let image = try probe.image()
        expectPixel(image, x: 93, y: 50, Pixel.blue, "the left half")
        expectPixel(image, x: 107, y: 50, Pixel.green, "the right half")
        expectPixel(image, x: 88, y: 50, Pixel.white, "outside the picture")
        let stacked = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Image("swatch", bundle: bundle)
                Image("swatch.png", bundle: bundle)
            }
        }
        expectFrame(stacked.frames.last, CGRect(x: 90, y: 50, width: 20, height: 10), "a name with .png finds the same picture")
    }

    @Test("Image(systemName:) is laid out a square the size of the font around it and drawn in the foreground colour")
    func systemName() throws {
        let probe = try ViewProbe(width: 200, height: 100) { Image(systemName: "star.fill").foregroundStyle(.red) }
        expectFrame(probe.frames.first, CGRect(x: 91.5, y: 41.5, width: 17, height: 17), "a body-sized (17-point) square, centred")
        expectPixel(try probe.image(), x: 100, y: 50, Pixel.red, "the middle of the symbol")
        let large = try ViewProbe(width: 200, height: 100) { Image(systemName: "star.fill").font(.system(size: 40)) }
        expectFrame(large.frames.first, CGRect(x: 80, y: 30, width: 40, height: 40), "40 points with a 40-point font")
        let resized = try ViewProbe(width: 200, height: 100) { Image(systemName: "star.fill").resizable().frame(width: 60, height: 30) }
        expectFrame(resized.frames.first, CGRect(x: 70, y: 35, width: 60, height: 30), "resizable: the frame it is given")
    }

    @Test("resizable(capInsets:resizingMode:) lets the picture take the size it is offered, drawn across the whole frame")
    func resizable() throws {
        let bundle = try Self.swatchBundle()
        let probe = try ViewProbe(width: 200, height: 100) { Image("swatch", bundle: bundle).resizable().frame(width: 100, height: 60) }
        expectFrame(probe.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "the 100 × 60 frame")
        let image = try probe.image()
        expectPixel(image, x: 55, y: 25, Pixel.blue, "the blue half, stretched to 50 points")
        expectPixel(image, x: 90, y: 75, Pixel.blue, "still blue before the middle")
        expectPixel(image, x: 105, y: 25, Pixel.green, "the green half from the middle on")
        expectPixel(image, x: 145, y: 75, Pixel.green, "to the trailing edge")
        let capped = try ViewProbe(width: 200, height: 100) {
            Image("swatch", bundle: bundle)
                .resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .stretch)
                .frame(width: 100, height: 60)
        }
        expectFrame(capped.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "with cap insets, the same frame")
        let tiled = try ViewProbe(width: 200, height: 100) { Image("swatch", bundle: bundle).resizable(resizingMode: .tile).frame(width: 100, height: 60) }
        expectFrame(tiled.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "tiled, the same frame")
        let fixed = try ViewProbe(width: 200, height: 100) { Image("swatch", bundle: bundle).frame(width: 100, height: 60) }
        expectFrame(fixed.frames.first, CGRect(x: 90, y: 45, width: 20, height: 10), "not resizable: the picture keeps its size in a larger frame")
    }

    @Test("scaledToFit() keeps the picture's 2:1 shape at the largest size that fits")
    func scaledToFit() throws {
        let bundle = try Self.swatchBundle()
        let probe = try ViewProbe(width: 200, height: 200) { Image("swatch", bundle: bundle).resizable().scaledToFit() }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 50, width: 200, height: 100), "200 × 100, centred")
        let image = try probe.image()
        expectPixel(image, x: 5, y: 55, Pixel.blue, "the top-leading corner")
        expectPixel(image, x: 100, y: 45, Pixel.white, "above it")
        let tall = try ViewProbe(width: 100, height: 300) { Image("swatch", bundle: bundle).resizable().scaledToFit() }
        expectFrame(tall.frames.first, CGRect(x: 0, y: 125, width: 100, height: 50), "a narrow offer: 100 × 50")
    }

    @Test("scaledToFill() keeps the picture's 2:1 shape at the smallest size that covers the offer")
    func scaledToFill() throws {
        let bundle = try Self.swatchBundle()
        let probe = try ViewProbe(width: 200, height: 200) { Image("swatch", bundle: bundle).resizable().scaledToFill() }
        expectFrame(probe.frames.first, CGRect(x: -100, y: 0, width: 400, height: 200), "400 × 200, centred, past the sides")
        let image = try probe.image()
        expectPixel(image, x: 50, y: 100, Pixel.blue, "the blue half covers the leading half of the canvas")
        expectPixel(image, x: 150, y: 100, Pixel.green, "the green half the trailing half")
    }
}
