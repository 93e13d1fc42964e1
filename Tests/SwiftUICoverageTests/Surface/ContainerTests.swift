import Testing
import Zoetrope

/// `Group`, `ForEach`, `AnyView`, `EmptyView`, what `@ViewBuilder` blocks build, `.id(_:)` and
/// `.modifier(_:)` with a `ViewModifier`, as apps write them: the leaf views' frames.
@Suite("Containers")
struct ContainerTests {
    @Test("Group(content:) gives its views to the stack around it, and a modifier on the group applies to each of them")
    func group() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 20, height: 20)
                    Color.blue.frame(width: 20, height: 20)
                }
                .padding(5)
            }
        }
        // Each square padded by 5: a 30 × 60 column from y = 20.
        expectFrame(probe.frames[0], CGRect(x: 90, y: 25, width: 20, height: 20), "the first square, padded")
        expectFrame(probe.frames[1], CGRect(x: 90, y: 55, width: 20, height: 20), "the second square, padded on its own")
    }

    @Test("ForEach(_:content:) over a Range<Int> makes one view per number, in order, spaced like written views")
    func forEachRange() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 4) {
                ForEach(0..<3) { index in
                    Color.red.frame(width: 10 + 10 * CGFloat(index), height: 10)
                }
            }
        }
        #expect(probe.frames.count == 3)
        expectFrame(probe.frames[0], CGRect(x: 66, y: 45, width: 10, height: 10), "index 0")
        expectFrame(probe.frames[1], CGRect(x: 80, y: 45, width: 20, height: 10), "index 1")
        expectFrame(probe.frames[2], CGRect(x: 104, y: 45, width: 30, height: 10), "index 2")
        let none = try ViewProbe(width: 200, height: 100) {
            HStack { ForEach(0..<0) { _ in Color.red.frame(width: 10, height: 10) }; Color.blue.frame(width: 10, height: 10) }
        }
        expectFrame(none.frames.first, CGRect(x: 95, y: 45, width: 10, height: 10), "an empty range makes no views and no spacing")
    }

    @Test("ForEach(_:content:) over Identifiable elements makes one view per element, in order")
    func forEachIdentifiable() throws {
        struct Bar: Identifiable, Sendable {
            let id: String
            let width: CGFloat
        }
        let bars = [Bar(id: "a", width: 60), Bar(id: "b", width: 100), Bar(id: "c", width: 20)]
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(bars) { bar in
                    Color.blue.frame(width: bar.width, height: 10)
                }
            }
        }
        #expect(probe.frames.count == 3)
        for (index, width) in [60.0, 100, 20].enumerated() {
            expectFrame(probe.frames[index], CGRect(x: 50, y: 35 + 10 * CGFloat(index), width: width, height: 10), "bar \(index)")
        }
    }

    @Test("ForEach(_:id:content:) identifies elements by the key path given and makes one view per element")
    func forEachKeyPath() throws {
        let widths: [CGFloat] = [30, 50, 70]
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                ForEach(widths, id: \.self) { width in
                    Color.red.frame(width: width, height: 10)
                }
            }
        }
        #expect(probe.frames.count == 3)
        expectFrame(probe.frames[0], CGRect(x: 25, y: 45, width: 30, height: 10), "the first")
        expectFrame(probe.frames[2], CGRect(x: 105, y: 45, width: 70, height: 10), "the last")
    }

    @Test("AnyView(_:) erases a view's type and lays it out as the view itself; branches of different types can share it")
    func anyView() throws {
        let wide = true
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                AnyView(Color.red.frame(width: 30, height: 20))
                wide ? AnyView(Color.blue.frame(width: 60, height: 20)) : AnyView(Text("narrow"))
            }
        }
        expectFrame(probe.frames[0], CGRect(x: 85, y: 30, width: 30, height: 20), "the erased square")
        expectFrame(probe.frames[1], CGRect(x: 70, y: 50, width: 60, height: 20), "the branch chosen")
    }

    @Test("EmptyView() takes no place and adds no spacing")
    func emptyView() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                Color.red.frame(width: 40, height: 20)
                EmptyView()
                Color.blue.frame(width: 40, height: 20)
            }
        }
        #expect(probe.frames.count == 2)
        expectFrame(probe.frames.last, CGRect(x: 80, y: 54, width: 40, height: 20), "8 points below the first view, as if the empty view were not there")
    }

    @Test("an empty block is ViewBuilder.buildBlock(): no view, no place, no spacing")
    func buildBlockEmpty() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack {
                Color.red.frame(width: 40, height: 20)
                Group {}
                ViewBuilder.buildBlock()
                Color.blue.frame(width: 40, height: 20)
            }
        }
        #expect(probe.frames.count == 2)
        expectFrame(probe.frames.last, CGRect(x: 80, y: 54, width: 40, height: 20), "8 points below the first view")
    }

    @Test("a block of one view is ViewBuilder.buildBlock(_:) of it, each view ViewBuilder.buildExpression(_:) of itself: the view as written")
    func buildBlockOne() throws {
        let written = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 40, height: 20) }
        let built = try ViewProbe(width: 200, height: 100) { ViewBuilder.buildBlock(ViewBuilder.buildExpression(Color.red.frame(width: 40, height: 20))) }
        expectFrame(written.frames.first, CGRect(x: 80, y: 40, width: 40, height: 20), "written")
        expectFrame(built.frames.first, CGRect(x: 80, y: 40, width: 40, height: 20), "built")
        #expect(built.looks.first?.fill == Color.red.rgba)
    }

    @Test("a block of several views is ViewBuilder.buildBlock(_:) of them all: each a view of the stack around, in order")
    func buildBlockMany() throws {
        let built = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                ViewBuilder.buildBlock(Color.red.frame(width: 20, height: 20), Color.blue.frame(width: 30, height: 20), Color.green.frame(width: 40, height: 20))
            }
        }
        let written = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 30, height: 20)
                Color.green.frame(width: 40, height: 20)
            }
        }
        #expect(built.frames.count == 3)
        for (index, expected) in [CGRect(x: 55, y: 40, width: 20, height: 20), CGRect(x: 75, y: 40, width: 30, height: 20),
                                  CGRect(x: 105, y: 40, width: 40, height: 20)].enumerated() {
            expectFrame(built.frames[index], expected, "built view \(index)")
            expectFrame(written.frames[index], expected, "written view \(index)")
        }
    }

    @Test("if/else builds ViewBuilder.buildEither(first:) or buildEither(second:): only the branch taken is laid out")
    func buildEither() throws {
        for wide in [true, false] {
            let written = try ViewProbe(width: 200, height: 100) {
                VStack {
                    if wide {
                        Color.red.frame(width: 100, height: 20)
                    } else {
                        Color.blue.frame(width: 20, height: 40)
                    }
                }
            }
            let built = try ViewProbe(width: 200, height: 100) {
                wide ? ViewBuilder.buildEither(first: Color.red.frame(width: 100, height: 20))
                    : ViewBuilder.buildEither(second: Color.blue.frame(width: 20, height: 40))
            }
            let expected = wide ? CGRect(x: 50, y: 40, width: 100, height: 20) : CGRect(x: 90, y: 30, width: 20, height: 40)
            for probe in [written, built] {
                #expect(probe.frames.count == 1)
                expectFrame(probe.frames.first, expected, "wide: \(wide)")
                #expect(probe.looks.first?.fill == (wide ? Color.red.rgba : Color.blue.rgba))
            }
        }
    }

    @Test("modifier(_:) applies a ViewModifier, whose body(content:) wraps the view it is given")
    func modifier() throws {
        struct Card: ViewModifier {
            func body(content: Self.Content) -> some View {
                content.padding(10).background(Color.blue)
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 20).modifier(Card())
        }
        let red = zip(probe.frames, probe.looks).first { $0.1.fill == Color.red.rgba }?.0
        let blue = zip(probe.frames, probe.looks).first { $0.1.fill == Color.blue.rgba }?.0
        expectFrame(red, CGRect(x: 80, y: 40, width: 40, height: 20), "the content")
        expectFrame(blue, CGRect(x: 70, y: 30, width: 60, height: 40), "the background around the padded content")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 50, Pixel.red, "the content over the background")
        expectPixel(image, x: 74, y: 50, Pixel.blue, "the background in the padding")
    }

    @Test("id(_:) gives a view a new identity when the value changes: the old view is replaced, not animated into the new one")
    func id() throws {
        struct Grower: View {
            @State private var wide = false
            var body: some View {
                Color.red.frame(width: wide ? 160 : 40, height: 40).id(wide)
                    .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
        struct Morpher: View {
            @State private var wide = false
            var body: some View {
                Color.red.frame(width: wide ? 160 : 40, height: 40)
                    .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
        let replaced = try ViewProbe(width: 200, height: 100, frame: 15, duration: 2) { Grower() }
        #expect(replaced.frames.contains { abs($0.width - 160) < 1e-6 }, "the new view is laid out at its final width: \(replaced.frames)")
        #expect(!replaced.frames.contains { abs($0.width - 100) < 1 }, "no view is halfway between: \(replaced.frames)")
        let morphed = try ViewProbe(width: 200, height: 100, frame: 15, duration: 2) { Morpher() }
        #expect(morphed.frames.contains { abs($0.width - 100) < 1 }, "without id the width animates: \(morphed.frames)")
    }
}
