import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Scroll views as apps steer them: `ScrollViewReader` and its proxy, and the modifiers that
/// change how scroll views behave.
@Suite("Catalog scrolling")
struct CatalogScrollTests {
    @Test("ScrollViewReader(content:) with ScrollViewProxy.scrollTo(_:anchor:) in onAppear brings row 30 into view: at the bottom without an anchor, at the top with .top")
    func scrollToRow() throws {
        struct Screen: View {
            let anchor: UnitPoint?
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        ForEach(0..<50) { number in
                            Text("Row \(number)").frame(height: 40).id(number)
                        }
                    }
                    .onAppear { proxy.scrollTo(30, anchor: anchor) }
                }
            }
        }
        let plain = try ViewProbe(width: 300, height: 400) { ScrollView { ForEach(0..<50) { Text("Row \($0)").frame(height: 40).id($0) } } }
        #expect(abs(try plain.frame(ofLabel: "Row 0").midY - 20) < 1, "without a reader the content starts at the top")

        let least = try ViewProbe(width: 300, height: 400, frame: 3, duration: 1) { Screen(anchor: nil) }
        try least.writePictureForReview(named: "catalog-scroll-to")
        let row30 = try least.frame(ofLabel: "Row 30")
        // Rows are 40 points with 8 between: row 30 spans 1440...1480; scrolled the least, its
        // bottom meets the scroll view's bottom.
        #expect(abs(row30.midY - (400 - 20)) < 1, "row 30 at the bottom: \(row30)")
        let image = try least.image()
        #expect(image.height == 400)

        let top = try ViewProbe(width: 300, height: 400, frame: 3, duration: 1) { Screen(anchor: .top) }
        #expect(abs(try top.frame(ofLabel: "Row 30").midY - 20) < 1, "row 30 at the top")
        let centred = try ViewProbe(width: 300, height: 400, frame: 3, duration: 1) { Screen(anchor: .center) }
        #expect(abs(try centred.frame(ofLabel: "Row 30").midY - 200) < 1, "row 30 centred")
    }

    @Test("ScrollViewReader.content is the closure the reader builds its content with; scrollTo(_:anchor:) with .top keeps the last row within the content's end")
    func readerContentAndClamp() throws {
        let reader = ScrollViewReader { _ in Text("Inside") }
        #expect(String(describing: type(of: reader.content)).contains("ScrollViewProxy"), "the content closure takes the proxy")
        let probeContent = try ViewProbe(width: 200, height: 100) { ScrollViewReader { _ in Text("Inside") } }
        #expect(probeContent.looks.contains { $0.label?.text == "Inside" })
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        ForEach(0..<50) { number in Text("Row \(number)").frame(height: 40).id(number) }
                    }
                    .onAppear { proxy.scrollTo(49, anchor: .top) }
                }
            }
        }
        let probe = try ViewProbe(width: 300, height: 400, frame: 3, duration: 1) { Screen() }
        let lastRow = try probe.frame(ofLabel: "Row 49")
        #expect(abs(lastRow.midY - (400 - 20)) < 1, "the last row cannot go past the content's end: it stays at the bottom: \(lastRow)")
    }

    @Test("scrollClipDisabled(_:) lets a scroll view's content draw past its frame; scrollIndicators(_:axes:) and scrollDisabled(_:) leave the view at rest as it is")
    func scrollModifiers() throws {
        struct Screen: View {
            let kind: Int
            var body: some View {
                let scroll = ScrollView { Color.red.frame(height: 300) }.frame(height: 100)
                VStack(spacing: 0) {
                    switch kind {
                    case 0: scroll
                    case 1: scroll.scrollClipDisabled()
                    case 2: scroll.scrollIndicators(.hidden)
                    case 3: scroll.scrollIndicators(.never, axes: .vertical)
                    default: scroll.scrollDisabled(true)
                    }
                    Spacer()
                }
            }
        }
        let clipped = try ViewProbe(width: 200, height: 300) { Screen(kind: 0) }
        expectPixel(try clipped.image(), x: 100, y: 50, Pixel.red, "inside the frame")
        expectPixel(try clipped.image(), x: 100, y: 150, Pixel.white, "clipped below the frame")
        let unclipped = try ViewProbe(width: 200, height: 300) { Screen(kind: 1) }
        expectPixel(try unclipped.image(), x: 100, y: 150, Pixel.red, "drawn past the frame")
        for kind in 2...4 {
            let probe = try ViewProbe(width: 200, height: 300) { Screen(kind: kind) }
            expectFrame(probe.frames.first, clipped.frames[0], tolerance: 0.01, "kind \(kind): laid out as without the modifier")
            expectPixel(try probe.image(), x: 100, y: 150, Pixel.white, "kind \(kind): still clipped")
        }
    }
}
