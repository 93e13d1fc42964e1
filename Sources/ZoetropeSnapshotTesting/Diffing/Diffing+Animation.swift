import CairoRasterizer
import Foundation
import SceneExport
import SnapshotTesting

extension Diffing where Value == Data {
    /// Animated files (GIF, APNG) stored as they are and compared frame by frame: the same bytes
    /// match at once; otherwise both are decoded with ffmpeg and must have as many frames, each
    /// matching within `perceptualPrecision`.
    /// - Parameter perceptualPrecision: How alike a pixel must look to match, 0…1.
    /// - Returns: The diffing.
    public static func animation(perceptualPrecision: Double) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { (reference: Data, actual: Data) -> (String, [DiffAttachment])? in
            guard reference != actual else { return nil }
            let frames: (reference: [RasterImage], actual: [RasterImage])
            do {
                frames = (try decode(reference), try decode(actual))
            } catch {
                return ("the animations differ byte for byte and could not be decoded to compare their frames: \(error)", [])
            }
            guard frames.reference.count == frames.actual.count else {
                return ("the animation has \(frames.actual.count) frames; the reference has \(frames.reference.count)", [])
            }
            for (index, pair) in zip(frames.reference, frames.actual).enumerated() {
                let comparison = ImageComparison(reference: pair.0, actual: pair.1, precision: 1, perceptualPrecision: perceptualPrecision)
                guard let (message, difference) = comparison.mismatch() else { continue }
                let report: (attachments: [DiffAttachment], sentence: String) =
                    difference.map { DifferenceReport.attach($0, named: "difference-frame-\(index).png") } ?? ([], "")
                return ("frame \(index) of \(frames.actual.count): \(message).\(report.sentence)", report.attachments)
            }
            return nil
        }
    }

    /// The frames of an animated file's bytes.
    private static func decode(_ data: Data) throws -> [RasterImage] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-animation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        return try AnimationDecoder.frames(of: file)
    }
}
