import CairoRasterizer
import FrameComposition
import Foundation
import FrameRendering
import Testing
import Zoetrope

/// The text modifiers apps write around `Text`: its case, its digits, how it shrinks, where its
/// baseline sits, how its lines line up, redaction and content transitions. Checked on the
/// sampled frame's looks and frames and on the decoded pixels.
@Suite("Text style modifiers")
struct TextStyleModifierTests {
    /// The one label `content` draws.
    static func label<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> TextLabel {
        let probe = try ViewProbe(width: 300, height: 80, content: content)
        return try #require(probe.looks.compactMap(\.label).first, "no label was drawn")
    }

    /// The first leaf's frame `content` lays out on a 300 × 120 canvas.
    static func frame<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> CGRect {
        try #require(ViewProbe(width: 300, height: 120, content: content).frames.first, "nothing was laid out")
    }

    /// The leftmost and rightmost columns in rows `rows` with ink darker than mid grey.
    static func inkColumns(_ image: RasterImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var low = Int.max, high = Int.min
        for y in rows where y >= 0 && y < image.height {
            for x in 0..<image.width where Int(image.pixel(x: x, y: y).green) < 128 {
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? low...high : nil
    }

    @Test("multilineTextAlignment(strategy:) keeps the lines where multilineTextAlignment puts them: trailing lines end together")
    func alignmentStrategy() throws {
        let text = "A much wider first line\nab"
        let probe = try ViewProbe(width: 300, height: 80) {
            Text(text)
                .multilineTextAlignment(.trailing)
                .multilineTextAlignment(strategy: .writingDirectionBased)
        }
        let frame = try #require(probe.frames.first)
        let image = try probe.image()
        let lineHeight = Int(frame.height / 2)
        let top = Int(frame.minY)
        let first = try #require(Self.inkColumns(image, rows: top..<(top + lineHeight)))
        let second = try #require(Self.inkColumns(image, rows: (top + lineHeight)..<Int(frame.maxY)))
        #expect(abs(first.upperBound - second.upperBound) <= 2, "the lines end together: \(first) and \(second)")
        #expect(second.lowerBound > first.lowerBound + 100, "the short line starts far right of the long one")
        let layoutBased = try ViewProbe(width: 300, height: 80) {
            Text(text).multilineTextAlignment(.trailing).multilineTextAlignment(strategy: .layoutBased)
        }.image()
        #expect(layoutBased == image, "left to right, both strategies put the lines in the same places")
    }

    @Test("View.monospacedDigit() and Text.monospacedDigit() set every digit at one width: \"111\" is as wide as \"888\"")
    func monospacedDigits() throws {
        let ones = try Self.frame { Text("111").monospacedDigit() }
        let eights = try Self.frame { Text("888").monospacedDigit() }
        #expect(ones.width > 20)
        #expect(abs(ones.width - eights.width) < 0.01, "\(ones.width) vs \(eights.width)")
        let viewOnes = try Self.frame { HStack { Text("1:11") }.monospacedDigit() }
        let viewEights = try Self.frame { HStack { Text("8:88") }.monospacedDigit() }
        #expect(abs(viewOnes.width - viewEights.width) < 0.01, "\(viewOnes.width) vs \(viewEights.width)")
    }

    @Test("minimumScaleFactor(_:) shrinks a one-line text too wide for its frame until it fits, instead of cutting it short")
    func minimumScaleFactor() throws {
        let title = "Quarterly revenue report"
        let full = try Self.frame { Text(title) }
        let cut = try Self.frame { Text(title).lineLimit(1).frame(width: 150) }
        let shrunk = try ViewProbe(width: 300, height: 120) {
            Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
        }
        let frame = try #require(shrunk.frames.first)
        #expect(full.width > 150, "the text is wider than the frame at its own size")
        #expect(abs(cut.height - full.height) < 0.01, "without the factor the text keeps its size and is cut short")
        #expect(frame.width <= 150.01 && frame.width > 140, "the shrunk text fits the frame: \(frame.width)")
        let scale = frame.height / full.height
        #expect(abs(scale - 150 / full.width) < 0.03, "it shrinks by the ratio of the widths: \(scale)")
        // At 0.9 the text cannot shrink enough: it is set at 90 % and cut short.
        let limited = try Self.frame { Text(title).lineLimit(1).minimumScaleFactor(0.9).frame(width: 150) }
        #expect(abs(limited.height - 0.9 * full.height) < 0.2, "\(limited.height) vs \(0.9 * full.height)")
    }

    @Test("textCase(_:) shows the text in capitals or small letters whatever it was written in; nil shows it as written")
    func textCase() throws {
        #expect(try Self.label { Text("Recent Items").textCase(.uppercase) }.text == "RECENT ITEMS")
        #expect(try Self.label { VStack { Text("Recent Items") }.textCase(.lowercase) }.text == "recent items")
        #expect(try Self.label { Text("Recent Items").textCase(nil) }.text == "Recent Items")
        let upper = try Self.frame { Text("abc").textCase(.uppercase) }
        let lower = try Self.frame { Text("abc") }
        #expect(upper.width > lower.width, "capitals are wider than the small letters they replace")
    }

    @Test("Text.baselineOffset(_:) and View.baselineOffset(_:) draw the text that many points above its baseline")
    func baselineOffset() throws {
        let raised = try ViewProbe(width: 200, height: 80) {
            HStack(alignment: .firstTextBaseline) {
                Text("x")
                Text("2").baselineOffset(8)
            }
        }
        let frames = raised.frames
        try #require(frames.count == 2)
        #expect(abs((frames[0].minY - frames[1].minY) - 8) < 0.01, "raised by 8: \(frames[0]) and \(frames[1])")
        let plain = try Self.frame { HStack { Text("note") } }
        let viewRaised = try Self.frame { HStack { Text("note") }.baselineOffset(-5) }
        #expect(abs((viewRaised.minY - plain.minY) - 5) < 0.01, "a negative offset lowers the text: \(plain) and \(viewRaised)")
    }

    @Test("redacted(reason: .placeholder) draws each text as a rounded grey bar over its frame, and leaves colours as they are")
    func redacted() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Text("██████").font(.system(size: 30))
                Color.red.frame(width: 40, height: 30)
            }
            .redacted(reason: .placeholder)
        }
        #expect(probe.looks.compactMap(\.label).isEmpty, "no text is drawn")
        let bar = try #require(probe.frames.first)
        let image = try probe.image()
        let grey = Pixel.over(white: Pixel.black, opacity: 0.16)
        expectPixel(image, x: Int(bar.midX), y: Int(bar.midY), grey, tolerance: 3, "the middle of the bar")
        expectPixel(image, x: Int(bar.minX) + 6, y: Int(bar.midY), grey, tolerance: 3, "the bar's leading end")
        let red = try #require(probe.frames.last)
        expectPixel(image, x: Int(red.midX), y: Int(red.midY), Pixel.red, "the colour below it")
        let shown = try ViewProbe(width: 200, height: 100) { Text("Title").redacted(reason: []) }
        #expect(shown.looks.compactMap(\.label).first?.text == "Title", "an empty set of reasons shows the text")
    }

    @Test("contentTransition(_:) is accepted; the new text is drawn at once, even inside withAnimation")
    func contentTransition() throws {
        struct Counter: View {
            @State private var count = 1
            var body: some View {
                Text("\(count)")
                    .font(.largeTitle)
                    .contentTransition(.numericText(value: Double(count)))
                    .onAppear { withAnimation(.linear(duration: 1)) { count = 28 } }
            }
        }
        let probe = try ViewProbe(width: 120, height: 80, frame: 5) { Counter() }
        #expect(probe.looks.compactMap(\.label).first?.text == "28")
        let faded = try ViewProbe(width: 120, height: 80) { Text("Ready").contentTransition(.opacity) }
        #expect(faded.looks.compactMap(\.label).first?.text == "Ready")
    }

    @Test("truncationMode(_:) is accepted; text too long for its line is cut short at its end")
    func truncationMode() throws {
        let long = "A long line of text cut short"
        let tail = try Self.frame { Text(long).lineLimit(1).truncationMode(.tail).frame(width: 100) }
        let middle = try Self.frame { Text(long).lineLimit(1).truncationMode(.middle).frame(width: 100) }
        #expect(tail.width <= 100.01 && tail.width > 80)
        #expect(abs(tail.width - middle.width) < 0.01, "both cut at the end here")
    }

    @Test("tracking(_:) and kerning(_:) put that many points after each letter: the text grows by the spacing times its length")
    func trackingAndKerning() throws {
        let plain = try Self.frame { Text("Spaced") }
        let tracked = try Self.frame { Text("Spaced").tracking(4) }
        let kerned = try Self.frame { Text("Spaced").kerning(2) }
        let tight = try Self.frame { HStack { Text("Spaced") }.tracking(-1) }
        #expect(plain.width > 30)
        #expect(abs(tracked.width - (plain.width + 6 * 4)) < 0.01, "\(tracked.width) vs \(plain.width)")
        #expect(abs(kerned.width - (plain.width + 6 * 2)) < 0.01, "\(kerned.width) vs \(plain.width)")
        #expect(abs(tight.width - (plain.width - 6)) < 0.01, "\(tight.width) vs \(plain.width)")
        let probe = try ViewProbe(width: 300, height: 60) { Text("IIII").font(.system(size: 30)).tracking(20) }
        let frame = try #require(probe.frames.first)
        let ink = try #require(Self.inkColumns(probe.image(), rows: Int(frame.minY)..<Int(frame.maxY)))
        // Four letters with 20 points after each but the last inked: the ink spans over 3 × 20 points more than the letters.
        #expect(ink.upperBound - ink.lowerBound > 60, "the letters are spread out: \(ink)")
    }
}
