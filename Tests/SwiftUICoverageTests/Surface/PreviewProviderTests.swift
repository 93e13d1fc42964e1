import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A view and its previews, declared as a SwiftUI file declares them.
private struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(.red, in: Capsule())
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 3)
            .previewDisplayName("Three")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
    }
}

/// `PreviewProvider` and the modifiers its previews are written with: a file that declares
/// previews compiles unchanged, and its previews render as the view does.
@Suite("PreviewProvider")
struct PreviewProviderTests {
    @Test("PreviewProvider.previews renders as the view it wraps; Previews is its type; platform is nil by default")
    func previews() throws {
        // `previews` is opaque (`some View`), which a scene cannot take as its content type: AnyView wraps it.
        let preview = try ViewProbe(width: 120, height: 80) { AnyView(Badge_Previews.previews) }
        let plain = try ViewProbe(width: 120, height: 80) { Badge(count: 3) }
        #expect(preview.frames == plain.frames)
        #expect(preview.looks.compactMap(\.label).first?.text == "3")
        #expect(Badge_Previews.platform == nil)
        #expect(Badge_Previews.Previews.self != Badge.self, "the previews are the badge with the preview modifiers")
        expectPixel(try preview.image(), x: Int(preview.frames[0].minX) + 2, y: 40, Pixel.red, "the capsule beside the text")
    }

    @Test("previewDisplayName(_:), previewLayout(_:) with each layout, and previewDevice(_:) leave the view drawn as it is", arguments: [
        PreviewLayout.device, .sizeThatFits, .fixed(width: 300, height: 100),
    ])
    func previewModifiers(layout: PreviewLayout) throws {
        let plain = try ViewProbe(width: 120, height: 80) { Badge(count: 7) }
        let named = try ViewProbe(width: 120, height: 80) { Badge(count: 7).previewDisplayName("Seven") }
        let nameless = try ViewProbe(width: 120, height: 80) { Badge(count: 7).previewDisplayName(nil) }
        let laidOut = try ViewProbe(width: 120, height: 80) { Badge(count: 7).previewLayout(layout) }
        let device = try ViewProbe(width: 120, height: 80) { Badge(count: 7).previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)")) }
        for probe in [named, nameless, laidOut, device] {
            #expect(probe.frames == plain.frames)
            #expect(probe.looks == plain.looks)
        }
    }
}

extension PreviewProviderTests {
    @Test("Preview.all finds a provider by its conformance, with the settings its modifiers give")
    func previewsAreFound() throws {
        let found = Preview.all.filter { $0.file == "Badge_Previews" }
        #expect(found.count == 1)
        let preview = try #require(found.first)
        #expect(preview.module == "SwiftUICoverageTests" && preview.displayName == "Three" && preview.line == nil)
        #expect(preview.layout == .sizeThatFits && preview.device == PreviewDevice(rawValue: "iPhone 15"))
        let scene = try Scene(preview: preview, textMeasurer: CairoTextMeasurer())
        #expect(scene.canvasSize.width < 60 && scene.canvasSize.height < 60, "at the badge's own size: \(scene.canvasSize)")
    }
}

/// A provider whose preview names its device, as Xcode's canvas is told which to show.
private struct Notice_Previews: PreviewProvider {
    static var previews: some View {
        Color.orange
            .previewDevice("iPhone SE (3rd generation)")
    }
}

extension PreviewProviderTests {
    @Test("previewDevice(_:) shows the preview on that device's screen, with its safe area; others on the device asked for")
    func previewDevice() throws {
        let preview = try #require(Preview.all.first { $0.file == "Notice_Previews" })
        #expect(preview.device == "iPhone SE (3rd generation)")
        // The device it names wins over the one asked for (zoetrope previews --device).
        let scene = try Scene(preview: preview, device: .iPadPro11, textMeasurer: CairoTextMeasurer())
        #expect(scene.canvasSize == CGSize(width: 375, height: 667))
        let image = try drawnImage(of: scene, frame: 0)
        // The SE's 20-point status bar is left to the canvas; the colour fills the rest.
        expectPixel(image, x: 187, y: 10, Pixel.white, "the status bar's strip")
        expectPixel(image, x: 187, y: 30, RGBA8(red: 255, green: 149, blue: 0), "the safe area")
        // A preview that names no device is shown on the one asked for.
        let badge = try #require(Preview.all.first { $0.file == "Badge_Previews" })
        #expect(try badge.device(otherwise: .iPadPro11) == Device.named("iPhone 15"), "Badge_Previews names the iPhone 15")
    }
}
