import Foundation
import Testing
import Zoetrope

/// iOS 18's subview APIs: `Group(subviews:transform:)`, `ForEach(subviews:content:)`,
/// `Group(sections:transform:)` and `ForEach(sections:content:)`, used to build custom
/// containers that lay out the resolved subviews of their content.
@Suite("Composition: subviews")
struct CompositionSubviewTests {
    @Test("Group(subviews:transform:) hands a custom container the resolved subviews: a ForEach of 3 and a Text are 4, stacked by the container")
    func groupSubviews() throws {
        /// A custom container, as iOS 18 apps write one: it reads the subviews of the content it is
        /// given with `Group(subviews:transform:)` and stacks them with its own spacing, with a caption
        /// counting them.
        struct CardStack<Content: View>: View {
            @ViewBuilder var content: Content

            var body: some View {
                Group(subviews: content) { subviews in
                    VStack(spacing: 10) {
                        ForEach(subviews) { subview in
                            subview.frame(width: 100, height: 20)
                        }
                        Text("\(subviews.count) cards")
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200) {
            CardStack {
                ForEach(0..<3) { index in
                    Color.blue.frame(width: 30 + 10 * CGFloat(index), height: 8)
                }
                Text("Last")
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        #expect(probe.frames.count == 5, "four subviews and the caption")
        // Each subview is framed 100 × 20 by the container, 10 apart: the colours keep their own
        // sizes, centred in their frames.
        for index in 0..<3 {
            let width = 30 + 10 * CGFloat(index)
            expectFrame(probe.frames[index], CGRect(x: 100 - width / 2, y: 30 * CGFloat(index) + 6, width: width, height: 8),
                        tolerance: 0.01, "colour \(index)")
        }
        let last = probe.frames[3]
        #expect(abs(last.midY - 100) < 0.01, "the Text is the fourth subview, centred in the fourth 20-point frame at y 90")
        #expect(probe.looks[4].label?.text == "4 cards", "subviews.count")
        #expect(abs(probe.frames[4].minY - 120) < 0.01, "the caption follows 10 points under the fourth frame")
    }

    @Test("a SubviewsCollection is a view and a collection: indexed, sliced, and written whole")
    func subviewsCollection() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            Group(subviews: Group { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 10) }) { subviews in
                HStack(spacing: 0) {
                    subviews[2]
                    subviews.prefix(2)
                }
            }
        }
        let widths = probe.frames.map(\.width)
        #expect(widths == [30, 10, 20], "the last subview first, then the first two")
        #expect(probe.looks[0].fill == Color.blue.rgba)
    }

    @Test("ForEach(subviews:content:) makes one view per subview of the content, each wrapped by the container")
    func forEachSubviews() throws {
        /// A container that pads each subview of its content, with `ForEach(subviews:content:)`.
        struct PaddedColumn<Content: View>: View {
            @ViewBuilder var content: Content

            var body: some View {
                VStack(spacing: 0) {
                    ForEach(subviews: content) { subview in
                        subview.padding(5)
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200) {
            PaddedColumn {
                ForEach(0..<3) { _ in Color.orange.frame(width: 40, height: 10) }
                Color.purple.frame(width: 40, height: 10)
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        #expect(probe.frames.count == 4)
        for (index, frame) in probe.frames.enumerated() {
            expectFrame(frame, CGRect(x: 80, y: 5 + 20 * CGFloat(index), width: 40, height: 10), tolerance: 0.01,
                        "subview \(index): 5 points of padding around each")
        }
    }

    @Test("Group(sections:transform:) gives the content's views, not wrapped in a Section, as one section with no header or footer")
    func groupSections() throws {
        let probe = try ViewProbe(width: 200, height: 200) {
            Group(sections: Group { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 20, height: 10) }) { sections in
                VStack(spacing: 0) {
                    Text("\(sections.count) section, \(sections[0].content.count) views, \(sections[0].header.count + sections[0].footer.count) captions")
                    ForEach(sections) { section in
                        HStack(spacing: 0) { section.content }
                    }
                }
            }
        }
        #expect(probe.looks[0].label?.text == "1 section, 2 views, 0 captions")
        #expect(probe.frames.count == 3)
        #expect(abs(probe.frames[2].minX - probe.frames[1].maxX) < 0.01, "the section's content side by side")
        #expect(abs(probe.frames[1].minY - probe.frames[0].maxY) < 0.01)
    }

    @Test("ForEach(sections:content:) makes one view per section: its header, content and footer stacked by the container")
    func forEachSections() throws {
        /// A container that lays out each section of its content with its header and footer.
        struct SectionedColumn<Content: View>: View {
            @ViewBuilder var content: Content

            var body: some View {
                VStack(spacing: 0) {
                    ForEach(sections: content) { section in
                        VStack(spacing: 2) {
                            section.header
                            section.content
                            section.footer
                        }
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200) {
            SectionedColumn {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        #expect(probe.frames.count == 2)
        expectFrame(probe.frames[0], CGRect(x: 75, y: 0, width: 50, height: 10), tolerance: 0.01)
        expectFrame(probe.frames[1], CGRect(x: 75, y: 12, width: 50, height: 10), tolerance: 0.01, "2 points under: the section's own VStack")
    }
}
