import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// An app bundle written in a temporary folder for one test, removed by ``remove()``:
/// `Assets.xcassets/avatar.imageset` (`avatar.png`, 20 × 10, left half blue, right half green, for
/// 1x; `avatar@2x.png`, 40 × 20 red, for 2x), `Assets.xcassets/People/badge.imageset` (only a @2x
/// picture, 16 × 8, left half red, right half blue), `Assets.xcassets/Palette/Brand.colorset`
/// (orange, blue in the dark) and a loose `logo.png` (6 × 6 green) beside the catalog.
private struct AssetCatalogBundle {
    let folder: URL
    let bundle: Bundle

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-asset-catalog-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let avatar = catalog.appendingPathComponent("avatar.imageset")
        let badge = catalog.appendingPathComponent("People/badge.imageset")
        let brand = catalog.appendingPathComponent("Palette/Brand.colorset")
        for set in [avatar, badge, brand] {
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        }
        try writeTestPicture(width: 20, height: 10, to: avatar.appendingPathComponent("avatar.png")) { x, _ in x < 10 ? Pixel.blue : Pixel.green }
        try writeTestPicture(width: 40, height: 20, to: avatar.appendingPathComponent("avatar@2x.png")) { _, _ in Pixel.red }
        try Data("""
        {"images": [
          {"filename": "avatar.png", "idiom": "universal", "scale": "1x"},
          {"filename": "avatar@2x.png", "idiom": "universal", "scale": "2x"},
          {"idiom": "universal", "scale": "3x"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: avatar.appendingPathComponent("Contents.json"))
        try writeTestPicture(width: 16, height: 8, to: badge.appendingPathComponent("badge@2x.png")) { x, _ in x < 8 ? Pixel.red : Pixel.blue }
        try Data("""
        {"images": [
          {"idiom": "universal", "scale": "1x"},
          {"filename": "badge@2x.png", "idiom": "universal", "scale": "2x"},
          {"idiom": "universal", "scale": "3x"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: badge.appendingPathComponent("Contents.json"))
        try Data("""
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0x80", "red": "0xFF"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "255", "green": "0", "red": "0"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: brand.appendingPathComponent("Contents.json"))
        try writeTestPicture(width: 6, height: 6, to: folder.appendingPathComponent("logo.png")) { _, _ in Pixel.green }
        bundle = try #require(Bundle(path: folder.path), "no bundle at \(folder.path)")
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The named forms, `Image("avatar", bundle:)`, `UIImage(named:in:)` and `Color("Brand", bundle:)`,
/// finding an asset catalog's image and colour sets as they do on Apple's platforms.
@Suite("Asset catalogs by name")
struct AssetCatalogTests {
    @Test("Image(_:bundle:) shows an image set's 1x picture at its size; a set in a catalog folder with only a @2x picture is laid out at half its pixels and drawn whole")
    func imageByName() throws {
        let catalog = try AssetCatalogBundle()
        defer { catalog.remove() }
        let probe = try ViewProbe(width: 200, height: 100) { Image("avatar", bundle: catalog.bundle) }
        expectFrame(probe.frames.first, CGRect(x: 90, y: 45, width: 20, height: 10), "the 1x picture, 20 × 10 points, centred")
        #expect(probe.looks.first?.imagePath?.hasSuffix("avatar.imageset/avatar.png") == true, "the 1x file, not the @2x one")
        let picture = try probe.image()
        expectPixel(picture, x: 93, y: 50, Pixel.blue, "its left half")
        expectPixel(picture, x: 107, y: 50, Pixel.green, "its right half")
        expectPixel(picture, x: 88, y: 50, Pixel.white, "outside the picture")

        let badge = try ViewProbe(width: 100, height: 60) { Image("badge", bundle: catalog.bundle) }
        expectFrame(badge.frames.first, CGRect(x: 46, y: 28, width: 8, height: 4), "16 × 8 pixels at 2x: 8 × 4 points")
        let drawn = try badge.image()
        expectPixel(drawn, x: 47, y: 30, Pixel.red, "the picture's left half in the left half of its frame")
        expectPixel(drawn, x: 52, y: 30, Pixel.blue, "its right half in the right half")
        expectPixel(drawn, x: 50, y: 26, Pixel.white, "nothing above the frame")

        let resized = try ViewProbe(width: 200, height: 100) {
            Image("badge", bundle: catalog.bundle).resizable().scaledToFit().frame(width: 100, height: 100)
        }
        expectFrame(resized.frames.first, CGRect(x: 50, y: 25, width: 100, height: 50), "resizable keeps the 2 : 1 shape")
        expectPixel(try resized.image(), x: 140, y: 50, Pixel.blue, "stretched to the frame")
    }

    @Test("Image(_:bundle:) with the same name finds the same picture as Image(_:) with an ImageResource; a loose PNG is still found; a name found nowhere is the placeholder")
    func sameLookupAsResource() throws {
        let catalog = try AssetCatalogBundle()
        defer { catalog.remove() }
        let badge = ImageResource(name: "badge", bundle: catalog.bundle)
        let probe = try ViewProbe(width: 300, height: 150) {
            HStack(spacing: 0) {
                Image("badge", bundle: catalog.bundle)
                Image(badge)
                Image("logo", bundle: catalog.bundle)
                Image("Nowhere", bundle: catalog.bundle)
            }
        }
        #expect(probe.frames.count == 4)
        expectFrame(probe.frames[0], CGRect(x: 89, y: 73, width: 8, height: 4), "by name: 8 × 4 points")
        expectFrame(probe.frames[1], CGRect(x: 97, y: 73, width: 8, height: 4), "by resource: the same")
        #expect(probe.looks[0].imagePath == probe.looks[1].imagePath && probe.looks[0].imagePath?.hasSuffix("badge@2x.png") == true)
        expectFrame(probe.frames[2], CGRect(x: 105, y: 72, width: 6, height: 6), "logo.png beside the catalog, one point a pixel")
        expectFrame(probe.frames[3], CGRect(x: 111, y: 25, width: 100, height: 100), "the 100-point placeholder")
        #expect(probe.looks[3].label?.text == "Nowhere" && probe.looks[3].imagePath == nil)
        let picture = try probe.image()
        expectPixel(picture, x: 102, y: 75, Pixel.blue, "the resource's picture drawn")
        expectPixel(picture, x: 108, y: 75, Pixel.green, "the loose PNG drawn")
    }

    @Test("UIImage(named:in:) finds an image set, its size in points; Image(uiImage:) draws it; a name found nowhere is nil")
    func uiImageByName() throws {
        let catalog = try AssetCatalogBundle()
        defer { catalog.remove() }
        let avatar = try #require(UIImage(named: "avatar", in: catalog.bundle))
        #expect(avatar.size == CGSize(width: 20, height: 10))
        let badge = try #require(UIImage(named: "badge", in: catalog.bundle))
        #expect(badge.size == CGSize(width: 8, height: 4), "a @2x-only set: its pixels halved")
        #expect(UIImage(named: "Nowhere", in: catalog.bundle) == nil)
        let probe = try ViewProbe(width: 100, height: 50) {
            HStack(spacing: 0) {
                Image(uiImage: UIImage(named: "avatar", in: catalog.bundle)!)
                Image(uiImage: badge)
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 36, y: 20, width: 20, height: 10))
        expectFrame(probe.frames.last, CGRect(x: 56, y: 23, width: 8, height: 4))
        let picture = try probe.image()
        expectPixel(picture, x: 38, y: 25, Pixel.blue, "the avatar's left half")
        expectPixel(picture, x: 54, y: 25, Pixel.green, "its right half")
        expectPixel(picture, x: 62, y: 25, Pixel.blue, "the badge's right half")
    }

    @Test("Color(_:bundle:) finds a colour set in a folder of the catalog: its colour, its dark value in the dark appearance")
    func colorByName() throws {
        let catalog = try AssetCatalogBundle()
        defer { catalog.remove() }
        let light = try ViewProbe(width: 60, height: 30) {
            HStack(spacing: 0) {
                Color("Brand", bundle: catalog.bundle).frame(width: 30, height: 30)
                Color(ColorResource(name: "Brand", bundle: catalog.bundle)).frame(width: 30, height: 30)
            }
        }.image()
        expectPixel(light, x: 15, y: 15, RGBA8(red: 255, green: 128, blue: 0), "by name")
        expectPixel(light, x: 45, y: 15, RGBA8(red: 255, green: 128, blue: 0), "by resource: the same")
        let dark = try ViewProbe(width: 30, height: 30) {
            Color("Brand", bundle: catalog.bundle).frame(width: 30, height: 30).preferredColorScheme(.dark)
        }.image()
        expectPixel(dark, x: 15, y: 15, RGBA8(red: 0, green: 0, blue: 255), "dark")
    }
}
