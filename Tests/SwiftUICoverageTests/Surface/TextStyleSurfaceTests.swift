import CairoRasterizer
import Foundation
import FrameRendering
import Testing
import Zoetrope

/// Fonts, symbol images, materials and Liquid Glass as apps write them: font sizes and faces are
/// read from the drawn labels, images from their frames and pixels, materials and glass from the
/// colour they leave over a red square.
@Suite("TextStyleSurface")
struct TextStyleSurfaceTests {
    /// The one label `content` draws.
    static func label<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> TextLabel {
        let probe = try ViewProbe(width: 300, height: 80, content: content)
        return try #require(probe.looks.compactMap(\.label).first, "no label was drawn")
    }

    /// The pixel at (`x`, `y`) of what `content` draws on a 100 × 60 canvas.
    static func pixel<Content: View & SendableMetatype>(x: Int = 25, y: Int = 15, @ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> RGBA8 {
        try ViewProbe(width: 100, height: 60, content: content).image().pixel(x: x, y: y)
    }

    /// `tint` at `alpha` over `base`, as 8-bit channels.
    static func mix(_ base: RGBA8, _ tint: (red: Double, green: Double, blue: Double), alpha: Double) -> RGBA8 {
        func channel(_ under: UInt8, _ over: Double) -> UInt8 { UInt8((Double(under) * (1 - alpha) + over * 255 * alpha).rounded()) }
        return RGBA8(red: channel(base.red, tint.red), green: channel(base.green, tint.green), blue: channel(base.blue, tint.blue))
    }

    @Test("Font.extraLargeTitle and extraLargeTitle2 are bold text styles of 36 and 28 points")
    func extraLargeTitles() throws {
        let first = try Self.label { Text("Welcome").font(.extraLargeTitle) }
        let second = try Self.label { Text("Welcome").font(.extraLargeTitle2) }
        #expect(first.fontSize == 36 && first.style.isBold)
        #expect(second.fontSize == 28 && second.style.isBold)
    }

    @Test("Font.bold(_:), italic(_:) and monospaced(_:) apply when true and leave the font when false")
    func fontSwitches() throws {
        #expect(try Self.label { Text("a").font(.body.bold(true)) }.style.isBold)
        #expect(try !Self.label { Text("a").font(.body.bold(false)) }.style.isBold)
        #expect(try Self.label { Text("a").font(.headline.bold(false)) }.style.isBold, "a bold style stays bold")
        #expect(try Self.label { Text("a").font(.title.italic(true)) }.style.isItalic)
        #expect(try !Self.label { Text("a").font(.title.italic(false)) }.style.isItalic)
        #expect(try Self.label { Text("a").font(.caption.monospaced(true)) }.style.design == .monospaced)
        #expect(try Self.label { Text("a").font(.caption.monospaced(false)) }.style.design == .default)
    }

    @Test("Font.monospacedDigit() sets every digit at one width: \"111\" is as wide as \"888\"")
    func fontMonospacedDigit() throws {
        let ones = try ViewProbe(width: 200, height: 60) { Text("111").font(.title.monospacedDigit()) }.frames[0]
        let eights = try ViewProbe(width: 200, height: 60) { Text("888").font(.title.monospacedDigit()) }.frames[0]
        #expect(ones.width > 30 && abs(ones.width - eights.width) < 0.01, "\(ones.width) vs \(eights.width)")
    }

    @Test("Font.custom(_:size:), custom(_:size:relativeTo:) and custom(_:fixedSize:) set text at the size given, in the nearest face")
    func customFonts() throws {
        let menlo = try Self.label { Text("code").font(.custom("Menlo", size: 20)) }
        #expect(menlo.fontSize == 20 && menlo.style.design == .monospaced)
        let georgia = try Self.label { Text("story").font(.custom("Georgia-Italic", size: 22, relativeTo: .body)) }
        #expect(georgia.fontSize == 22 && georgia.style.design == .serif && georgia.style.isItalic)
        let avenir = try Self.label { Text("label").font(.custom("Avenir-Heavy", fixedSize: 13)) }
        #expect(avenir.fontSize == 13 && avenir.style.isBold && avenir.style.design == .default)
    }

    @Test("Image.symbolRenderingMode(_:) and renderingMode(_:) keep the symbol drawn in the foreground colour")
    func symbolRenderingModes() throws {
        let probe = try ViewProbe(width: 100, height: 60) {
            HStack {
                Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "star.fill").renderingMode(.template)
                Image(systemName: "heart.fill").symbolRenderingMode(nil).renderingMode(.original)
            }
            .font(.system(size: 20))
            .foregroundStyle(.red)
        }
        let image = try probe.image()
        for frame in probe.frames {
            #expect(abs(frame.width - 20) < 0.01 && abs(frame.height - 20) < 0.01)
            expectPixel(image, x: Int(frame.midX), y: Int(frame.midY), Pixel.red, "the middle of the symbol at \(frame)")
        }
    }

    @Test("imageScale(_:) draws symbols smaller or larger than the text beside them; the text keeps its size")
    func imageScale() throws {
        let small = try ViewProbe(width: 200, height: 60) { Image(systemName: "star").imageScale(.small) }.frames[0]
        let medium = try ViewProbe(width: 200, height: 60) { Image(systemName: "star").imageScale(.medium) }.frames[0]
        let large = try ViewProbe(width: 200, height: 60) { Image(systemName: "star").imageScale(.large) }.frames[0]
        #expect(small.width < medium.width && medium.width < large.width)
        #expect(abs(medium.width - 17) < 0.01)
        let plain = try ViewProbe(width: 200, height: 60) { HStack { Image(systemName: "star"); Text("Favourite") } }.frames
        let scaled = try ViewProbe(width: 200, height: 60) { HStack { Image(systemName: "star"); Text("Favourite") }.imageScale(.large) }.frames
        try #require(plain.count == 2 && scaled.count == 2)
        #expect(scaled[0].width > plain[0].width, "the symbol grows")
        #expect(abs(scaled[1].width - plain[1].width) < 0.01 && abs(scaled[1].height - plain[1].height) < 0.01, "the text keeps its size")
    }

    @Test("the materials veil what is behind them, more the thicker they are: over red, a lighter red; in the dark, a darker one")
    func materials() throws {
        let red = Pixel.red
        let ultraThin = try Self.pixel { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.ultraThinMaterial) } }
        let thin = try Self.pixel { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.thinMaterial) } }
        let regular = try Self.pixel { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.regularMaterial) } }
        let thick = try Self.pixel { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.thickMaterial) } }
        let ultraThick = try Self.pixel { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.ultraThickMaterial) } }
        let veils = [ultraThin, thin, regular, thick, ultraThick]
        #expect(veils.allSatisfy { $0.red >= 240 && $0.green > red.green + 40 && $0.green < 245 }, "lighter, partly see-through red: \(veils)")
        #expect(zip(veils, veils.dropFirst()).allSatisfy { $0.green < $1.green }, "each thicker material veils more: \(veils)")
        #expect(ultraThin.maximumComponentDifference(from: Self.mix(red, (1, 1, 1), alpha: 0.35)) <= 2)
        let outside = try Self.pixel(x: 5, y: 5) { ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.regularMaterial) } }
        #expect(outside == red, "outside the material's frame the red is untouched")
        let dark = try Self.pixel {
            ZStack { Color.red; Text("Flag").frame(width: 60, height: 40).background(.regularMaterial) }
                .environment(\.colorScheme, .dark)
        }
        let darkRed = try Self.pixel(x: 5, y: 5) { ZStack { Color.red }.environment(\.colorScheme, .dark) }
        #expect(dark.red < darkRed.red && dark.red > 40, "a darker, partly see-through red in the dark: \(dark) over \(darkRed)")
    }

    @Test("the bar material is the toolbars' near-opaque light grey")
    func barMaterial() throws {
        let bar = try Self.pixel { ZStack { Color.red; Text("Bar").frame(width: 60, height: 40).background(.bar) } }
        #expect(bar.maximumComponentDifference(from: Self.mix(Pixel.red, (0xF9 / 255.0, 0xF9 / 255.0, 0xF9 / 255.0), alpha: 0.94)) <= 2, "\(bar)")
    }

    @Test("glassEffect(_:in:) puts translucent glass in a capsule (or the shape given) behind the view; identity glass draws nothing")
    func glassEffect() throws {
        let probe = try ViewProbe(width: 160, height: 80) {
            ZStack {
                Color.red
                Text("Glass").padding().glassEffect()
            }
        }
        let image = try probe.image()
        // The canvas, the glass and the word, in that order.
        try #require(probe.frames.count == 3)
        let glass = probe.frames[1]
        #expect(abs(glass.width - (probe.frames[2].width + 32)) < 0.01, "the glass fills the padded frame")
        // Inside the capsule, left of the word: a lighter red; the frame's corner is outside the capsule.
        let inside = image.pixel(x: Int(glass.minX) + 14, y: Int(glass.midY))
        #expect(inside.red == 255 && inside.green > Pixel.red.green + 40 && inside.green < 240, "lighter red: \(inside)")
        expectPixel(image, x: Int(glass.minX) + 1, y: Int(glass.minY) + 1, Pixel.red, "the frame's corner, outside the capsule")
        let tinted = try Self.pixel(x: 50, y: 30) {
            ZStack { Color.red; Color.clear.frame(width: 80, height: 40).glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 8)) }
        }
        #expect(tinted.maximumComponentDifference(from: Self.mix(Pixel.red, (0, 0x7A / 255.0, 1), alpha: 0.6)) <= 2, "blue at 60 % over red: \(tinted)")
        let clear = try Self.pixel(x: 50, y: 30) { ZStack { Color.red; Color.clear.frame(width: 80, height: 40).glassEffect(.clear, in: Rectangle()) } }
        #expect(clear.green > Pixel.red.green && clear.green < inside.green, "clear glass veils less than regular: \(clear)")
        let identity = try Self.pixel(x: 50, y: 30) { ZStack { Color.red; Color.clear.frame(width: 80, height: 40).glassEffect(.identity) } }
        #expect(identity == Pixel.red)
    }
}
