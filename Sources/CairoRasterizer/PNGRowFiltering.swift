/// PNG's five row filters (PNG specification, section 9) on RGB rows, and a cheap choice among
/// them per row.
///
/// Rows are raw pointers into buffers the caller owns and has sized: the filters run on every byte
/// of every frame, where bounds checks would cost more than the filtering (measured with callgrind
/// in docs/performance.md).
enum PNGRowFiltering {
    /// PNG's filter types.
    static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

    /// The filter type among `types` whose output for `row` looks cheapest to compress: the smallest
    /// sum of the residuals' magnitudes (as signed bytes), libpng's heuristic, over every 16th
    /// pixel of the bytes `span`.
    /// - Parameters:
    ///   - row: The row's RGB bytes.
    ///   - above: The row above's RGB bytes (zeros for the first row).
    ///   - span: The bytes to look at, a range of whole pixels within the row.
    ///   - types: The filter types to choose from, not empty.
    /// - Returns: One of `types`; the first of those that tie.
    static func cheapestType(for row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, span: Range<Int>,
                             among types: [UInt8]) -> UInt8 {
        guard types.count > 1 else { return types.first ?? up }
        var costs = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
        let judgesNone = types.contains(none), judgesAverage = types.contains(average)
        for pixel in Swift.stride(from: span.lowerBound, to: span.upperBound, by: 48) {
            for index in pixel..<(pixel + 3) {
                let value = row[index], top = above[index]
                let left = index >= 3 ? row[index - 3] : 0, topLeft = index >= 3 ? above[index - 3] : 0
                costs.sub += magnitude(value &- left)
                costs.up += magnitude(value &- top)
                costs.paeth += magnitude(value &- paethPredictor(left, top, topLeft))
                if judgesNone { costs.none += magnitude(value) }
                if judgesAverage { costs.average += magnitude(value &- UInt8((UInt16(left) + UInt16(top)) / 2)) }
            }
        }
        func cost(of type: UInt8) -> Int {
            switch type {
            case none: costs.none
            case sub: costs.sub
            case up: costs.up
            case average: costs.average
            default: costs.paeth
            }
        }
        var best = types[0]
        for type in types where cost(of: type) < cost(of: best) { best = type }
        return best
    }

    /// A residual's magnitude as a signed byte: 255 is −1, costing 1.
    @inline(__always)
    private static func magnitude(_ residual: UInt8) -> Int {
        Int(Int8(bitPattern: residual).magnitude)
    }

    /// Writes `row` filtered with `type` against `above` (zeros for the first row) into `output`.
    static func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>,
                       count: Int, type: UInt8) {
        switch type {
        case none:
            output.update(from: row, count: count)
        case up:
            for index in 0..<count { output[index] = row[index] &- above[index] }
        case sub:
            for index in 0..<min(3, count) { output[index] = row[index] }
            for index in Swift.stride(from: 3, to: count, by: 1) { output[index] = row[index] &- row[index - 3] }
        case paeth:
            for index in 0..<min(3, count) { output[index] = row[index] &- above[index] }
            for index in Swift.stride(from: 3, to: count, by: 1) {
                output[index] = row[index] &- paethPredictor(row[index - 3], above[index], above[index - 3])
            }
        default:
            for index in 0..<count { output[index] = row[index] &- prediction(row, above, index, type) }
        }
    }

    /// The value filter `type` predicts for `row[index]`.
    @inline(__always)
    private static func prediction(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ index: Int, _ type: UInt8) -> UInt8 {
        let left = index >= 3 ? row[index - 3] : 0
        switch type {
        case none: return 0
        case sub: return left
        case up: return above[index]
        case average: return UInt8((UInt16(left) + UInt16(above[index])) / 2)
        default: return paethPredictor(left, above[index], index >= 3 ? above[index - 3] : 0)
        }
    }

    /// Of left, up and upper left, the one nearest to left + up − upper left (ties in that order).
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
        let a = Int32(left), b = Int32(up), c = Int32(upLeft)
        let toLeft = abs(b - c), toUp = abs(a - c), toUpLeft = abs(a + b - 2 * c)
        let upOrUpLeft = toUp <= toUpLeft ? up : upLeft
        return toLeft <= toUp && toLeft <= toUpLeft ? left : upOrUpLeft
    }
}
