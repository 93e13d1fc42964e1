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
    /// with a label is one group a frame; the sink's budget check bounds what a render would lose
    /// by ``SceneCore/WorkBudget/lostMemory``.
    public static let svg = FrameSink(
        name: "svg",
        settings: ["svg": "cairo SVG surface, px units", "libraries": PNGEncoder.libraryVersions],
        filePerFrame: svgFileName(frame:),
        needs: Needs(drawing: true, budget: checkSVGLostMemory)) { _ in SVGFrameEncoder() }

    /// Bytes cairo 1.16's SVG surface loses for each group it composites (about 490, measured).
    private static let svgBytesLostPerGroup = 512

    /// Refuses an SVG render that would lose more memory inside cairo than the budget allows: a
    /// view that fades with its label is drawn as one group a frame.
    private static func checkSVGLostMemory(_ work: Workload) throws(SceneError) {
        let grouped = work.scene.views.filter { $0.label != nil && $0.opacity < 1 }.count
        let (groups, overflow) = grouped.multipliedReportingOverflow(by: work.frames)
        try work.budget.checkLostMemory(groups: overflow ? .max : groups, bytesEach: svgBytesLostPerGroup, output: "svg",
                                        file: work.scene.origin)
    }

    /// One PDF with a page per frame, in order, drawn by cairo's PDF surface with the font embedded.
    /// - Parameter fileName: The file's name in the output folder, such as `wheel.pdf`.
    /// - Returns: The sink. A PDF is one piece, so it cannot be made in shards.
    public static func pdf(fileName: String) -> FrameSink {
        FrameSink(
            name: "pdf",
            settings: ["pdf": "cairo PDF surface, a page per frame", "libraries": PNGEncoder.libraryVersions],
            wholeRenderFile: fileName, needs: Needs(drawing: true),
            start: { start throws(RenderError) in try PDFStreamWriter(destination: start.destination, size: start.drawnSize) })
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
private final class PDFStreamWriter: FrameSinkWriter {
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
            file.discard()
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

    func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)? {
        guard case .completed = outcome else {
            file.discard()
            return nil
        }
        do throws(RenderError) {
            do throws(CairoError) {
                try document.finish()
            } catch {
                throw failure.error ?? .internalFailure("the PDF could not be finished: \(error)")
            }
            try file.close()
        } catch {
            file.discard()
            throw error
        }
        return nil
    }
}
