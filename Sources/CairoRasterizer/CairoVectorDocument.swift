import CCairo
import Foundation
import FrameRendering

/// A vector document, SVG or PDF, that display lists are drawn into with cairo's vector surfaces:
/// the same drawing as ``CairoCanvas``, as paths instead of pixels.
///
/// An SVG holds one display list; a PDF holds one page per display list drawn. Text is drawn as
/// glyph outlines in SVG and with the font embedded (a subset) in PDF, so both look the same
/// everywhere. The document's bytes go to the `write` closure as cairo produces them, and all of
/// them have gone when ``finish()`` returns. A PDF's creation date is fixed (2000-01-01), so the
/// same display lists always give the same bytes.
///
/// A document is not thread-safe: use each one from one task at a time.
public final class CairoVectorDocument {
    /// The kind of document.
    public enum Kind: String, Sendable {
        /// Scalable Vector Graphics, one display list.
        case svg
        /// Portable Document Format, a page per display list.
        case pdf
    }

    /// The kind of document.
    public let kind: Kind
    /// The page size in points.
    public let size: CGSize
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let output: VectorOutput
    private var pages = 0
    private var isFinished = false

    /// Starts a document.
    /// - Parameters:
    ///   - kind: SVG or PDF.
    ///   - size: The page size in points; each side from 1 to ``CairoCanvas/maximumSide``.
    ///   - write: Receives the document's bytes, in order; returns `false` to fail the document
    ///     (a full disk, say).
    /// - Throws: ``CairoError/invalidCanvasSize(size:)`` or ``CairoError/cairoFailure(operation:status:)``.
    public init(kind: Kind, size: CGSize, write: @escaping (UnsafeRawBufferPointer) -> Bool) throws(CairoError) {
        let sides = 1...Double(CairoCanvas.maximumSide)
        guard sides.contains(Double(size.width)), sides.contains(Double(size.height)) else {
            throw .invalidCanvasSize(size: "\(Double(size.width)) × \(Double(size.height))")
        }
        let output = VectorOutput(write: write)
        let closure = Unmanaged.passUnretained(output).toOpaque()
        let made: OpaquePointer? = switch kind {
        case .svg: cairo_svg_surface_create_for_stream(vectorWrite, closure, Double(size.width), Double(size.height))
        case .pdf: cairo_pdf_surface_create_for_stream(vectorWrite, closure, Double(size.width), Double(size.height))
        }
        guard let surface = made, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            made.map { cairo_surface_destroy($0) }
            throw .cairoFailure(operation: "creating a \(kind.rawValue) surface", status: "no surface")
        }
        if kind == .pdf {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Zoetrope")
        }
        if kind == .svg {
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        }
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairoFailure(operation: "creating a drawing context for a \(kind.rawValue) surface", status: "no context")
        }
        CairoCanvas.configureText(of: context)
        self.kind = kind
        self.size = size
        self.surface = surface
        self.context = context
        self.output = output
    }

    deinit {
        CairoFontLock.destroy(context)
        CairoFontLock.withLock { cairo_surface_destroy(surface) }
    }

    /// Draws a display list: the SVG's picture, or the PDF's next page.
    /// - Parameter list: The frame; its values are checked as ``CairoCanvas/draw(_:)`` checks them.
    /// - Throws: ``CairoError/invalidItemValue(field:value:expected:)`` before anything is drawn;
    ///   ``CairoError/cairoFailure(operation:status:)`` when cairo or the output fails, or when an
    ///   SVG is drawn twice.
    public func draw(_ list: DisplayList) throws(CairoError) {
        guard !isFinished, kind == .pdf || pages == 0 else {
            throw .cairoFailure(operation: "drawing a second picture into an SVG", status: "an SVG holds one")
        }
        let list = list.visibleItems()
        try list.validateForDrawing()
        DisplayItemPainter(context: context).paint(list)
        // Showing a page emits its fonts: under the font lock.
        if kind == .pdf { CairoFontLock.withLock { cairo_show_page(context) } }
        pages += 1
        try checkStatus(while: "drawing page \(pages)")
    }

    /// Completes the document: every byte has been written when it returns.
    /// - Throws: ``CairoError/cairoFailure(operation:status:)`` when cairo or the output fails.
    public func finish() throws(CairoError) {
        guard !isFinished else { return }
        isFinished = true
        // Finishing subsets and writes the document's fonts: under the font lock.
        CairoFontLock.withLock { cairo_surface_finish(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, !output.failed else {
            throw .cairoFailure(operation: "finishing the \(kind.rawValue) document",
                                status: output.failed ? "the output could not be written" : String(cString: cairo_status_to_string(status)))
        }
    }

    /// Draws one display list as a whole SVG or one-page PDF.
    /// - Parameters:
    ///   - list: The frame.
    ///   - kind: SVG or PDF.
    /// - Returns: The document's bytes.
    /// - Throws: ``CairoError``.
    public static func document(of list: DisplayList, as kind: Kind) throws(CairoError) -> [UInt8] {
        var bytes: [UInt8] = []
        let document = try CairoVectorDocument(kind: kind, size: list.canvasSize) { chunk in
            bytes.append(contentsOf: chunk)
            return true
        }
        try document.draw(list)
        try document.finish()
        return kind == .svg ? numberingSurfacesInOrder(bytes) : bytes
    }

    /// The SVG with cairo's `surfaceN` ids renumbered from 1 in the order they appear.
    ///
    /// cairo numbers surfaces with one counter for the whole process, so the same drawing made
    /// after other drawings (on another thread, or later) gets other ids; renumbering makes an SVG
    /// depend on its drawing alone. Every occurrence of an id (definitions and references) maps to
    /// the same new number.
    /// - Complexity: O(*n*) in the SVG's size.
    static func numberingSurfacesInOrder(_ svg: [UInt8]) -> [UInt8] {
        let prefix = Array("surface".utf8)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var result: [UInt8] = []
        result.reserveCapacity(svg.count)
        var index = 0
        while index < svg.count {
            guard svg[index] == prefix[0], index + prefix.count < svg.count,
                  svg[index..<(index + prefix.count)].elementsEqual(prefix) else {
                result.append(svg[index])
                index += 1
                continue
            }
            var end = index + prefix.count
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            guard end > index + prefix.count else {
                result.append(svg[index])
                index += 1
                continue
            }
            let digits = svg[(index + prefix.count)..<end]
            let number = numbers[digits] ?? (numbers.count + 1)
            numbers[digits] = number
            result += prefix
            result += Array(String(number).utf8)
            index = end
        }
        return result
    }

    private func checkStatus(while operation: String) throws(CairoError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS, !output.failed else {
            throw .cairoFailure(operation: operation,
                                status: output.failed ? "the output could not be written" : String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Where a vector surface's bytes go.
private final class VectorOutput {
    let write: (UnsafeRawBufferPointer) -> Bool
    var failed = false

    init(write: @escaping (UnsafeRawBufferPointer) -> Bool) {
        self.write = write
    }
}

/// cairo's write function for vector surfaces: hands the bytes to the document's output.
private func vectorWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let output = Unmanaged<VectorOutput>.fromOpaque(closure).takeUnretainedValue()
    guard !output.failed else { return CAIRO_STATUS_WRITE_ERROR }
    let accepted = output.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
    if !accepted { output.failed = true }
    return accepted ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}

@available(*, unavailable, message: "A CairoVectorDocument owns mutable C state; use it from one task at a time.")
extension CairoVectorDocument: Sendable {}
