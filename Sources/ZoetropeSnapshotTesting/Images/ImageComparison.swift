import CairoRasterizer
import Foundation
import SceneCore

/// Two images compared pixel by pixel, as swift-snapshot-testing's image strategies compare them:
/// a pixel matches when it looks the same within `perceptualPrecision`, and the images match when
/// at least `precision` of their pixels do.
struct ImageComparison {
    /// The recorded image.
    let reference: RasterImage
    /// The image just drawn.
    let actual: RasterImage
    /// The fraction of pixels that must match, 0…1; 1 (every pixel) by default.
    let precision: Double
    /// How alike a pixel must look to match, 0…1: 1 is byte for byte; below 1 a pixel matches
    /// when its colour difference ΔE is at most `(1 − perceptualPrecision) × 100`.
    let perceptualPrecision: Double

    /// Why the images do not match, and a picture of where they differ; `nil` when they match.
    ///
    /// The message reads `1,204 of 160,000 pixels differ (0.75%, at most 0% may); the first at
    /// (212, 33): rgba(255, 149, 0, 255) → rgba(255, 255, 255, 255); the largest, ΔE 61.3, at (240, 50)`.
    /// The difference image is the absolute difference of every channel (black where they are
    /// the same), opaque, so differences show bright on black.
    func mismatch() -> (message: String, difference: RasterImage?)? {
        guard reference != actual else { return nil }
        guard reference.width == actual.width, reference.height == actual.height else {
            let recorded = reference.width == 0 || reference.height == 0
                ? "the reference is empty or not a PNG this can read" : "the reference is \(reference.width)×\(reference.height)"
            return ("the image is \(actual.width)×\(actual.height); \(recorded)", nil)
        }
        let threshold = (1 - perceptualPrecision) * 100
        var differing = 0
        var first: (x: Int, y: Int)?
        var worst: (x: Int, y: Int, deltaE: Double)?
        var difference = [UInt8](repeating: 0, count: actual.pixels.count)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let offset = (y * actual.width + x) * 4
                guard (0..<4).contains(where: { reference.pixels[offset + $0] != actual.pixels[offset + $0] }) else {
                    difference[offset + 3] = 255
                    continue
                }
                for channel in 0..<3 {
                    let (a, b) = (Int(reference.pixels[offset + channel]), Int(actual.pixels[offset + channel]))
                    difference[offset + channel] = UInt8(abs(a - b))
                }
                difference[offset + 3] = 255
                let deltaE = ColorDifference.deltaE(reference.pixel(x: x, y: y), actual.pixel(x: x, y: y))
                guard perceptualPrecision >= 1 || deltaE > threshold else { continue }
                differing += 1
                if first == nil { first = (x, y) }
                if worst.map({ deltaE > $0.deltaE }) ?? true { worst = (x, y, deltaE) }
            }
        }
        let total = actual.width * actual.height
        guard let first, let worst, Double(differing) > Double(total) * (1 - precision) else { return nil }
        var message = "\(grouped(differing)) of \(grouped(total)) pixels differ (\(percent(differing, of: total)), "
            + "at most \(percent(1 - precision)) may"
        if perceptualPrecision < 1 { message += ", each by more than ΔE \(rounded(threshold))" }
        message += "); the first at (\(first.x), \(first.y)): \(reference.pixel(x: first.x, y: first.y)) → "
            + "\(actual.pixel(x: first.x, y: first.y)); the largest, ΔE \(rounded(worst.deltaE)), at (\(worst.x), \(worst.y))"
        return (message, RasterImage(width: actual.width, height: actual.height, pixels: difference))
    }

    private func percent(_ part: Int, of total: Int) -> String {
        percent(Double(part) / Double(max(total, 1)))
    }

    private func percent(_ fraction: Double) -> String {
        "\(rounded(fraction * 100))%"
    }

    /// At most two decimals: `0.75`, `61.3`, `2`.
    private func rounded(_ value: Double) -> String {
        NumberText.describe(value, decimals: 2)
    }

    /// `160,000`.
    private func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
