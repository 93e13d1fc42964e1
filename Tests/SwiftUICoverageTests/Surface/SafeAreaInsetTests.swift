import Foundation
import Testing
import Zoetrope

/// `.safeAreaInset(edge:alignment:spacing:content:)`: a bar along an edge, the view in the room left.
@Suite("Safe-area insets")
struct SafeAreaInsetTests {
    @Test("a bottom or top inset sits on its edge; the view takes the height left, spacing away", arguments: [
        (VerticalEdge.bottom, CGFloat?.none, CGRect(x: 0, y: 0, width: 200, height: 256), CGRect(x: 0, y: 256, width: 200, height: 44)),
        (VerticalEdge.bottom, CGFloat?.some(8), CGRect(x: 0, y: 0, width: 200, height: 248), CGRect(x: 0, y: 256, width: 200, height: 44)),
        (VerticalEdge.top, CGFloat?.some(4), CGRect(x: 0, y: 48, width: 200, height: 252), CGRect(x: 0, y: 0, width: 200, height: 44)),
    ])
    func verticalEdges(edge: VerticalEdge, spacing: CGFloat?, expectedView: CGRect, expectedBar: CGRect) throws {
        let probe = try ViewProbe(width: 200, height: 300) {
            Color.blue.safeAreaInset(edge: edge, spacing: spacing) { Color.red.frame(height: 44) }
        }
        try #require(probe.frames.count == 2)
        let (view, bar) = edge == .top ? (probe.frames[1], probe.frames[0]) : (probe.frames[0], probe.frames[1])
        expectFrame(view, expectedView, tolerance: 1e-6, "the view")
        expectFrame(bar, expectedBar, tolerance: 1e-6, "the inset")
    }

    @Test("a leading inset sits on the leading edge at its alignment; the view takes the width left")
    func horizontalEdge() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.blue.safeAreaInset(edge: .leading, alignment: .top, spacing: 10) { Color.red.frame(width: 40, height: 30) }
        }
        try #require(probe.frames.count == 2)
        expectFrame(probe.frames[0], CGRect(x: 0, y: 0, width: 40, height: 30), tolerance: 1e-6, "the inset, at the top")
        expectFrame(probe.frames[1], CGRect(x: 50, y: 0, width: 150, height: 100), tolerance: 1e-6, "the view")
        let image = try probe.image()
        expectPixel(image, x: 20, y: 15, Pixel.red)
        expectPixel(image, x: 120, y: 50, Pixel.blue)
    }
}
