import CairoRasterizer
import Foundation
import SnapshotTesting

extension Diffing where Value == RasterImage {
    /// Images stored as PNG and compared pixel by pixel.
    ///
    /// A failure says how many pixels differ, the first and the most different one, and attaches
    /// an image of the difference (see ``Snapshotting/frame(_:precision:perceptualPrecision:)``).
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match, 0…1; 1 by default.
    ///   - perceptualPrecision: How alike a pixel must look to match, 0…1: 1 (the default) is
    ///     byte for byte; 0.98 lets each pixel differ by a colour difference ΔE of 2, about what
    ///     the eye can tell apart, as swift-snapshot-testing's own `perceptualPrecision` does.
    /// - Returns: The diffing.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        Diffing.diff(
            toData: { image in (try? PNGEncoder.encode(image)).map { Data($0) } ?? Data() },
            // An unreadable reference reads as the empty image, and the comparison says so.
            fromData: { data in (try? PNGDecoder.decode([UInt8](data))) ?? .empty },
            diffV2: { reference, actual in
                let comparison = ImageComparison(reference: reference, actual: actual, precision: precision,
                                                 perceptualPrecision: perceptualPrecision)
                guard let (message, difference) = comparison.mismatch() else { return nil }
                guard let difference else { return (message, []) }
                let (attachments, sentence) = DifferenceReport.attach(difference, named: "difference.png")
                return (message + "." + sentence, attachments)
            })
    }
}
