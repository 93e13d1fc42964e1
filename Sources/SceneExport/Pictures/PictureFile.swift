import FileAccess
import CairoRasterizer
import FrameRendering
import Foundation

/// One picture (a display list) written to a file whose extension says what it is: `.png`,
/// `.svg` or `.pdf`. What `zoetrope still`, `sheet` and `plot` write.
public enum PictureFile {
    /// The kinds of picture file.
    public enum Kind: String, CaseIterable, Sendable {
        /// A PNG, drawn by cairo and encoded by libpng.
        case png
        /// An SVG, drawn by cairo's SVG surface.
        case svg
        /// A one-page PDF, drawn by cairo's PDF surface.
        case pdf
    }

    /// The kind of picture a file name asks for.
    /// - Parameter url: The file.
    /// - Returns: Its kind, from its extension (in any case).
    /// - Throws: ``RenderError/unsupported(_:)`` naming the extension and the ones accepted.
    public static func kind(of url: URL) throws(RenderError) -> Kind {
        let pathExtension = url.pathExtension.lowercased()
        guard let kind = Kind(rawValue: pathExtension) else {
            let accepted = Kind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
            throw .unsupported("\(url.relativePath): \(pathExtension.isEmpty ? "the file name has no extension" : "'.\(pathExtension)' is not a picture this writes"); "
                               + "name a file ending in \(accepted)")
        }
        return kind
    }

    /// The bytes of a picture file of `kind`.
    /// - Parameters:
    ///   - list: The picture.
    ///   - kind: What to write.
    ///   - compression: PNG compression (a PNG only).
    ///   - url: The file the bytes are for, named in messages; nothing is written there.
    /// - Returns: The file's bytes.
    /// - Throws: ``RenderError/picture(path:reason:)`` when it cannot be drawn or encoded.
    public static func draw(_ list: DisplayList, as kind: Kind, compression: PNGEncodingOptions, url: URL) throws(RenderError) -> [UInt8] {
        let canvas: CairoCanvas
        do throws(CairoError) {
            switch kind {
            case .svg: return try CairoVectorDocument.document(of: list, as: .svg)
            case .pdf: return try CairoVectorDocument.document(of: list, as: .pdf)
            case .png:
                canvas = try CairoCanvas(size: list.canvasSize)
                try canvas.draw(list)
            }
        } catch {
            throw .picture(path: url.relativePath, reason: error.description)
        }
        do throws(PNGError) {
            return try PNGEncoder.encode(canvas, options: compression)
        } catch {
            throw .picture(path: url.relativePath, reason: error.description)
        }
    }

    /// Draws a display list into a file, all at once (written beside, then renamed into place).
    /// - Parameters:
    ///   - list: The picture.
    ///   - url: The file; its extension says what to write. Its folder is created if missing.
    ///   - compression: PNG compression.
    /// - Throws: ``RenderError``; nothing is left at `url` or beside it when it throws.
    public static func write(_ list: DisplayList, to url: URL, compression: PNGEncodingOptions = .fast) throws(RenderError) {
        let kind = try kind(of: url)
        let bytes = try draw(list, as: kind, compression: compression, url: url)
        try OutputFolder.makeFolders(url.deletingLastPathComponent())
        do {
            try BinaryFile.writeAtomically(bytes, to: url)
        } catch {
            throw .output(path: url.relativePath, reason: error.reason)
        }
    }
}
