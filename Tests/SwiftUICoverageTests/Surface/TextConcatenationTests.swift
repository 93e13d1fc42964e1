import Foundation
import FrameRendering
import Testing
import Zoetrope

/// `Text + Text`: texts joined as SwiftUI joins them, each part keeping its own style.
@Suite("Text concatenation")
struct TextConcatenationTests {
    /// The labels drawn, with their frames, in body order.
    static func labels(of probe: ViewProbe) -> [(label: TextLabel, frame: CGRect)] {
        zip(probe.looks, probe.frames).compactMap { look, frame in look.label.map { ($0, frame) } }
    }

    @Test("texts without styles of their own join into one text: one label of all their characters, as wide as the text written whole")
    func plainTextsJoin() throws {
        let joined = try ViewProbe(width: 300, height: 60) { Text("Hello, ") + Text("world") + Text(verbatim: "!") }
        let whole = try ViewProbe(width: 300, height: 60) { Text("Hello, world!") }
        let labels = Self.labels(of: joined)
        #expect(labels.map(\.label.text) == ["Hello, world!"])
        let joinedFrame = try #require(labels.first?.frame)
        let wholeFrame = try #require(Self.labels(of: whole).first?.frame)
        #expect(abs(joinedFrame.width - wholeFrame.width) < 1e-9 && abs(joinedFrame.height - wholeFrame.height) < 1e-9)
    }

    @Test("a part with a style of its own keeps it: the parts sit side by side on one baseline, the bold one bold, the coloured one in its colour")
    func styledPartsKeepTheirStyles() throws {
        let probe = try ViewProbe(width: 300, height: 60) {
            Text("Total: ") + Text("42").bold() + Text(" pts").foregroundColor(.red)
        }
        let labels = Self.labels(of: probe)
        try #require(labels.count == 3, "one label per part: \(labels.map(\.label.text))")
        #expect(labels.map(\.label.text) == ["Total: ", "42", " pts"])
        #expect(labels.map(\.label.style.isBold) == [false, true, false])
        #expect(labels[2].label.color == Color.red.rgba)
        #expect(labels[0].label.color == labels[1].label.color && labels[0].label.color != Color.red.rgba)
        for index in 1..<3 {
            #expect(abs(labels[index].frame.minX - labels[index - 1].frame.maxX) < 1e-6, "part \(index) starts where the one before ends")
            #expect(abs(labels[index].frame.maxY - labels[0].frame.maxY) < 1e-6, "part \(index) on the first's baseline (same font size, same bottom)")
        }
    }

    @Test("a style set on the joined text reaches every part that sets none: (a + b.italic()).bold() draws both bold, the second also italic")
    func outerStyleReachesParts() throws {
        let probe = try ViewProbe(width: 300, height: 60) {
            (Text("Swift") + Text("UI").italic()).bold()
        }
        let labels = Self.labels(of: probe)
        #expect(labels.map(\.label.text) == ["Swift", "UI"])
        #expect(labels.map(\.label.style.isBold) == [true, true])
        #expect(labels.map(\.label.style.isItalic) == [false, true])
    }

    @Test("parts in different fonts share the first baseline: a title-sized part and a caption-sized part end on one line")
    func mixedFontsShareABaseline() throws {
        let probe = try ViewProbe(width: 300, height: 80) {
            Text("Big").font(.title) + Text(" small").font(.caption)
        }
        let labels = Self.labels(of: probe)
        try #require(labels.count == 2)
        #expect(labels[0].label.fontSize > labels[1].label.fontSize)
        #expect(labels[0].frame.height > labels[1].frame.height)
        #expect(labels[1].frame.minY > labels[0].frame.minY, "the smaller part is lowered to the shared baseline")
    }
}
