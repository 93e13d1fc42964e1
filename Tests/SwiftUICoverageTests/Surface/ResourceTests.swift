import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// An asset catalog written in a temporary folder for one test, removed by ``remove()``:
/// `Assets.xcassets/Swatch.imageset` (`swatch.png`, 20 × 10, left half blue, right half green,
/// for 1x; `swatch@2x.png`, 40 × 20 red, for 2x), `Assets.xcassets/Icons/Dot.imageset` (only a
/// 2x picture, 8 × 8 red) and `Assets.xcassets/Brand.colorset` (orange, blue in the dark).
struct ResourceCatalog {
    let folder: URL
    let bundle: Bundle

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-resources-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let swatch = catalog.appendingPathComponent("Swatch.imageset")
        let dot = catalog.appendingPathComponent("Icons/Dot.imageset")
        let brand = catalog.appendingPathComponent("Brand.colorset")
        for set in [swatch, dot, brand] {
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        }
        try writeTestPicture(width: 20, height: 10, to: swatch.appendingPathComponent("swatch.png")) { x, _ in x < 10 ? Pixel.blue : Pixel.green }
        try writeTestPicture(width: 40, height: 20, to: swatch.appendingPathComponent("swatch@2x.png")) { _, _ in Pixel.red }
        try Data("""
        {"images": [
          {"filename": "swatch@2x.png", "idiom": "universal", "scale": "2x"},
          {"filename": "swatch.png", "idiom": "universal", "scale": "1x"},
          {"idiom": "universal", "scale": "3x"}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: swatch.appendingPathComponent("Contents.json"))
        try writeTestPicture(width: 8, height: 8, to: dot.appendingPathComponent("dot@2x.png")) { _, _ in Pixel.red }
        try Data("""
        {"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "dot@2x.png", "idiom": "universal", "scale": "2x"}]}
        """.utf8).write(to: dot.appendingPathComponent("Contents.json"))
        try Data("""
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.000", "green": "0.500", "red": "1.000"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}
        ]}
        """.utf8).write(to: brand.appendingPathComponent("Contents.json"))
        bundle = try #require(Bundle(path: folder.path), "no bundle at \(folder.path)")
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The frames of the leaves that draw a picture file.
private func pictureFrames(in probe: ViewProbe) -> [CGRect] {
    zip(probe.frames, probe.looks).filter { $0.1.imagePath != nil }.map(\.0)
}

/// The frame of the leaf showing `text`.
private func textFrame(_ text: String, in probe: ViewProbe) -> CGRect? {
    zip(probe.frames, probe.looks).first { $0.1.label?.text == text }?.0
}

/// `ImageResource` and `ColorResource` (an asset catalog's image and colour sets, with the static
/// members an app declares itself on Linux) and the overloads that take them, as apps write them.
@Suite("Asset catalog resources")
struct ResourceTests {
    @Test("Image(_:) with an ImageResource draws the image set's 1x picture at its size in pixels; resizable stretches it; a set with only 2x shows it at half its pixels; a name found nowhere is the placeholder")
    func image() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = ImageResource(name: "Swatch", bundle: catalog.bundle)
        let probe = try ViewProbe(width: 200, height: 100) { Image(swatch) }
        expectFrame(probe.frames.first, CGRect(x: 90, y: 45, width: 20, height: 10), "the 1x picture, 20 × 10, centred")
        let picture = try probe.image()
        expectPixel(picture, x: 93, y: 50, Pixel.blue, "its left half")
        expectPixel(picture, x: 107, y: 50, Pixel.green, "its right half")
        expectPixel(picture, x: 88, y: 50, Pixel.white, "outside the picture")

        let resized = try ViewProbe(width: 200, height: 100) { Image(swatch).resizable().frame(width: 100, height: 60) }
        expectFrame(resized.frames.first, CGRect(x: 50, y: 20, width: 100, height: 60), "resizable: the frame given")
        expectPixel(try resized.image(), x: 140, y: 70, Pixel.green, "stretched to the frame")

        let dot = ImageResource(name: "Dot", bundle: catalog.bundle)
        let missing = ImageResource(name: "Nowhere", bundle: catalog.bundle)
        let others = try ViewProbe(width: 300, height: 150) {
            HStack(spacing: 0) {
                Image(dot)
                Image(missing)
            }
        }
        expectFrame(others.frames.first, CGRect(x: 98, y: 73, width: 4, height: 4), "a set in a subfolder with only a 2x picture: two pixels a point")
        expectFrame(others.frames.last, CGRect(x: 102, y: 25, width: 100, height: 100), "a missing set: Image(_:bundle:)'s 100-point placeholder")
        #expect(others.looks.last?.label?.text == "Nowhere", "the placeholder names what is missing")
        #expect(others.looks.last?.imagePath == nil)
    }

    @Test("Color(_:) with a ColorResource is the colour set's colour, its dark value in the dark appearance; a set found nowhere is clear")
    func color() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let brand = ColorResource(name: "Brand", bundle: catalog.bundle)
        let missing = ColorResource(name: "Nowhere", bundle: catalog.bundle)
        #expect(brand == ColorResource(name: "Brand", bundle: catalog.bundle) && brand != missing)
        let light = try ViewProbe(width: 60, height: 30) {
            HStack(spacing: 0) {
                Color(brand).frame(width: 30, height: 30)
                Color(missing).frame(width: 30, height: 30)
            }
        }.image()
        expectPixel(light, x: 15, y: 15, RGBA8(red: 255, green: 128, blue: 0), "Brand, light")
        expectPixel(light, x: 45, y: 15, Pixel.white, "a missing colour set is clear")
        let dark = try ViewProbe(width: 30, height: 30) {
            Color(brand).frame(width: 30, height: 30).preferredColorScheme(.dark)
        }.image()
        expectPixel(dark, x: 15, y: 15, RGBA8(red: 0, green: 0, blue: 255), "Brand, dark")
        let filled = try ViewProbe(width: 40, height: 40) { Circle().fill(Color(brand)).frame(width: 40, height: 40) }.image()
        expectPixel(filled, x: 20, y: 20, RGBA8(red: 255, green: 128, blue: 0), "as a fill")
    }

    @Test("Label(_:image:) with an ImageResource, as a key, a string or a resource: the picture then the title, laid out as the systemImage: form")
    func labels() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = ImageResource(name: "Swatch", bundle: catalog.bundle)
        let name = "Inbox"
        let resource: LocalizedStringResource = "Inbox"
        let symbol = try ViewProbe(width: 300, height: 100) { Label("Inbox", systemImage: "tray") }
        let symbolGap = try #require(textFrame("Inbox", in: symbol)).minX - symbol.frames[0].maxX
        for probe in [try ViewProbe(width: 300, height: 100) { Label("Inbox", image: swatch) },
                      try ViewProbe(width: 300, height: 100) { Label(name, image: swatch) },
                      try ViewProbe(width: 300, height: 100) { Label(resource, image: swatch) }] {
            let icon = try #require(pictureFrames(in: probe).first, "the picture is drawn")
            let title = try #require(textFrame("Inbox", in: probe), "the title is drawn")
            #expect(icon.size == CGSize(width: 20, height: 10))
            #expect(abs(title.minX - icon.maxX - symbolGap) < 1e-6, "the title follows the icon by the same gap as with a symbol: \(title.minX - icon.maxX) vs \(symbolGap)")
            #expect(abs(icon.midY - title.midY) < 1e-6, "centred on each other")
            let picture = try probe.image()
            expectPixel(picture, x: Int(icon.minX) + 3, y: Int(icon.midY), Pixel.blue, "the picture's left half")
        }
    }

    @Test("Button(_:image:action:) and Button(_:image:role:action:) with a key, a string or a resource lay out as the systemImage: form with the picture for the icon; a destructive one is red; a tap runs the action")
    func buttons() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = ImageResource(name: "Swatch", bundle: catalog.bundle)
        let title = "Save"
        let resource: LocalizedStringResource = "Save"
        let symbol = try ViewProbe(width: 300, height: 100) { Button("Save", systemImage: "square.and.arrow.down") {} }
        let symbolTitle = try #require(textFrame("Save", in: symbol))
        let symbolGap = symbolTitle.minX - symbol.frames[0].maxX
        let probes = [try ViewProbe(width: 300, height: 100) { Button("Save", image: swatch) {} },
                      try ViewProbe(width: 300, height: 100) { Button(title, image: swatch) {} },
                      try ViewProbe(width: 300, height: 100) { Button("Save", image: swatch, role: nil) {} },
                      try ViewProbe(width: 300, height: 100) { Button(title, image: swatch, role: .cancel) {} },
                      try ViewProbe(width: 300, height: 100) { Button(resource, image: swatch, role: nil) {} },
                      try ViewProbe(width: 300, height: 100) { Button(resource, image: swatch) {} }]
        for (index, probe) in probes.enumerated() {
            let icon = try #require(pictureFrames(in: probe).first, "button \(index) draws the picture")
            let label = try #require(textFrame("Save", in: probe), "button \(index) draws its title")
            #expect(icon.size == CGSize(width: 20, height: 10))
            #expect(abs(label.minX - icon.maxX - symbolGap) < 1e-6, "button \(index): the same gap as the systemImage: form")
            #expect(abs(label.height - symbolTitle.height) < 1e-6 && abs(label.midY - icon.midY) < 1e-6, "button \(index): title centred on the icon")
            #expect(probe.looks.first { $0.label != nil }?.label?.color == Color.blue.rgba, "button \(index): the title in the accent colour")
            expectPixel(try probe.image(), x: Int(icon.minX) + 3, y: Int(icon.midY), Pixel.blue, "button \(index): the picture")
        }
        let destructive = try ViewProbe(width: 300, height: 100) {
            VStack {
                Button("Delete", image: swatch, role: .destructive) {}
                Button(title + "!", image: swatch, role: .destructive) {}
            }
        }
        #expect(destructive.looks.compactMap(\.label).allSatisfy { $0.color == Color.red.rgba }, "destructive: red titles")

        struct Counter: View {
            let swatch: ImageResource
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Save", image: swatch) { count += 1 }
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        let scene = try Scene(named: "button", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2, interactions: [.tap("Save", at: 1)],
                              textMeasurer: CairoTextMeasurer()) { Counter(swatch: swatch) }
        #expect(try scene.sample(frame: 5).placements.last?.size.width == 10)
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 30, "a tap on its title runs the action once")
    }

    @Test("Button(role:action:) shows the role's system label: Cancel and Close with xmark, Done with checkmark, Delete (red) with trash; a tap on it runs the action")
    func roleLabels() throws {
        let probe = try ViewProbe(width: 300, height: 300) {
            VStack {
                Button(role: .cancel) {}
                Button(role: .close) {}
                Button(role: .confirm) {}
                Button(role: .destructive) {}
            }
        }
        let texts = probe.looks.compactMap(\.label)
        #expect(texts.map(\.text) == ["Cancel", "Close", "Done", "Delete"], "\(texts.map(\.text))")
        #expect(texts.last?.color == Color.red.rgba, "Delete is red")
        #expect(texts.first?.color == Color.blue.rgba, "the others in the accent colour")
        let symbol = try ViewProbe(width: 300, height: 300) { Button("Cancel", systemImage: "xmark") {} }
        let cancel = try #require(textFrame("Cancel", in: probe))
        let symbolCancel = try #require(textFrame("Cancel", in: symbol))
        #expect(abs((cancel.minX - probe.frames[0].maxX) - (symbolCancel.minX - symbol.frames[0].maxX)) < 1e-6,
                "laid out as Button(\"Cancel\", systemImage: \"xmark\")")
        #expect(abs(probe.frames[0].width - 17) < 1e-6, "the symbol, body-sized")

        struct Sheet: View {
            @State private var closed = false
            var body: some View {
                VStack {
                    Button(role: .close) { closed = true }
                    Rectangle().frame(width: closed ? 100 : 10, height: 10)
                }
            }
        }
        let scene = try Scene(named: "close", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2, interactions: [.tap("Close", at: 1)],
                              textMeasurer: CairoTextMeasurer()) { Sheet() }
        #expect(try scene.sample(frame: 5).placements.last?.size.width == 10)
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 100, "a tap on Close ran the action")
        let iconOnly = try ViewProbe(width: 100, height: 100) { Button(role: .close) {}.labelStyle(.iconOnly) }
        #expect(iconOnly.looks.compactMap(\.label).isEmpty && iconOnly.frames.count == 1, "iconOnly: the glyph alone")
    }
}
