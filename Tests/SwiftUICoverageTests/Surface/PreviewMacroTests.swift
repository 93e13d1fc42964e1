import CairoRasterizer
import Foundation
import Testing
import Zoetrope

// Previews declared as SwiftUI files declare them, at the top level of this file: `Preview.all`
// finds them with no list, and each renders on the canvas its traits ask for.

#Preview {
    Capsule().fill(.teal).frame(width: 120, height: 40)
}

#Preview("Badge", traits: .sizeThatFits) {
    Text("7")
        .padding(8)
        .background(.red, in: Circle())
}

#Preview("Banner", traits: .fixedLayout(width: 300, height: 100)) {
    Color.orange
}

#Preview("On its side", traits: .portrait, .landscapeRight) {
    Color.blue
}

#Preview("Counter", traits: .sizeThatFits) {
    @Previewable @State var count = 3
    @Previewable @State var tappedAt: Int?
    Button("Count \(count)") {
        tappedAt = count
        count += 1
    }
    Text(tappedAt.map { "tapped at \($0)" } ?? "never")
}

#Preview(traits: .sizeThatFits) {
    let words = ["no", "name"]
    return HStack {
        ForEach(words, id: \.self) { Text($0) }
    }
}

/// `#Preview` in its forms, and `@Previewable`.
@Suite("#Preview")
struct PreviewMacroTests {
    /// This file's previews, in the order they are written.
    static var previews: [Preview] { Preview.all.filter { $0.module == "SwiftUICoverageTests" && $0.file == "PreviewMacroTests.swift" } }

    static func preview(named name: String) throws -> Preview {
        try #require(previews.first { $0.displayName == name }, "no preview \(name) in \(previews.map(\.displayName))")
    }

    @Test("#Preview { … } and #Preview(\"Name\") { … } are found in the program, named by their names or lines, and shown on the device's screen")
    func previewMacro() throws {
        // The value each declares is a `Preview` (spelt with its module, as beside SwiftUI's).
        let declared: [Zoetrope.Preview] = Self.previews
        #expect(declared.map(\.displayName) == ["Line 9", "Badge", "Banner", "On its side", "Counter", "Line 37"])
        let unnamed = try Self.preview(named: "Line 9")
        #expect(unnamed.name == nil && unnamed.line == 9 && unnamed.location == "SwiftUICoverageTests/PreviewMacroTests.swift:9")
        let scene = try Scene(preview: unnamed, textMeasurer: CairoTextMeasurer())
        #expect(scene.canvasSize == Device.standard.screenSize)
        #expect(scene.clock.frameCount == 1, "a preview that does not move is one frame")
        let image = try drawnImage(of: scene, frame: 0)
        expectPixel(image, x: 196, y: 426, RGBA8(red: 48, green: 176, blue: 199, alpha: 255), tolerance: 30, "the teal capsule in the middle")
        expectPixel(image, x: 10, y: 10, RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "the white canvas")
    }

    @Test("#Preview(_:traits:_:body:): .sizeThatFits is the view's ideal size, .fixedLayout its size, a landscape trait turns the device")
    func previewMacroTraits() throws {
        let badge = try Scene(preview: try Self.preview(named: "Badge"), textMeasurer: CairoTextMeasurer())
        let alone = try ViewProbe(width: 200, height: 200) { Text("7").padding(8).background(.red, in: Circle()).fixedSize() }
        let ideal = try #require(alone.frames.first.map { $0.size })
        #expect(badge.canvasSize.width == ideal.width.rounded(.up) || badge.canvasSize.width >= ideal.width)
        #expect(badge.canvasSize.width < 60 && badge.canvasSize.height < 60, "\(badge.canvasSize)")
        let banner = try Scene(preview: try Self.preview(named: "Banner"), textMeasurer: CairoTextMeasurer())
        #expect(banner.canvasSize == CGSize(width: 300, height: 100))
        expectPixel(try drawnImage(of: banner, frame: 0), x: 299, y: 99, RGBA8(red: 255, green: 149, blue: 0, alpha: 255), tolerance: 3)
        let side = try Self.preview(named: "On its side")
        #expect(side.isLandscape, "the last orientation written wins")
        #expect(try Scene(preview: side, textMeasurer: CairoTextMeasurer()).canvasSize == CGSize(width: 852, height: 393))
    }

    @Test("#Preview(traits:) without a name, whose body declares a constant and returns its view, is named after its line")
    func previewMacroReturningAView() throws {
        let preview = try Self.preview(named: "Line 37")
        #expect(preview.name == nil && preview.layout == .sizeThatFits)
        let scene = try Scene(preview: preview, textMeasurer: CairoTextMeasurer())
        #expect(try scene.sample(frame: 0).looks.compactMap(\.label).map(\.text) == ["no", "name"])
    }

    @Test("@Previewable @State is the preview's own state: a tap on its button counts on")
    func previewable() throws {
        let counter = try Self.preview(named: "Counter")
        let scene = try Scene(named: "counter", canvas: CGSize(width: 200, height: 80), interactions: [.tap("Count 3", at: 0.1)],
                              textMeasurer: CairoTextMeasurer()) { counter.makeView() }
        let before = try scene.sample(frame: 0).looks.compactMap(\.label).map(\.text)
        let after = try scene.sample(frame: scene.clock.frameCount - 1).looks.compactMap(\.label).map(\.text)
        #expect(before == ["Count 3", "never"])
        #expect(after == ["Count 4", "tapped at 3"], "an optional @Previewable starts as nil, as a property does")
    }
}
