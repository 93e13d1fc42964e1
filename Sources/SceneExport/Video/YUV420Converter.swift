import Foundation
import FrameRendering

/// Turns a frame's pixels, as cairo holds them, into planar YUV 4:2:0 (`yuv420p`): the bytes
/// libx264 and libvpx encode, made on the render's workers so that ffmpeg only encodes, and a
/// frame crosses the pipe in 1.5 bytes a pixel instead of 4.
///
/// The conversion is ffmpeg's own default for frames without colour tags, so decoded videos keep
/// their colours: ITU-R BT.601 coefficients (Kr 0.299, Kb 0.114), limited range (Y 16...235, Cb
/// and Cr 16...240), from the premultiplied red, green and blue (alpha left out: a transparent
/// pixel shows as over black, as before). Each chroma sample is the average of its 2 × 2 pixels
/// (centred between them), computed from their summed components. Integer arithmetic with 16
/// fractional bits, rounded to nearest: within 0.51 of the exact value, the same bytes on every
/// machine and for every `--jobs`.
///
/// `yuv420p` needs even sides: an odd width gains a column on the right and an odd height a row
/// at the bottom, of ``padding``.
struct YUV420Converter: Sendable {
    /// The conversion, named for the manifest's record of a video's settings.
    static let name = "bt601-limited-range chroma-2x2-average"

    /// The frame's width in pixels.
    let width: Int
    /// The frame's height in pixels.
    let height: Int
    /// The pixel the padding column or row is made of: a native-endian premultiplied ARGB32 word,
    /// as cairo stores one.
    let padding: UInt32

    /// Creates a converter for frames of one size.
    /// - Parameters:
    ///   - width: The frame's width, at least 1.
    ///   - height: The frame's height, at least 1.
    ///   - padding: The colour of the padding that makes odd sides even (the scene's background).
    init(width: Int, height: Int, padding: RGBAColor) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.padding = Self.nativeWord(padding)
    }

    /// The video's width: the frame's, made even.
    var paddedWidth: Int { width + width % 2 }
    /// The video's height: the frame's, made even.
    var paddedHeight: Int { height + height % 2 }
    /// The bytes of one converted frame: a full-size Y plane, then the Cb and Cr planes at half
    /// the width and half the height.
    var frameBytes: Int { paddedWidth * paddedHeight * 3 / 2 }

    /// Converts one frame.
    /// - Parameters:
    ///   - base: The top-left pixel: native-endian premultiplied ARGB32 words, `width` of them a row.
    ///   - stride: Bytes from one row to the next, at least `width × 4`.
    /// - Returns: ``frameBytes`` bytes: the Y, Cb and Cr planes, rows top first, without gaps.
    /// - Complexity: O(*n*) in the pixels; a pair of rows the same as the pair above is copied, and
    ///   a run of repeated 8 × 2 blocks (a flat background) is converted once.
    func convert(_ base: UnsafeRawPointer, stride: Int) -> [UInt8] {
        let paddingRow = [UInt32](repeating: padding, count: width)
        return paddingRow.withUnsafeBytes { paddingBytes in
            [UInt8](unsafeUninitializedCapacity: frameBytes) { output, count in
                guard let luma = output.baseAddress, let paddingBase = paddingBytes.baseAddress else { return }
                let chromaWidth = paddedWidth / 2
                let blue = luma + paddedWidth * paddedHeight
                let red = blue + chromaWidth * (paddedHeight / 2)
                let rowBytes = width * 4
                var previous: (top: UnsafeRawPointer, bottom: UnsafeRawPointer)?
                for pair in 0..<paddedHeight / 2 {
                    let top = base + 2 * pair * stride
                    let bottom = 2 * pair + 1 < height ? top + stride : paddingBase
                    let lumaRows = luma + 2 * pair * paddedWidth
                    let blueRow = blue + pair * chromaWidth, redRow = red + pair * chromaWidth
                    if let previous, memcmp(previous.top, top, rowBytes) == 0, memcmp(previous.bottom, bottom, rowBytes) == 0 {
                        // The same two rows as the pair above (a flat background): the same samples.
                        lumaRows.update(from: lumaRows - 2 * paddedWidth, count: 2 * paddedWidth)
                        blueRow.update(from: blueRow - chromaWidth, count: chromaWidth)
                        redRow.update(from: redRow - chromaWidth, count: chromaWidth)
                    } else {
                        convertRows(top: top, bottom: bottom, luma: lumaRows, blue: blueRow, red: redRow)
                    }
                    previous = (top, bottom)
                }
                count = frameBytes
            }
        }
    }

    /// Converts two rows of pixels into two rows of Y and one of Cb and of Cr.
    private func convertRows(top: UnsafeRawPointer, bottom: UnsafeRawPointer, luma: UnsafeMutablePointer<UInt8>,
                             blue: UnsafeMutablePointer<UInt8>, red: UnsafeMutablePointer<UInt8>) {
        var last = Self.block(top: .zero, bottom: .zero)
        var lastTop = SIMD8<UInt32>.zero, lastBottom = SIMD8<UInt32>.zero
        var x = 0
        while x + 8 <= width {
            let upper = top.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
            let lower = bottom.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
            if upper != lastTop || lower != lastBottom {
                last = Self.block(top: upper, bottom: lower)
                lastTop = upper
                lastBottom = lower
            }
            UnsafeMutableRawPointer(luma + x).storeBytes(of: last.top, as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(luma + paddedWidth + x).storeBytes(of: last.bottom, as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(blue + x / 2).storeBytes(of: last.blue, as: SIMD4<UInt8>.self)
            UnsafeMutableRawPointer(red + x / 2).storeBytes(of: last.red, as: SIMD4<UInt8>.self)
            x += 8
        }
        guard x < paddedWidth else { return }
        // The last columns, fewer than 8, and the padding column of an odd width.
        var upper = SIMD8<UInt32>(repeating: padding), lower = SIMD8<UInt32>(repeating: padding)
        for column in x..<width {
            upper[column - x] = top.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
            lower[column - x] = bottom.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
        }
        let tail = Self.block(top: upper, bottom: lower)
        for column in x..<paddedWidth {
            luma[column] = tail.top[column - x]
            luma[paddedWidth + column] = tail.bottom[column - x]
        }
        for column in stride(from: x, to: paddedWidth, by: 2) {
            blue[column / 2] = tail.blue[(column - x) / 2]
            red[column / 2] = tail.red[(column - x) / 2]
        }
    }

    /// The converted samples of a block of 8 × 2 pixels.
    private struct Block {
        var top: SIMD8<UInt8>
        var bottom: SIMD8<UInt8>
        var blue: SIMD4<UInt8>
        var red: SIMD4<UInt8>
    }

    // The coefficients, times 2¹⁶: BT.601's (Kr 0.299, Kb 0.114) scaled to 219 levels of luma and
    // 224 of chroma out of 255. The green ones of Cb and Cr are chosen so each row sums to zero:
    // every grey has Cb = Cr = 128 exactly.
    static let lumaRed: Int32 = 16829, lumaGreen: Int32 = 33039, lumaBlue: Int32 = 6416
    static let blueRed: Int32 = -9714, blueGreen: Int32 = -19071, blueBlue: Int32 = 28785
    static let redRed: Int32 = 28785, redGreen: Int32 = -24104, redBlue: Int32 = -4681

    @inline(__always)
    private static func block(top: SIMD8<UInt32>, bottom: SIMD8<UInt32>) -> Block {
        let mask = SIMD8<Int32>(repeating: 0xFF)
        let upper = SIMD8<Int32>(truncatingIfNeeded: top), lower = SIMD8<Int32>(truncatingIfNeeded: bottom)
        let redUpper = (upper &>> 16) & mask, greenUpper = (upper &>> 8) & mask, blueUpper = upper & mask
        let redLower = (lower &>> 16) & mask, greenLower = (lower &>> 8) & mask, blueLower = lower & mask
        let lumaOffset = SIMD8<Int32>(repeating: (16 << 16) + (1 << 15))
        let lumaUpper = (lumaRed &* redUpper &+ lumaGreen &* greenUpper &+ lumaBlue &* blueUpper &+ lumaOffset) &>> 16
        let lumaLower = (lumaRed &* redLower &+ lumaGreen &* greenLower &+ lumaBlue &* blueLower &+ lumaOffset) &>> 16
        // Each chroma sample from the sums of its four pixels: 2 fractional bits more.
        let redColumns = redUpper &+ redLower, greenColumns = greenUpper &+ greenLower, blueColumns = blueUpper &+ blueLower
        let redSum = redColumns.evenHalf &+ redColumns.oddHalf
        let greenSum = greenColumns.evenHalf &+ greenColumns.oddHalf
        let blueSum = blueColumns.evenHalf &+ blueColumns.oddHalf
        let chromaOffset = SIMD4<Int32>(repeating: (128 << 18) + (1 << 17))
        let cb = (blueRed &* redSum &+ blueGreen &* greenSum &+ blueBlue &* blueSum &+ chromaOffset) &>> 18
        let cr = (redRed &* redSum &+ redGreen &* greenSum &+ redBlue &* blueSum &+ chromaOffset) &>> 18
        return Block(top: SIMD8(truncatingIfNeeded: lumaUpper), bottom: SIMD8(truncatingIfNeeded: lumaLower),
                     blue: SIMD4(truncatingIfNeeded: cb), red: SIMD4(truncatingIfNeeded: cr))
    }

    /// A colour as cairo would store it: premultiplied 8-bit components in an ARGB32 word.
    static func nativeWord(_ color: RGBAColor) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = byte(color.alpha)
        func premultiplied(_ value: Double) -> UInt32 { (byte(value) * alpha + 127) / 255 }
        return alpha << 24 | premultiplied(color.red) << 16 | premultiplied(color.green) << 8 | premultiplied(color.blue)
    }
}
