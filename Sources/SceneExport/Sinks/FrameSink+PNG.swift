import CairoRasterizer
import FrameComposition

extension FrameSink {
    /// The name of frame `frame`'s PNG file: `frame_000042.png` (six digits at least).
    /// - Parameter frame: The frame number.
    /// - Returns: The file name.
    public static func pngFileName(frame: Int) -> String {
        let digits = String(frame)
        return "frame_" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// A PNG file per frame, `frame_000000.png`, `frame_000001.png`, …, drawn with cairo on a
    /// canvas each worker reuses, and encoded as `options` say (``PNGEncodingOptions/encoderDescription``:
    /// Zoetrope's run-length encoder or libdeflate for opaque frames, libpng otherwise).
    /// - Parameter options: PNG compression; ``PNGEncodingOptions/fast`` by default.
    /// - Returns: The sink.
    public static func png(_ options: PNGEncodingOptions = .fast) -> FrameSink {
        FrameSink(
            name: "png",
            settings: ["png": options.encoderDescription,
                       "libraries": PNGEncoder.libraryVersions],
            filePerFrame: pngFileName(frame:)) { _ in PNGFrameEncoder(options: options) }
    }
}

/// Draws frames on one reused canvas and encodes them as PNG.
private final class PNGFrameEncoder: FrameEncoding {
    let options: PNGEncodingOptions
    private let canvas = ReusableCanvas()
    /// The worker's compressor and buffers, made on first use.
    private var writer: DeflatePNGWriter?

    init(options: PNGEncodingOptions) {
        self.options = options
    }

    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        let drawn = try canvas.draw(frame)
        do throws(PNGError) {
            let writer: DeflatePNGWriter
            if let existing = self.writer {
                writer = existing
            } else {
                writer = try DeflatePNGWriter(options: options)
                self.writer = writer
            }
            return try writer.encode(drawn)
        } catch {
            throw .png(frame: frame.frame, error)
        }
    }
}
