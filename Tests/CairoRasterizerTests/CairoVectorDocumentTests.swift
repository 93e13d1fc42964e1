import Foundation
import FrameRendering
import Testing
@testable import CairoRasterizer

@Suite("CairoVectorDocument")
struct CairoVectorDocumentTests {
    static let list = DisplayList(
        canvasSize: CGSize(width: 120, height: 80), background: .white,
        items: [.shape(ShapeItem(kind: .roundedRectangle(cornerRadius: 6), center: CGPoint(x: 60, y: 40),
                                 size: CGSize(width: 50, height: 30), rotation: 0.3, fill: RGBAColor(red: 1, green: 0.6, blue: 0),
                                 opacity: 0.7, label: TextLabel(text: "7", fontSize: 14)))])

    @Test("the same display list gives the same SVG bytes, however many were drawn before it")
    func svgIsDeterministic() throws {
        let first = try CairoVectorDocument.document(of: Self.list, as: .svg)
        _ = try CairoVectorDocument.document(of: Self.list, as: .svg)
        let third = try CairoVectorDocument.document(of: Self.list, as: .svg)
        #expect(first == third)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.contains("width=\"120px\"") && text.contains("id=\"surface1\""))
    }

    @Test("renumbering keeps every reference to an id pointing at the same id")
    func renumbering() {
        let svg = Array(##"<g id="surface57"/><use xlink:href="#surface57"/><g id="surface9"/><path d="surface"/>"##.utf8)
        let renumbered = String(decoding: CairoVectorDocument.numberingSurfacesInOrder(svg), as: UTF8.self)
        #expect(renumbered == ##"<g id="surface1"/><use xlink:href="#surface1"/><g id="surface2"/><path d="surface"/>"##)
    }

    @Test("a PDF has a page per display list and a fixed creation date; an SVG takes one")
    func pdfPages() throws {
        var bytes: [UInt8] = []
        let document = try CairoVectorDocument(kind: .pdf, size: Self.list.canvasSize) { bytes.append(contentsOf: $0); return true }
        for _ in 0..<3 { try document.draw(Self.list) }
        try document.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/Count 3") && text.contains("/CreationDate (20000101000000Z)"))
        let svg = try CairoVectorDocument(kind: .svg, size: Self.list.canvasSize) { _ in true }
        try svg.draw(Self.list)
        #expect(throws: CairoError.self) { try svg.draw(Self.list) }
    }

    @Test("a failing output fails the document")
    func failingOutput() throws {
        let document = try CairoVectorDocument(kind: .pdf, size: Self.list.canvasSize) { _ in false }
        #expect(throws: CairoError.self) {
            try document.draw(Self.list)
            try document.finish()
        }
    }
}
