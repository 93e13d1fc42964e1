import Foundation
import FrameTimeline

/// Writes sampled frames as CSV: one row per view per frame.
///
/// The columns are `frame,time,view,x,y,width,height,rotation`, then `param:<name>` for each
/// named layout parameter:
///
/// - `frame`: the frame number, from 0; `time`: its time in seconds (`frame / fps`);
/// - `view`: the view's index in the scene, from 0;
/// - `x`, `y`: the centre of the view on the canvas, in points, y down;
/// - `width`, `height`: the view's size, before rotation and scale;
/// - `rotation`: the view's own rotation in degrees, clockwise;
/// - `param:<name>`: the layout parameter at that frame (angles in degrees).
///
/// Numbers are written in the shortest form that reads back as exactly the same `Double`, so a
/// parsed CSV matches the samples bit for bit, and the same samples always give the same bytes.
public enum TrajectoryCSV {
    /// The header line, without a line break.
    /// - Parameter parameterNames: The layout's parameter names.
    /// - Returns: The header.
    public static func header(parameterNames: [String]) -> String {
        (["frame", "time", "view", "x", "y", "width", "height", "rotation"] + parameterNames.map { "param:\($0)" })
            .joined(separator: ",")
    }

    /// The rows of one sample, one per view, without line breaks.
    /// - Parameters:
    ///   - sample: The sample.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    /// - Returns: The rows.
    public static func rows(for sample: FrameSample, frame: Int? = nil) -> [String] {
        let frameNumber = frame ?? sample.frame ?? 0
        let parameters = sample.parameters.map { format($0.value) }
        return sample.placements.enumerated().map { view, placement in
            let center = placement.center
            let fields = [String(frameNumber), format(sample.time), String(view),
                          format(Double(center.x)), format(Double(center.y)),
                          format(Double(placement.size.width)), format(Double(placement.size.height)),
                          format(placement.rotation.degrees)] + parameters
            return fields.joined(separator: ",")
        }
    }

    /// Appends the rows of one sample, each ending in `\n`, as UTF-8: the same text as
    /// ``rows(for:frame:)``, written straight into a byte buffer (what renders stream to files).
    /// - Parameters:
    ///   - sample: The sample.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    ///   - bytes: The buffer to append to.
    /// - Complexity: O(views × columns).
    public static func appendRows(for sample: FrameSample, frame: Int? = nil, to bytes: inout [UInt8]) {
        let comma = UInt8(ascii: ",")
        var prefix: [UInt8] = []
        appendInteger(frame ?? sample.frame ?? 0, to: &prefix)
        prefix.append(comma)
        appendNumber(sample.time, to: &prefix)
        prefix.append(comma)
        var suffix: [UInt8] = []
        for parameter in sample.parameters {
            suffix.append(comma)
            appendNumber(parameter.value, to: &suffix)
        }
        suffix.append(UInt8(ascii: "\n"))
        bytes.reserveCapacity(bytes.count + sample.placements.count * (prefix.count + suffix.count + 80))
        for (view, placement) in sample.placements.enumerated() {
            bytes.append(contentsOf: prefix)
            appendInteger(view, to: &bytes)
            let center = placement.center
            bytes.append(comma)
            appendNumber(Double(center.x), to: &bytes)
            bytes.append(comma)
            appendNumber(Double(center.y), to: &bytes)
            bytes.append(comma)
            appendNumber(Double(placement.size.width), to: &bytes)
            bytes.append(comma)
            appendNumber(Double(placement.size.height), to: &bytes)
            bytes.append(comma)
            appendNumber(placement.rotation.degrees, to: &bytes)
            bytes.append(contentsOf: suffix)
        }
    }

    /// Appends a whole number's decimal digits.
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// Appends the shortest text that reads back as `value` (``format(_:)``'s text).
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
        } else if value == value.rounded(), Swift.abs(value) < 1e15 {
            // Whole numbers print as `70.0`: the digits, then `.0`.
            appendInteger(Int(value), to: &bytes)
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0"))
        } else {
            // `write(to:)` prints exactly `description`'s text, handing it over as ASCII bytes
            // without making a String.
            var stream = ByteStream(bytes: bytes)
            bytes = []
            value.write(to: &stream)
            bytes = stream.bytes
        }
    }

    /// A text stream into a byte buffer.
    private struct ByteStream: TextOutputStream {
        var bytes: [UInt8]

        mutating func write(_ string: String) {
            bytes.append(contentsOf: string.utf8)
        }

        /// What the standard library's number printing calls with its digits; without it, they
        /// come through ``write(_:)`` as a String.
        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: buffer)
        }
    }

    /// A whole CSV document: the header and every sample's rows, each line ending in `\n`.
    /// - Parameters:
    ///   - samples: The samples, in frame order.
    ///   - parameterNames: The layout's parameter names.
    /// - Returns: The CSV text.
    /// - Complexity: O(frames × views).
    public static func document(samples: [FrameSample], parameterNames: [String]) -> String {
        var lines = [header(parameterNames: parameterNames)]
        for sample in samples {
            lines.append(contentsOf: rows(for: sample))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The shortest text that reads back as `value`; `-0` is written as `0`.
    static func format(_ value: Double) -> String {
        value == 0 ? "0" : value.description
    }
}
