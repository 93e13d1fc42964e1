import CairoRasterizer
import FrameComposition
import Foundation
import SceneCore

extension FrameSink {
    /// The name of frame `frame`'s SVG file: `frame_000042.svg`.
    public static func svgFileName(frame: Int) -> String {
        String(pngFileName(frame: frame).dropLast(4)) + ".svg"
    }

    /// An SVG file per frame, `frame_000000.svg`, …: the frame's display list drawn by cairo's SVG
    /// surface on the render's workers, text as glyph outlines so it looks the same everywhere.
    ///
    /// cairo 1.16's SVG surface loses about 490 bytes for every group it composites (measured with
    /// a C program: 16,000 groups, +7.8 MB; its PDF surface loses none), and a translucent view
    /// with a label is one group a frame; ``FrameSink/memoryLostPerGroup`` says so, so that the
    /// render's budget can refuse a render that would lose too much.
    public static let svg: FrameSink = {
        var sink = FrameSink(
            name: "svg",
            settings: ["svg": "cairo SVG surface, px units", "libraries": PNGEncoder.libraryVersions],
            perFrame: PerFrameFiles(fileName: svgFileName(frame:)) { SVGFrameEncoder() })
        sink.memoryLostPerGroup = 512
        return sink
    }()

    /// One PDF with a page per frame, in order, drawn by cairo's PDF surface with the font embedded.
    /// - Parameter fileName: The file's name in the output folder, such as `wheel.pdf`.
    /// - Returns: The sink. A PDF is one piece, so it cannot be made in shards.
    public static func pdf(fileName: String) -> FrameSink {
        FrameSink(
            name: "pdf",
            settings: ["pdf": "cairo PDF surface, a page per frame", "libraries": PNGEncoder.libraryVersions],
            wholeRender: WholeRenderFile(
                fileName: fileName, needsDrawing: true,
                makeWriter: { destination, _, drawnSize throws(RenderError) in try PDFStreamWriter(destination: destination, size: drawnSize) },
                joinParts: { _, _ throws(RenderError) in throw .unsupported("a pdf cannot be joined from shards") }),
            supportsShards: false)
    }
}

/// Draws each frame as a whole SVG document.
private final class SVGFrameEncoder: FrameEncoding {
    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        guard let list = frame.displayList else {
            throw .internalFailure("frame \(frame.frame) was composed without its display list")
        }
        do throws(CairoError) {
            return try CairoVectorDocument.document(of: list, as: .svg)
        } catch {
            throw .drawing(frame: frame.frame, error)
        }
    }
}

/// Draws each frame as the next page of a PDF streamed to a file.
private final class PDFStreamWriter: FrameStreamWriting {
    private let file: StreamFile
    private let document: CairoVectorDocument
    private let failure = Failure()

    /// The first error writing the file, kept from cairo's write callback.
    private final class Failure {
        var error: RenderError?
    }

    init(destination: URL, size: CGSize) throws(RenderError) {
        let file = try StreamFile(url: destination)
        let failure = self.failure
        do throws(CairoError) {
            document = try CairoVectorDocument(kind: .pdf, size: size) { chunk in
                do throws(RenderError) {
                    try file.write(chunk)
                    return true
                } catch {
                    failure.error = error
                    return false
                }
            }
        } catch {
            file.abandon()
            throw .drawing(frame: 0, error)
        }
        self.file = file
    }

    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
        guard let list = frame.displayList else {
            throw .internalFailure("frame \(frame.frame) reached the PDF without its display list")
        }
        do throws(CairoError) {
            try document.draw(list)
        } catch {
            throw failure.error ?? .drawing(frame: frame.frame, error)
        }
    }

    func finish() throws(RenderError) {
        do throws(CairoError) {
            try document.finish()
        } catch {
            throw failure.error ?? .internalFailure("the PDF could not be finished: \(error)")
        }
        try file.close()
    }

    func abandon() { file.abandon() }
}
