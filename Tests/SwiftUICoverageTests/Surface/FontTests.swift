import CairoRasterizer
import FrameRendering
import Testing
import Zoetrope

/// `Font` as apps write it: the text styles at iOS's default Dynamic Type sizes, `Font.system`
/// with a size or a style, weights, designs, and the `Font` methods that make bold, italic and
/// monospaced fonts; and `.font(_:)` on views and on `Text`. The drawn label's size and style are
/// read from the sampled frame's looks; weights and designs are also measured in the layout or
/// counted in the decoded ink.
@Suite("Fonts")
struct FontTests {
    /// The labels `content` draws, in body order.
    static func labels<Content: View & SendableMetatype>(width: CGFloat = 400, height: CGFloat = 100,
                                                         @ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> [TextLabel] {
        try ViewProbe(width: width, height: height, content: content).looks.compactMap(\.label)
    }

    /// The one label `content` draws.
    static func label<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> TextLabel {
        try #require(labels(content).first, "no label was drawn")
    }

    /// How many pixels of `image` are darker than mid grey: the ink text leaves.
    static func ink(in image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image.pixel(x: x, y: y).green) < 128 { count += 1 }
        }
        return count
    }

    @Test("the text styles are iOS's default Dynamic Type sizes: largeTitle 34 … caption2 11, headline semibold", arguments: [
        (Font.largeTitle, 34.0, false), (.title, 28, false), (.title2, 22, false), (.title3, 20, false),
        (.headline, 17, true), (.body, 17, false), (.callout, 16, false), (.subheadline, 15, false),
        (.footnote, 13, false), (.caption, 12, false), (.caption2, 11, false),
    ])
    func textStyles(font: Font, size: Double, isBold: Bool) throws {
        let label = try Self.label { Text("Aa").font(font) }
        #expect(abs(label.fontSize - size) < 1e-9, "drawn at \(label.fontSize) pt")
        #expect(label.style.isBold == isBold)
        #expect(label.style.design == .default)
    }

    @Test("each text style is written as apps write it, as a member: .font(.largeTitle), .font(.title2), .font(.caption2)")
    func textStyleMembers() throws {
        let labels = try Self.labels(height: 400) {
            VStack {
                Text("a").font(.largeTitle)
                Text("a").font(.title)
                Text("a").font(.title2)
                Text("a").font(.title3)
                Text("a").font(.headline)
                Text("a").font(.body)
                Text("a").font(.callout)
                Text("a").font(.subheadline)
                Text("a").font(.footnote)
                Text("a").font(.caption)
                Text("a").font(.caption2)
            }
        }
        #expect(labels.map(\.fontSize) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(labels.map(\.style.isBold) == [false, false, false, false, true, false, false, false, false, false, false])
    }

    @Test("View.font(_:) sets the font of every Text inside; a Text's own .font wins; Text is 17-point body without one")
    func viewFont() throws {
        let labels = try Self.labels(height: 200) {
            VStack {
                Text("inherits")
                Text("own").font(.caption)
            }
            .font(.title)
        }
        #expect(labels.map(\.fontSize) == [28, 12])
        let plain = try Self.label { Text("body") }
        #expect(plain.fontSize == 17, "SwiftUI's default font is body, 17 pt")
        let small = try ViewProbe(width: 400, height: 200) { Text("Hello").font(.caption) }
        let large = try ViewProbe(width: 400, height: 200) { Text("Hello").font(.largeTitle) }
        let ratio = large.frames[0].width / small.frames[0].width
        #expect(abs(ratio - 34.0 / 12) < 0.15, "a 34-point line is 34/12 as wide as a 12-point one; got \(ratio)")
    }

    @Test("Text.font(_:) keeps it a Text, so it joins other Texts and takes Text modifiers; nil leaves the font around it")
    func textFont() throws {
        let titled: Text = Text("Title").font(.title3)
        let label = try Self.label { titled.foregroundColor(.red) }
        #expect(label.fontSize == 20)
        let reset = try Self.label { VStack { Text("around").font(nil) }.font(.footnote) }
        #expect(reset.fontSize == 13, "nil keeps the environment's footnote")
    }

    @Test("Font.system(size:weight:design:) with all three: 40-point bold monospaced")
    func systemSizeWeightDesign() throws {
        let label = try Self.label { Text("Code").font(.system(size: 40, weight: .bold, design: .monospaced)) }
        #expect(label.fontSize == 40)
        #expect(label.style.isBold)
        #expect(label.style.design == .monospaced)
        let sized = try Self.label { Text("Size").font(Font.system(size: 23)) }
        #expect(sized.fontSize == 23)
        #expect(!sized.style.isBold)
        #expect(sized.style.design == .default)
    }

    @Test("Font.system(_:design:) keeps the style's size and weight and sets the design: .system(.headline, design: .serif)")
    func systemStyleDesign() throws {
        let label = try Self.label { Text("Serif").font(.system(.headline, design: .serif)) }
        #expect(label.fontSize == 17)
        #expect(label.style.isBold, "headline stays semibold")
        #expect(label.style.design == .serif)
    }

    @Test("Font.system(_:design:weight:) sets the style's design and weight: .system(.title, design: .monospaced, weight: .bold)")
    func systemStyleDesignWeight() throws {
        let label = try Self.label { Text("Both").font(.system(.title, design: .monospaced, weight: .bold)) }
        #expect(label.fontSize == 28)
        #expect(label.style.isBold)
        #expect(label.style.design == .monospaced)
        let weightOnly = try Self.label { Text("W").font(.system(.caption, weight: .semibold)) }
        #expect(weightOnly.fontSize == 12)
        #expect(weightOnly.style.isBold)
    }

    @Test("Font.Weight from .semibold up is set bold, with more ink than .regular", arguments: [
        ("semibold", Font.Weight.semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ])
    func heavyWeights(name: String, weight: Font.Weight) throws {
        let label = try Self.label { Text("WWW").font(.system(size: 30, weight: weight)) }
        #expect(label.style.isBold, "\(name) is drawn bold")
        let heavy = try ViewProbe(width: 200, height: 60) { Text("WWW").font(.system(size: 30, weight: weight)) }.image()
        let regular = try ViewProbe(width: 200, height: 60) { Text("WWW").font(.system(size: 30, weight: .regular)) }.image()
        #expect(Self.ink(in: heavy) > Self.ink(in: regular) * 11 / 10, "\(name) leaves more ink than regular")
    }

    @Test("the weights written as apps write them: .ultraLight, .thin, .light, .regular and .medium are not bold; .semibold, .bold, .heavy, .black are")
    func weightMembers() throws {
        let labels = try Self.labels(height: 400) {
            VStack {
                Text("a").font(.system(size: 20, weight: .ultraLight))
                Text("a").font(.system(size: 20, weight: .thin))
                Text("a").font(.system(size: 20, weight: .light))
                Text("a").font(.system(size: 20, weight: .regular))
                Text("a").font(.system(size: 20, weight: .medium))
                Text("a").font(.system(size: 20, weight: .semibold))
                Text("a").font(.system(size: 20, weight: .bold))
                Text("a").font(.system(size: 20, weight: .heavy))
                Text("a").font(.system(size: 20, weight: .black))
            }
        }
        #expect(labels.map(\.style.isBold) == [false, false, false, false, false, true, true, true, true])
    }

    @Test("Font.Weight lighter than .regular is not bold and leaves no more ink than .regular", arguments: [
        ("ultraLight", Font.Weight.ultraLight), ("thin", .thin), ("light", .light),
    ])
    func lightWeights(name: String, weight: Font.Weight) throws {
        let label = try Self.label { Text("WWW").font(.system(size: 30, weight: weight)) }
        #expect(!label.style.isBold, "\(name) is not drawn bold")
        let light = try ViewProbe(width: 200, height: 60) { Text("WWW").font(.system(size: 30, weight: weight)) }.image()
        let regular = try ViewProbe(width: 200, height: 60) { Text("WWW").font(.system(size: 30, weight: .regular)) }.image()
        #expect(Self.ink(in: light) <= Self.ink(in: regular), "\(name) is drawn no heavier than regular")
    }

    @Test("Font.Design: .monospaced sets every glyph as wide ('iiii' as wide as 'WWWW'); .default and .serif do not")
    func designs() throws {
        let probe = try ViewProbe(width: 400, height: 300) {
            VStack {
                Text("iiii").font(.system(size: 20, design: .monospaced))
                Text("WWWW").font(.system(size: 20, design: .monospaced))
                Text("iiii").font(.system(size: 20, design: .default))
                Text("WWWW").font(.system(size: 20, design: .default))
                Text("iiii").font(.system(size: 20, design: .serif))
                Text("WWWW").font(.system(size: 20, design: .serif))
            }
        }
        let widths = probe.frames.map(\.width)
        #expect(abs(widths[0] - widths[1]) < 0.5, "monospaced: \(widths[0]) vs \(widths[1])")
        #expect(widths[3] > widths[2] * 2, "default: \(widths[2]) vs \(widths[3])")
        #expect(widths[5] > widths[4] * 2, "serif: \(widths[4]) vs \(widths[5])")
        #expect(probe.looks.compactMap(\.label).map(\.style.design) == [.monospaced, .monospaced, .default, .default, .serif, .serif])
    }

    @Test("Font.Design.rounded is kept with the size and weight, in a font and through .fontDesign(.rounded)")
    func roundedDesign() throws {
        let label = try Self.label { Text("Round").font(.system(size: 24, weight: .bold, design: .rounded)) }
        #expect(label.fontSize == 24)
        #expect(label.style.isBold)
        #expect(label.style.design == .rounded)
        let viewWide = try Self.label { VStack { Text("Round") }.fontDesign(.rounded) }
        #expect(viewWide.style.design == .rounded)
    }

    @Test("Font.weight(_:) sets a weight on a style: .body.weight(.bold) is 17-point bold, .title.weight(.light) 28-point book")
    func fontWeightMethod() throws {
        let labels = try Self.labels(height: 200) {
            VStack {
                Text("a").font(.body.weight(.bold))
                Text("a").font(.title.weight(.light))
                Text("a").font(Font.headline.weight(.regular))
            }
        }
        #expect(labels.map(\.fontSize) == [17, 28, 17])
        #expect(labels.map(\.style.isBold) == [true, false, false], "headline's semibold is replaced by regular")
    }

    @Test("Font.bold(), Font.italic() and Font.monospaced() keep the size and change the face")
    func fontMethods() throws {
        let labels = try Self.labels(height: 200) {
            VStack {
                Text("a").font(.title.bold())
                Text("a").font(.caption.italic())
                Text("a").font(.body.monospaced())
                Text("a").font(.system(size: 30).bold().italic())
            }
        }
        #expect(labels.map(\.fontSize) == [28, 12, 17, 30])
        #expect(labels.map(\.style.isBold) == [true, false, false, true])
        #expect(labels.map(\.style.isItalic) == [false, true, false, true])
        #expect(labels.map(\.style.design) == [.default, .default, .monospaced, .default])
        let mono = try ViewProbe(width: 400, height: 100) {
            VStack {
                Text("iiii").font(.body.monospaced())
                Text("MMMM").font(.body.monospaced())
            }
        }
        #expect(abs(mono.frames[0].width - mono.frames[1].width) < 0.5, "monospaced glyphs are all as wide")
    }
}
