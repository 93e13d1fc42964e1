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
    /// The difference image is a faded grey copy of the reference with every pixel that differs
    /// drawn over it in a strong colour: ``countedColour`` where it counts against `precision`,
    /// ``toleratedColour`` where it differs within `perceptualPrecision`. A thin change of outline
    /// reads at a glance.
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
        var difference = [UInt8](repeating: 255, count: actual.pixels.count)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let offset = (y * actual.width + x) * 4
                guard (0..<4).contains(where: { reference.pixels[offset + $0] != actual.pixels[offset + $0] }) else {
                    Self.fade(reference.pixel(x: x, y: y), into: &difference, at: offset)
                    continue
                }
                let deltaE = ColorDifference.deltaE(reference.pixel(x: x, y: y), actual.pixel(x: x, y: y))
                let counts = perceptualPrecision >= 1 || deltaE > threshold
                Self.paint(counts ? Self.countedColour : Self.toleratedColour, into: &difference, at: offset)
                guard counts else { continue }
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

    /// The colour of a pixel that differs and counts against `precision`: magenta, which no
    /// faded grey is.
    static let countedColour = RGBA8(red: 255, green: 0, blue: 255)
    /// The colour of a pixel that differs within `perceptualPrecision`: orange.
    static let toleratedColour = RGBA8(red: 255, green: 160, blue: 0)

    /// Writes `pixel` as a light grey (its luminance, three quarters of the way to white, over
    /// white where it is transparent), opaque.
    private static func fade(_ pixel: RGBA8, into image: inout [UInt8], at offset: Int) {
        let luminance = (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) / 255
        let covered = Double(pixel.alpha) / 255
        let grey = 1 - covered * (1 - luminance)
        let faded = UInt8((255 * (0.75 + 0.25 * grey)).rounded())
        image.replaceSubrange(offset..<offset + 4, with: [faded, faded, faded, 255])
    }

    /// Writes `colour`, opaque.
    private static func paint(_ colour: RGBA8, into image: inout [UInt8], at offset: Int) {
        image.replaceSubrange(offset..<offset + 4, with: [colour.red, colour.green, colour.blue, 255])
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
