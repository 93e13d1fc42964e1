import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// The other ways apps make an `Image`: decorative and labelled pictures, variable values,
/// `UIImage`, and pictures drawn in a graphics context. Each checks the frame and the pixels.
@Suite("Image variants")
struct ImageVariantTests {
    @Test("Image(decorative:bundle:), Image(_:bundle:label:) and the variableValue: forms show the named picture at its size, as Image(_:bundle:) does")
    func namedVariants() throws {
        let bundle = try ImageTests.swatchBundle()
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Image(decorative: "swatch", bundle: bundle)
                Image("swatch", bundle: bundle, label: Text("A swatch"))
                Image("swatch", variableValue: 0.5, bundle: bundle)
                Image("swatch", variableValue: nil, bundle: bundle, label: Text("A swatch"))
                Image(decorative: "swatch", variableValue: 1, bundle: bundle)
            }
        }
        #expect(probe.frames.map(\.size) == Array(repeating: CGSize(width: 20, height: 10), count: 5))
        let image = try probe.image()
        for row in 0..<5 {
            let y = Int(probe.frames[row].midY)
            expectPixel(image, x: Int(probe.frames[row].minX) + 5, y: y, Pixel.blue, "row \(row): the left half")
            expectPixel(image, x: Int(probe.frames[row].maxX) - 5, y: y, Pixel.green, "row \(row): the right half")
        }
    }

    @Test("Image(systemName:variableValue:) is laid out as the symbol is, a square the size of the font")
    func symbolVariableValue() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Image(systemName: "speaker.wave.3", variableValue: 0.3).font(.system(size: 30))
        }
        #expect(probe.frames.first?.size == CGSize(width: 30, height: 30))
    }

    @Test("Image(uiImage:) shows a UIImage(named:), UIImage(contentsOfFile:) or UIImage(systemName:); UIImage(named:) is nil for a missing picture")
    func uiImages() throws {
        let bundle = try ImageTests.swatchBundle()
        let named = try #require(UIImage(named: "swatch", in: bundle))
        #expect(named.size == CGSize(width: 20, height: 10))
        let path = try #require(bundle.path(forResource: "swatch", ofType: "png"))
        let file = try #require(UIImage(contentsOfFile: path))
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(UIImage(named: "no-such-picture") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Image(uiImage: named)
                Image(uiImage: file)
                Image(uiImage: symbol)
            }
        }
        #expect(probe.frames.map(\.size) == [CGSize(width: 20, height: 10), CGSize(width: 20, height: 10), CGSize(width: 17, height: 17)])
        let image = try probe.image()
        expectPixel(image, x: Int(probe.frames[1].minX) + 5, y: Int(probe.frames[1].midY), Pixel.blue, "the file's left half")
    }

    @Test("Image(size:label:opaque:colorMode:renderer:) is a picture drawn in a graphics context: laid out at its size, scaled with .resizable()")
    func drawnImage() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Image(size: CGSize(width: 40, height: 20)) { context in
                    context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                }
                Image(size: CGSize(width: 40, height: 20), label: Text("Flag"), opaque: true, colorMode: .linear) { context in
                    context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(.blue))
                }
                .resizable()
                .frame(width: 80, height: 40)
            }
        }
        #expect(probe.frames.map(\.size) == [CGSize(width: 40, height: 20), CGSize(width: 80, height: 40)])
        let image = try probe.image()
        let (first, second) = (probe.frames[0], probe.frames[1])
        expectPixel(image, x: Int(first.minX) + 10, y: Int(first.midY), Pixel.red, "the drawn left half")
        expectPixel(image, x: Int(first.minX) + 30, y: Int(first.midY), Pixel.white, "nothing drawn on the right")
        expectPixel(image, x: Int(second.minX) + 60, y: Int(second.minY) + 35, Pixel.blue, "scaled: the right half of 80 × 40")
        expectPixel(image, x: Int(second.minX) + 30, y: Int(second.midY), Pixel.white, "scaled: the left half empty")
    }
}
