import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// The other overloads of everyday modifiers: padding by `EdgeInsets`, the deprecated `.frame()`,
/// several foreground levels, optional fonts, line-limit ranges, ratios as sizes, baseline
/// alignments, `AnyView(erasing:)`, builder entry points, levels of a style, the deprecated
/// `onChange(of:perform:)` and the accessibility modifiers.
@Suite("Modifier variants")
struct ModifierVariantTests {
    @Test("padding(_:) with EdgeInsets pads each edge by its own length")
    func paddingInsets() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 20)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .background(Color.blue)
        }
        let background = probe.frames[0]
        let red = probe.frames[1]
        #expect(abs(background.width - 46) < 1e-9 && abs(background.height - 24) < 1e-9, "\(background)")
        #expect(abs(red.minX - background.minX - 2) < 1e-9 && abs(red.minY - background.minY - 1) < 1e-9, "\(red) in \(background)")
    }

    @Test("padding(_:_:) with a nil length pads the edges given by the system's 16 points")
    func paddingNilLength() throws {
        let length: CGFloat? = nil
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 20).padding(.horizontal, length).background(Color.blue)
        }
        #expect(probe.frames[0].size == CGSize(width: 72, height: 20))
    }

    @Test("frame() asks for no frame: the view is laid out as without it")
    func emptyFrame() throws {
        let with = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 30, height: 30).frame() }
        let without = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 30, height: 30) }
        #expect(with.frames == without.frames)
        #expect(with.frames.first?.size == CGSize(width: 30, height: 30))
    }

    @Test("foregroundStyle(_:_:) and foregroundStyle(_:_:_:) set what .secondary and .tertiary paint with inside")
    func foregroundLevels() throws {
        let two = try ViewProbe(width: 90, height: 30) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 30)
                Rectangle().frame(width: 30, height: 30).foregroundStyle(.secondary)
                Rectangle().fill(.tertiary).frame(width: 30, height: 30)
            }
            .foregroundStyle(.blue, .green)
        }.image()
        expectPixel(two, x: 15, y: 15, Pixel.blue, "primary: blue")
        expectPixel(two, x: 45, y: 15, Pixel.green, "secondary: green")
        expectPixel(two, x: 75, y: 15, Pixel.green, "tertiary: the last level given")
        let three = try ViewProbe(width: 90, height: 30) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 30)
                Rectangle().frame(width: 30, height: 30).foregroundStyle(.secondary)
                Rectangle().frame(width: 30, height: 30).foregroundStyle(.tertiary)
            }
            .foregroundStyle(.blue, .green, .red)
        }.image()
        expectPixel(three, x: 75, y: 15, Pixel.red, "tertiary: red")
    }

    @Test("font(_:) with nil leaves the font around the text")
    func optionalFont() throws {
        let noFont: Font? = nil
        let probe = try ViewProbe(width: 300, height: 100) {
            VStack {
                Text("kept").font(noFont)
                Text("set").font(Optional(Font.caption))
            }
            .font(.largeTitle)
        }
        let sizes = probe.looks.compactMap(\.label).map(\.fontSize)
        #expect(sizes == [34, 12], "largeTitle kept, caption set: \(sizes)")
    }

    @Test("lineLimit(_:) with ClosedRange, PartialRangeThrough and PartialRangeFrom, and lineLimit(_:reservesSpace:), cap wrapped text")
    func lineLimitRanges() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let one = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(1).frame(width: 100) }.frames[0].height
        let free = try ViewProbe(width: 100, height: 400) { Text(long).frame(width: 100) }.frames[0].height
        let closed = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(1...2).frame(width: 100) }.frames[0].height
        let through = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(...3).frame(width: 100) }.frames[0].height
        let from = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(2...).frame(width: 100) }.frames[0].height
        let reserving = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(2, reservesSpace: true).frame(width: 100) }.frames[0].height
        #expect(free > 3.5 * one, "the text wraps to many lines: \(free) vs \(one)")
        #expect(abs(closed - 2 * one) < 2, "1...2: two lines")
        #expect(abs(through - 3 * one) < 2, "...3: three lines")
        #expect(abs(from - free) < 0.01, "2...: as many as it needs")
        #expect(abs(reserving - 2 * one) < 2, "2, reservesSpace: two lines")
    }

    @Test("aspectRatio(_:contentMode:) with a CGSize takes the ratio of its width to its height")
    func aspectRatioSize() throws {
        let fit = try ViewProbe(width: 200, height: 200) { Color.red.aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit) }
        #expect(fit.frames.first?.size == CGSize(width: 200, height: 100))
        let fill = try ViewProbe(width: 200, height: 100) { Color.red.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill) }
        #expect(fill.frames.first?.size == CGSize(width: 200, height: 200))
    }

    @Test("AnyView(erasing:) is the view it wraps")
    func anyViewErasing() throws {
        let erased = try ViewProbe(width: 200, height: 100) { AnyView(erasing: Color.red.frame(width: 30, height: 40)) }
        #expect(erased.frames.first?.size == CGSize(width: 30, height: 40))
    }

    @Test("the baseline alignments line a ZStack's texts up on a text baseline and an edge or the centre", arguments: [
        "leadingFirstTextBaseline", "centerFirstTextBaseline", "trailingFirstTextBaseline",
        "leadingLastTextBaseline", "centerLastTextBaseline", "trailingLastTextBaseline",
    ])
    func baselineAlignments(_ name: String) throws {
        let alignment: Alignment = switch name {
        case "leadingFirstTextBaseline": .leadingFirstTextBaseline
        case "centerFirstTextBaseline": .centerFirstTextBaseline
        case "trailingFirstTextBaseline": .trailingFirstTextBaseline
        case "leadingLastTextBaseline": .leadingLastTextBaseline
        case "centerLastTextBaseline": .centerLastTextBaseline
        default: .trailingLastTextBaseline
        }
        let horizontal: HorizontalAlignment = name.hasPrefix("leading") ? .leading : name.hasPrefix("center") ? .center : .trailing
        let vertical: VerticalAlignment = name.contains("First") ? .firstTextBaseline : .lastTextBaseline
        let probe = try ViewProbe(width: 300, height: 200) {
            ZStack(alignment: alignment) {
                Text("Big").font(.system(size: 40))
                Text("small").font(.system(size: 12))
            }
        }
        let (big, small) = (probe.frames[0], probe.frames[1])
        #expect(alignment == Alignment(horizontal: horizontal, vertical: vertical))
        switch horizontal {
        case .leading: #expect(abs(big.minX - small.minX) < 0.01)
        case .trailing: #expect(abs(big.maxX - small.maxX) < 0.01)
        default: #expect(abs(big.midX - small.midX) < 0.01)
        }
        // On one baseline, the small text's bottom sits near the big one's, well below its top.
        #expect(small.minY > big.minY + 15, "the small text is lowered to the big one's baseline: \(small) vs \(big)")
        #expect(abs(small.maxY - big.maxY) < 12, "bottoms close, as descents are: \(small) vs \(big)")
    }

    @Test("ViewBuilder.buildIf(_:) and buildLimitedAvailability(_:): an optional view and a view inside if #available")
    func builderEntryPoints() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack {
                ViewBuilder.buildIf(Optional(Color.red.frame(width: 20, height: 20)))
                ViewBuilder.buildIf(Optional<Color>.none)
                ViewBuilder.buildLimitedAvailability(Color.blue.frame(width: 10, height: 10))
                if #available(iOS 17, macOS 14, *) {
                    Color.green.frame(width: 5, height: 5)
                }
            }
        }
        #expect(probe.frames.map(\.width) == [20, 10, 5])
    }

    @Test("a style's own levels: Color.blue.secondary, .tertiary, .quaternary and .quinary at 50%, 25%, 18% and 10%; the .quinary level")
    func styleLevels() throws {
        let image = try ViewProbe(width: 150, height: 30) {
            HStack(spacing: 0) {
                Rectangle().fill(Color.blue.secondary).frame(width: 30, height: 30)
                Rectangle().fill(Color.blue.tertiary).frame(width: 30, height: 30)
                Rectangle().fill(Color.blue.quaternary).frame(width: 30, height: 30)
                Rectangle().fill(Color.blue.quinary).frame(width: 30, height: 30)
                Rectangle().foregroundStyle(.quinary).frame(width: 30, height: 30)
            }
        }.image()
        for (x, opacity) in [(15, 0.5), (45, 0.25), (75, 0.18), (105, 0.1)] {
            expectPixel(image, x: x, y: 15, Pixel.over(white: Pixel.blue, opacity: opacity), "blue at \(opacity)")
        }
        expectPixel(image, x: 135, y: 15, Pixel.over(white: Pixel.black, opacity: 0.1), "quinary: the label colour at 10%")
    }

    @Test("onChange(of:perform:) runs with the new value when an event changes the value")
    func onChangePerform() throws {
        struct Watcher: View {
            @State private var value = 1
            @State private var seen = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 * seen), height: 10)
                    .onChange(of: value) { newValue in seen = newValue }
                    .onAppear { value = 7 }
            }
        }
        #expect(try ViewProbe(width: 200, height: 100) { Watcher() }.frames.first?.width == 70)
    }

    @Test("accessibilityLabel(_:) names the view for a scripted tap, in each of its forms; with isEnabled: false it does not")
    func accessibilityLabels() throws {
        struct Tappable: View {
            @State private var taps = 0
            let enabled: Bool
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 10 * taps), height: 10)
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 1 }.accessibilityLabel("Close")
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 2 }.accessibilityLabel(Text("Open"))
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 4 }.accessibilityLabel(String("Next"))
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 8 }.accessibilityLabel(LocalizedStringResource("Back"))
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 16 }.accessibilityLabel("Skip", isEnabled: enabled)
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 32 }.accessibilityLabel(Text("Stop"), isEnabled: enabled)
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 64 }.accessibilityLabel(String("Play"), isEnabled: enabled)
                    Circle().frame(width: 20, height: 20).onTapGesture { taps += 128 }.accessibilityLabel(LocalizedStringResource("Undo"), isEnabled: enabled)
                }
            }
        }
        let names = ["Close", "Open", "Next", "Back", "Skip", "Stop", "Play", "Undo"]
        let scene = try Scene(named: "labels", canvas: CGSize(width: 300, height: 300), fps: 10, duration: 1,
                              interactions: names.map { .tap($0, at: 0.5) }, textMeasurer: CairoTextMeasurer()) { Tappable(enabled: true) }
        #expect(try scene.sample(frame: 8).placements[0].size.width == 10 + 10 * 255)
        #expect(throws: (any Error).self, "a label that is not enabled names nothing to tap") {
            let scene = try Scene(named: "labels", canvas: CGSize(width: 300, height: 300), fps: 10, duration: 1,
                                  interactions: [.tap("Skip", at: 0.5)], textMeasurer: CairoTextMeasurer()) { Tappable(enabled: false) }
            _ = try scene.sample(frame: 8)
        }
    }

    @Test("accessibilityHidden, accessibilityElement(children:), accessibilityAddTraits and accessibilityValue change nothing drawn")
    func accessibilityAttributes() throws {
        let plain = try ViewProbe(width: 200, height: 100) { Text("Volume").padding(4) }
        let attributed = try ViewProbe(width: 200, height: 100) {
            Text("Volume").padding(4)
                .accessibilityHidden(false)
                .accessibilityHidden(true, isEnabled: false)
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits([.isHeader, .isButton])
                .accessibilityValue(Text("50%"))
                .accessibilityValue("half")
                .accessibilityValue(String("0.5"))
                .accessibilityValue(LocalizedStringResource("50 percent"))
                .accessibilityValue(Text("50%"), isEnabled: true)
                .accessibilityValue("half", isEnabled: true)
                .accessibilityValue(String("0.5"), isEnabled: false)
                .accessibilityValue(LocalizedStringResource("50 percent"), isEnabled: false)
        }
        #expect(attributed.frames == plain.frames)
        #expect(attributed.looks == plain.looks)
        var traits: AccessibilityTraits = [.isButton]
        traits.insert(.isSelected)
        #expect(traits.contains(.isSelected) && !traits.contains(.isHeader))
    }

    @Test("Font.default is the body font; leading, width, the small-caps forms and monospacedDigit(_:) keep the font's size")
    func fontFeatures() throws {
        #expect(Font.default == Font.body)
        let probe = try ViewProbe(width: 300, height: 300) {
            VStack {
                Text("a").font(.default)
                Text("b").font(.title.leading(.tight))
                Text("c").font(.title.width(.condensed))
                Text("d").font(.title.smallCaps())
                Text("e").font(.title.smallCaps(true))
                Text("f").font(.title.lowercaseSmallCaps())
                Text("g").font(.title.lowercaseSmallCaps(false))
                Text("h").font(.title.uppercaseSmallCaps())
                Text("i").font(.title.uppercaseSmallCaps(true))
                Text("j").font(.title.monospacedDigit(true))
            }
        }
        let sizes = probe.looks.compactMap(\.label).map(\.fontSize)
        #expect(sizes == [17] + Array(repeating: 28, count: 9), "\(sizes)")
        #expect(Font.Width.expanded.value > Font.Width.standard.value)
    }
}
