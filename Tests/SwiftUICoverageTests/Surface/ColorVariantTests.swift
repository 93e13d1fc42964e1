import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Colours from an asset catalog's colour set and from resolved values, as apps write them.
@Suite("Color variants")
struct ColorVariantTests {
    /// A bundle holding `Assets.xcassets/Brand.colorset` (decimal components, light and dark) and
    /// `Assets.xcassets/Folder/Accent.colorset` (8-bit and hex components, one appearance).
    static func assetBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-colors-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let brand = catalog.appendingPathComponent("Brand.colorset")
        let accent = catalog.appendingPathComponent("Folder/Accent.colorset")
        try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: accent, withIntermediateDirectories: true)
        try Data("""
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.000", "green": "0.500", "red": "1.000"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: brand.appendingPathComponent("Contents.json"))
        try Data("""
        {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "204", "red": "0x00"}}, "idiom": "universal"}]}
        """.utf8).write(to: accent.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: folder.path), "no bundle at \(folder.path)")
    }

    @Test("Color(_:bundle:) reads a colour set from an asset catalog, its dark value in the dark appearance; a missing one is clear")
    func assetColors() throws {
        let bundle = try Self.assetBundle()
        let light = try ViewProbe(width: 90, height: 30) {
            HStack(spacing: 0) {
                Color("Brand", bundle: bundle).frame(width: 30, height: 30)
                Color("Accent", bundle: bundle).frame(width: 30, height: 30)
                Color("Missing", bundle: bundle).frame(width: 30, height: 30)
            }
        }.image()
        expectPixel(light, x: 15, y: 15, RGBA8(red: 255, green: 128, blue: 0), "Brand, light")
        expectPixel(light, x: 45, y: 15, RGBA8(red: 0, green: 204, blue: 0), "Accent: 8-bit and hex components")
        expectPixel(light, x: 75, y: 15, Pixel.white, "a missing colour set is clear")
        let dark = try ViewProbe(width: 30, height: 30) {
            Color("Brand", bundle: bundle).frame(width: 30, height: 30).preferredColorScheme(.dark)
        }.image()
        expectPixel(dark, x: 15, y: 15, RGBA8(red: 0, green: 0, blue: 255), "Brand, dark")
    }

    @Test("Color.Resolved keeps linear components with sRGB views of them; Color(_:) with one draws it, and resolve(in:) gives a colour's")
    func resolvedColors() throws {
        let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
        #expect(abs(orange.linearGreen - 0.214) < 0.001, "0.5 in sRGB is 0.214 linear")
        #expect(abs(orange.green - 0.5) < 1e-5)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0.214, blue: 1, opacity: 0.5)
        #expect(abs(linear.green - 0.5) < 0.001 && linear.opacity == 0.5)
        #expect(orange.description == "#FF8000FF")
        let image = try ViewProbe(width: 30, height: 30) { Color(orange).frame(width: 30, height: 30) }.image()
        expectPixel(image, x: 15, y: 15, RGBA8(red: 255, green: 128, blue: 0))
        var environment = EnvironmentValues()
        let red = Color.red.resolve(in: environment)
        #expect(abs(red.red - 1) < 1e-5 && abs(red.green - 59.0 / 255) < 1e-3, "the light .red, #FF3B30: \(red)")
        environment.colorScheme = .dark
        let darkRed = Color.red.resolve(in: environment)
        #expect(abs(darkRed.green - 69.0 / 255) < 1e-3, "the dark .red, #FF453A: \(darkRed)")
    }
}
