import Foundation

/// A Gaussian blur of premultiplied 8-bit pixels, approximated by three successive box blurs
/// across and three down, as the Filter Effects specification lets `feGaussianBlur` be drawn:
/// for a standard deviation σ the box is d = ⌊σ · 3√(2π) / 4 + 0.5⌋ pixels; an odd d is three
/// centred boxes of d, an even d two boxes of d centred half a pixel to either side and one of
/// d + 1. The result is within a few per cent of the Gaussian.
struct BoxBlur {
    /// The box width d for a standard deviation of `sigma` pixels; 0 or 1 blurs nothing.
    let width: Int
    /// Whether pixels past the edges repeat the edge's (an opaque blur), rather than being clear.
    let clampsEdges: Bool

    /// A blur of standard deviation `sigma` pixels.
    /// - Parameters:
    ///   - sigma: The Gaussian's standard deviation, in pixels; negative or NaN blurs nothing.
    ///   - clampsEdges: Whether pixels past the edges repeat the edge's.
    init(sigma: Double, clampsEdges: Bool = false) {
        width = sigma.isFinite && sigma > 0 ? Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) : 0
        self.clampsEdges = clampsEdges
    }

    /// How far the blur reaches past a pixel, in pixels: the three boxes' half widths.
    var reach: Int { width < 2 ? 0 : 3 * (width / 2) + 1 }

    /// The windows of the three boxes: pixels before and after the output pixel each sums.
    private var boxes: [(before: Int, after: Int)] {
        guard width >= 2 else { return [] }
        if width % 2 == 1 {
            let half = (width - 1) / 2
            return Array(repeating: (half, half), count: 3)
        }
        let half = width / 2
        return [(half, half - 1), (half - 1, half), (half, half)]
    }

    /// Blurs four-byte pixels in place.
    /// - Parameters:
    ///   - pixels: The first byte of the first row.
    ///   - width: Pixels per row.
    ///   - height: Rows.
    ///   - stride: Bytes from one row to the next.
    /// - Complexity: O(width × height) per box, whatever the radius.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let boxes = boxes
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var result = [Int](repeating: 0, count: max(width, height))
        for channel in 0..<4 {
            for row in 0..<height {
                blurLine(pixels + row * stride + channel, count: width, step: 4, boxes: boxes, line: &line, result: &result)
            }
            for column in 0..<width {
                blurLine(pixels + column * 4 + channel, count: height, step: stride, boxes: boxes, line: &line, result: &result)
            }
        }
    }

    /// Blurs one row or column of one channel: `count` bytes `step` apart.
    private func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, boxes: [(before: Int, after: Int)],
                          line: inout [Int], result: inout [Int]) {
        for index in 0..<count { line[index] = Int(start[index * step]) }
        for box in boxes {
            boxPass(line, into: &result, count: count, before: box.before, after: box.after)
            swap(&line, &result)
        }
        for index in 0..<count { start[index * step] = UInt8(min(max(line[index], 0), 255)) }
    }

    /// One box: each value the rounded mean of the values from `before` ahead of it to `after`
    /// past it, outside values clear or the edge's.
    private func boxPass(_ values: [Int], into output: inout [Int], count: Int, before: Int, after: Int) {
        let size = before + after + 1
        func value(_ index: Int) -> Int {
            if index >= 0 && index < count { return values[index] }
            return clampsEdges ? values[min(max(index, 0), count - 1)] : 0
        }
        var sum = 0
        for index in -before...after { sum += value(index) }
        for index in 0..<count {
            output[index] = (sum + size / 2) / size
            sum += value(index + after + 1) - value(index - before)
        }
    }
}
