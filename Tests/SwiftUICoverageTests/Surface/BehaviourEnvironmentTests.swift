import Testing
import Zoetrope

/// A square whose side scales with the text size, as `@ScaledMetric` scales it.
private struct Badge: View {
    @ScaledMetric private var side: CGFloat = 34
    @ScaledMetric(relativeTo: .largeTitle) private var titleSide: CGFloat = 34

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: side, height: 10)
            Rectangle().frame(width: titleSide, height: 10)
        }
    }
}

/// A bar as wide as the index of the text size it reads, times ten.
private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        Rectangle().frame(width: CGFloat((DynamicTypeSize.allCases.firstIndex(of: size) ?? 0) * 10 + 10), height: 10)
    }
}

/// Environment modifiers and values, as apps write them.
@Suite("Behaviour: environment modifiers and values")
struct BehaviourEnvironmentTests {
    @Test("dynamicTypeSize(_:) sets the text size the views inside read, and @ScaledMetric follows it")
    func dynamicTypeSizeValue() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                SizeReader().dynamicTypeSize(.xxxLarge)
                Badge().dynamicTypeSize(.xxxLarge)
            }
        }
        #expect(probe.frames[0].width == 70, "xxxLarge is the seventh size")
        // Body text is 23 points at xxxLarge, 17 at large.
        #expect(abs(probe.frames[1].width - 34 * 23 / 17) < 1e-9)
    }

    @Test("dynamicTypeSize(_:) with a range clamps the text size around the view into the range")
    func dynamicTypeSizeRange() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                SizeReader().dynamicTypeSize(...DynamicTypeSize.xxLarge).environment(\.dynamicTypeSize, .accessibility3)
                SizeReader().dynamicTypeSize(DynamicTypeSize.medium...DynamicTypeSize.xLarge).environment(\.dynamicTypeSize, .xSmall)
                SizeReader().dynamicTypeSize(DynamicTypeSize.small...).environment(\.dynamicTypeSize, .accessibility1)
            }
        }
        #expect(probe.frames.map(\.width) == [60, 30, 80], "xxLarge, medium, accessibility1")
    }

    @Test("ScaledMetric(wrappedValue:relativeTo:) scales as its text style does: a large title is 40 points at xxxLarge, 60 at accessibility5")
    func scaledMetricRelativeTo() throws {
        struct Caption: View {
            @ScaledMetric(relativeTo: .caption) private var side: CGFloat = 12
            var body: some View { Rectangle().frame(width: side, height: 10) }
        }
        let caption = try ViewProbe(width: 200, height: 100) { Caption().environment(\.dynamicTypeSize, .xxxLarge) }
        #expect(abs((caption.frames.first?.width ?? 0) - 18) < 1e-9, "relative to .caption: 12 → 18")
        let outsideAView = ScaledMetric(wrappedValue: 34, relativeTo: .largeTitle)
        #expect(outsideAView.wrappedValue == 34, "the value itself at the default size")
        let standard = try ViewProbe(width: 200, height: 100) { Badge() }
        #expect(standard.frames.map(\.width) == [34, 34], "the value itself at the default size")
        let large = try ViewProbe(width: 200, height: 100) { Badge().environment(\.dynamicTypeSize, .xxxLarge) }
        #expect(abs(large.frames[1].width - 40) < 1e-9, "relative to .largeTitle: 34 → 40")
        #expect(abs(large.frames[0].width - 34 * 23 / 17) < 1e-9, "relative to body: 17 → 23")
        let largest = try ViewProbe(width: 200, height: 100) { Badge().environment(\.dynamicTypeSize, .accessibility5) }
        #expect(abs(largest.frames[1].width - 60) < 1e-9)
    }

    @Test("presentationMode: a view that is not presented reads isPresented false, and dismiss() changes nothing")
    func presentationMode() throws {
        struct Sheet: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View {
                Rectangle().frame(width: presentationMode.wrappedValue.isPresented ? 40 : 120, height: 10)
                    .onAppear { presentationMode.wrappedValue.dismiss() }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100, frame: 3, duration: 1) { Sheet() }
        #expect(probe.frames.first?.width == 120)
    }

    @Test("colorScheme(_:) sets the appearance the views inside read and are drawn in")
    func colorScheme() throws {
        struct Reader: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View {
                Rectangle().fill(scheme == .dark ? Color.black : Color.red).frame(width: scheme == .dark ? 80 : 40, height: 20)
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                Reader().colorScheme(.dark)
                Reader()
            }
        }
        #expect(probe.frames.map(\.width) == [80, 40])
        expectPixel(try probe.image(), x: 100, y: Int(probe.frames[0].midY), Pixel.black)
    }
}
