import CairoRasterizer
import Foundation

/// Reads the frames back out of an animated file (GIF, APNG or video) with ffmpeg: for comparing
/// two animations frame by frame, where their bytes may differ.
public enum AnimationDecoder {
    /// The most pixels over all frames decoded (64 M, 256 MiB of RGBA), so a long or large file
    /// cannot exhaust memory.
    public static let maximumPixels = 1 << 26

    /// Every frame of an animated file, as RGBA images, in order, one per frame stored (variable
    /// frame delays are not evened out by repeating frames).
    /// - Parameter file: The file.
    /// - Returns: The frames.
    /// - Throws: ``RenderError/unavailable(program:advice:)`` without ffmpeg;
    ///   ``RenderError/programFailed(program:status:output:)`` when it cannot read the file;
    ///   ``RenderError/unsupported(_:)`` when the frames are larger than ``maximumPixels``.
    public static func frames(of file: URL) throws(RenderError) -> [RasterImage] {
        let probe = try ExternalProgram.find("ffprobe", advice: FrameSink.ffmpegAdvice)
        let size = try probe.output(["-v", "error", "-select_streams", "v:0", "-count_frames",
                                     "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", file.path])
        let fields = size.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3, fields[0] > 0, fields[1] > 0, fields[2] >= 0 else {
            throw .programFailed(program: "ffprobe", status: 0, output: "no video stream with a size in \(file.lastPathComponent): \(size)")
        }
        let (width, height, count) = (fields[0], fields[1], fields[2])
        let (pixels, overflow) = (width * height).multipliedReportingOverflow(by: count)
        guard !overflow, pixels <= maximumPixels else {
            throw .unsupported("\(file.lastPathComponent) holds \(count) frames of \(width)×\(height), more than \(maximumPixels) pixels")
        }
        let ffmpeg = try ExternalProgram.find("ffmpeg", advice: FrameSink.ffmpegAdvice)
        let bytes = try ffmpeg.outputBytes(["-hide_banner", "-loglevel", "error", "-i", file.path, "-fps_mode", "passthrough",
                                            "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"])
        let frameBytes = width * height * 4
        guard bytes.count % frameBytes == 0 else {
            throw .programFailed(program: "ffmpeg", status: 0,
                                 output: "decoded \(bytes.count) bytes, not a whole number of \(width)×\(height) frames")
        }
        let all = [UInt8](bytes)
        return stride(from: 0, to: all.count, by: frameBytes).compactMap { start in
            RasterImage(width: width, height: height, pixels: Array(all[start..<(start + frameBytes)]))
        }
    }
}
