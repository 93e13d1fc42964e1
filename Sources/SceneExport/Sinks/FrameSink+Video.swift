import CairoRasterizer
import FrameComposition
import FrameRendering
import Foundation
import SceneCore

/// A video (or animated image) format that ffmpeg writes from a render's frames.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, `yuv420p`, with the index at the front (`+faststart`) so it plays while loading;
    /// libx264 tuned for animation (`-tune animation`: more reference and B-frames, less
    /// psychovisual noise, which suits flat colours and sharp edges) at the preset `--preset` names,
    /// on one thread (the same bytes on every machine). Frames reach ffmpeg as `yuv420p`, BT.601
    /// limited range, tagged so (``YUV420Converter``, on the render's workers).
    case mp4
    /// VP9 in WebM, `yuv420p` converted on the workers as for MP4, constant quality; libvpx's `good` deadline at `-cpu-used 4`, its
    /// rows encoded in parallel (`-row-mt 1`: the same bytes, sooner).
    case webm
    /// An animated GIF: each frame with its own 256-colour palette, made from that frame's colours
    /// (ffmpeg's `palettegen`, then `paletteuse`, frame by frame, so nothing waits for the last
    /// frame), rather than one fixed palette dithered over everything. Not dithered: drawn frames
    /// rarely have more than 256 colours, and without dithering the GIF is smaller, closer to the
    /// frames and made in half the time (a gradient may show faint bands). GIF delays are whole
    /// hundredths of a second, so 30 fps alternates delays of 3 and 4.
    case gif
    /// An animated PNG: lossless, 8-bit RGBA, looping for ever; larger than a GIF, without its
    /// 256-colour limit.
    case apng

    /// Whether `--crf` means anything for the format.
    public var takesCRF: Bool { self == .mp4 || self == .webm }

    /// The default constant-rate factor: lower is better and larger.
    public var defaultCRF: Int {
        switch self {
        case .mp4: 23
        case .webm: 31
        case .gif, .apng: 0
        }
    }

    /// The constant-rate factors the codec accepts.
    public var crfRange: ClosedRange<Int> {
        switch self {
        case .mp4: 0...51
        case .webm: 0...63
        case .gif, .apng: 0...0
        }
    }

    /// Whether frames reach ffmpeg as `yuv420p`, converted on the render's workers
    /// (``YUV420Converter``), rather than as cairo's pixels.
    var takesYUV420: Bool { self == .mp4 || self == .webm }

    /// ffmpeg's filters from the input frames to what the encoder takes.
    func filterArguments() -> [String] {
        switch self {
        case .mp4, .webm, .apng:
            return []
        case .gif:
            return ["-filter_complex", "[0:v]split[frames][stats];[stats]palettegen=stats_mode=single:reserve_transparent=0[palette];"
                        + "[frames][palette]paletteuse=new=1:dither=none"]
        }
    }

    /// How the `yuv420p` frames were made (``YUV420Converter``), written into the stream so that
    /// players need not guess (some take BT.709 for HD video without tags).
    static let colourTags = ["-colorspace", "smpte170m", "-color_range", "tv"]

    /// ffmpeg's encoder and its settings, for a constant-rate factor and (MP4 only) libx264's preset.
    func codecArguments(crf: Int, preset: VideoPreset) -> [String] {
        switch self {
        case .mp4:
            // One encoding thread: libx264's frame threads change the bytes with their number
            // (ffmpeg's default follows the machine's cores) and, on a render whose workers keep
            // the cores busy, cost CPU time in waiting for each other.
            ["-c:v", "libx264", "-preset", preset.rawValue, "-tune", "animation", "-crf", "\(crf)", "-threads", "1"]
                + (preset.x264Parameters.map { ["-x264-params", $0] } ?? [])
                + ["-pix_fmt", "yuv420p"] + Self.colourTags + ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            ["-c:v", "libvpx-vp9", "-crf", "\(crf)", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
             "-pix_fmt", "yuv420p"] + Self.colourTags + ["-f", "webm"]
        case .gif:
            ["-c:v", "gif", "-f", "gif"]
        case .apng:
            ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
        }
    }
}

extension FrameSink {
    /// How to install ffmpeg, for the error when it is missing.
    static let ffmpegAdvice = "install it with `sudo apt-get install ffmpeg` (script/bootstrap does), or put it on PATH"

    /// A video (or animated GIF) of every frame, in order, one video frame per scene frame at the
    /// scene's frame rate,
    /// encoded by ffmpeg from the frames' raw pixels (drawn on the render's workers).
    ///
    /// `yuv420p` needs even sides, so a canvas with an odd width or height is padded by one pixel of
    /// the background colour on the right or at the bottom. Videos have no alpha: a transparent
    /// background shows black.
    /// - Parameters:
    ///   - format: MP4 (H.264) or WebM (VP9).
    ///   - fileName: The file's name in the output folder, such as `wheel.mp4`.
    ///   - crf: The constant-rate factor; the format's default when `nil`.
    ///   - preset: libx264's preset, for MP4 (other formats have none); ``VideoPreset/mp4Default``
    ///     when `nil`.
    /// - Returns: The sink; it needs ffmpeg on `PATH` (exit 69 before any work when it is missing).
    public static func video(_ format: VideoFormat, fileName: String, crf: Int? = nil, preset: VideoPreset? = nil) -> FrameSink {
        let quality = crf ?? format.defaultCRF
        let speed = preset ?? .mp4Default
        return FrameSink(
            name: format.rawValue,
            settings: [format.rawValue: ((format.takesYUV420 ? ["yuv420p", YUV420Converter.name] : [])
                                         + format.filterArguments() + format.codecArguments(crf: quality, preset: speed))
                        .joined(separator: " "),
                       "ffmpeg": ffmpegVersion()],
            wholeRenderFile: fileName,
            needs: Needs(drawing: true, minimumFrames: 2, check: { () throws(RenderError) in
                guard format.crfRange.contains(quality) else {
                    throw .unsupported(format.takesCRF
                        ? "--crf \(quality): \(format.rawValue) takes a constant-rate factor from \(format.crfRange.lowerBound) "
                            + "to \(format.crfRange.upperBound)"
                        : "--crf \(quality): \(format.rawValue) has no constant-rate factor; its quality is its palettes")
                }
                if let preset, format != .mp4 {
                    throw .unsupported("--preset \(preset.rawValue): it sets libx264's speed for mp4, and \(format.rawValue) is not encoded by it")
                }
                _ = try ExternalProgram.find("ffmpeg", advice: ffmpegAdvice)
            }),
            makeEncoder: { scene in format.takesYUV420 ? YUV420Encoder(padding: scene.background) as any FrameEncoding : RawPixelEncoder() },
            start: { start throws(RenderError) in
                try VideoStreamWriter(format: format, crf: quality, preset: speed, destination: start.destination, scene: start.scene,
                                      size: start.drawnSize)
            })
    }

    /// `ffmpeg version 5.1.6-0+deb12u1`, or `none` when there is no ffmpeg: the encoder's version
    /// decides a video's bytes, so manifests record it. Read from the program file itself where it
    /// is small and holds the line `ffmpeg -version` prints (`%s version 5.1.6-0+deb12u1`), as
    /// Debian's does: starting ffmpeg costs about 60 ms of CPU (loading its libraries), a tenth of a
    /// 1080p MP4's. Otherwise ffmpeg is run and asked.
    static func ffmpegVersion() -> String {
        guard let ffmpeg = try? ExternalProgram.find("ffmpeg", advice: ffmpegAdvice) else { return "none" }
        if let version = versionInFile(ffmpeg.url) { return "ffmpeg version " + version }
        guard let text = try? ffmpeg.output(["-hide_banner", "-version"]) else { return "none" }
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown"
        return firstLine.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The version ffmpeg prints, from its program file: the text after the one `%s version `
    /// in it, up to the string's end. `nil` for a file over 4 MB (a static build; reading it
    /// would cost more than running it), a script, or any doubt.
    static func versionInFile(_ url: URL) -> String? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size <= 4_000_000,
              let bytes = try? Data(contentsOf: url) else { return nil }
        let marker = Data("%s version ".utf8)
        guard let found = bytes.range(of: marker), bytes.range(of: marker, in: found.upperBound..<bytes.endIndex) == nil else { return nil }
        let version = bytes[found.upperBound...].prefix { $0 != 0 }
        guard (1...64).contains(version.count), version.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") }) else { return nil }
        return String(decoding: version, as: UTF8.self)
    }
}

/// Draws frames on one reused canvas and hands over their pixels as cairo holds them.
private final class RawPixelEncoder: FrameEncoding {
    private let canvas = ReusableCanvas()

    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        try canvas.draw(frame).nativePixelBytes()
    }
}

/// Draws frames on one reused canvas and hands them over converted to `yuv420p`.
private final class YUV420Encoder: FrameEncoding {
    private let canvas = ReusableCanvas()
    private let padding: RGBAColor
    private var converter: YUV420Converter?

    init(padding: RGBAColor) {
        self.padding = padding
    }

    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        let drawn = try canvas.draw(frame)
        let converter = converter.flatMap { $0.width == drawn.width && $0.height == drawn.height ? $0 : nil }
            ?? YUV420Converter(width: drawn.width, height: drawn.height, padding: padding)
        self.converter = converter
        return drawn.withNativePixels { base, stride in converter.convert(UnsafeRawPointer(base), stride: stride) }
    }
}

/// Pipes raw frames into ffmpeg, which writes the video at the destination.
private final class VideoStreamWriter: FrameSinkWriter {
    private let pipe: FFmpegPipe
    private let destination: URL

    init(format: VideoFormat, crf: Int, preset: VideoPreset, destination: URL, scene: Scene, size: CGSize) throws(RenderError) {
        let ffmpeg = try ExternalProgram.find("ffmpeg", advice: FrameSink.ffmpegAdvice)
        // The frames' pixels, as the canvas that draws them rounds a size up.
        let width = Int(Double(size.width).rounded(.up))
        let height = Int(Double(size.height).rounded(.up))
        let rate = scene.clock.rate
        let input = format.takesYUV420
            ? (pixels: "yuv420p", width: width + width % 2, height: height + height % 2)
            : (pixels: Self.nativePixelFormat, width: width, height: height)
        var arguments = ["-hide_banner", "-loglevel", "error",
                         "-f", "rawvideo", "-pix_fmt", input.pixels, "-video_size", "\(input.width)x\(input.height)",
                         "-framerate", "\(rate.numerator)/\(rate.denominator)", "-i", "pipe:0", "-an"]
        arguments += format.filterArguments()
        arguments += ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        arguments += format.codecArguments(crf: crf, preset: preset) + ["-y", destination.path]
        self.destination = destination
        pipe = try FFmpegPipe(ffmpeg, arguments: arguments)
    }

    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
        guard let encoded else { throw .internalFailure("frame \(frame.frame) reached the video without its pixels") }
        try pipe.write(encoded)
    }

    func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)? {
        guard case .completed = outcome else {
            pipe.abandon()
            unlink(destination.path)
            return nil
        }
        do throws(RenderError) {
            try pipe.finish()
        } catch {
            unlink(destination.path)
            throw error
        }
        return nil
    }

    /// cairo's pixel words in memory, as ffmpeg names them.
    private static var nativePixelFormat: String {
        #if _endian(little)
        "bgra"
        #else
        "argb"
        #endif
    }
}
