import Foundation

/// A 4 × 5 colour matrix applied to premultiplied 8-bit pixels in cairo's native ARGB32 order:
/// each pixel unpremultiplied, its red, green, blue and alpha (0…1) replaced by the rows applied
/// to them (four weights and an offset each), clamped, and premultiplied again, as SVG's
/// `feColorMatrix` does. Only pixels the group drew on are recoloured (the picture is the
/// group's ink), so a filter that adds alpha does not fill the canvas.
struct ColorMatrix {
    /// The rows: red, green, blue, alpha, five numbers each.
    let rows: [Double]

    init(_ rows: [Double]) {
        self.rows = rows
    }

    /// Recolours four-byte native-endian ARGB32 pixels in place.
    /// - Complexity: O(width × height).
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard rows.count == 20 else { return }
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                line[column] = recoloured(line[column])
            }
        }
    }

    private func recoloured(_ pixel: UInt32) -> UInt32 {
        let alpha = Double(pixel >> 24) / 255
        let unpremultiply = { (shift: UInt32) in alpha > 0 ? min(Double((pixel >> shift) & 0xFF) / 255 / alpha, 1) : 0 }
        let input = [unpremultiply(16), unpremultiply(8), unpremultiply(0), alpha]
        var output = [0.0, 0, 0, 0]
        for channel in 0..<4 {
            let base = channel * 5
            var value = rows[base + 4]
            for component in 0..<4 { value += rows[base + component] * input[component] }
            output[channel] = min(max(value.isNaN ? 0 : value, 0), 1)
        }
        let outAlpha = output[3]
        let byte = { (value: Double) in UInt32((value * 255).rounded()) }
        return byte(outAlpha) << 24 | byte(output[0] * outAlpha) << 16 | byte(output[1] * outAlpha) << 8 | byte(output[2] * outAlpha)
    }
}
