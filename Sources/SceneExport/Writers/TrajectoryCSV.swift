import Foundation
import FrameTimeline
import SceneDescription

/// Writes sampled frames as CSV: one row per view per frame.
///
/// The columns are `frame,time,view,x,y,width,height,rotation`, then `param:<name>` for each
/// named layout parameter, then `scale,opacity,label,id`:
///
/// - `frame`: the frame number, from 0; `time`: its time in seconds (`frame / fps`);
/// - `view`: the view's index in the scene, from 0;
/// - `x`, `y`: the centre of the view on the canvas, in points, y down;
/// - `width`, `height`: the view's size in points, before rotation and scale;
/// - `rotation`: the view's own rotation in degrees, clockwise;
/// - `param:<name>`: the layout parameter as the frame shows it (angles in degrees, lengths in
///   points, fractions as numbers): the interpolated value the layout ran with, or in positions
///   mode the value interpolated by the animations that move the views;
/// - `scale`: the view's scale about its centre, a factor (1 is its own size);
/// - `opacity`: how opaque the view is drawn, 0…1 (the layout's opacity times the view's own);
/// - `label`: the view's label text, quoted as RFC 4180 says when it holds a comma, a quote or a
///   line break; empty for a view without one;
/// - `id`: the view's `id` in the scene (a tree's node id); empty for a view without one.
///
/// Numbers are written in the shortest form that reads back as exactly the same `Double`, so a
/// parsed CSV matches the samples bit for bit, and the same samples always give the same bytes.
///
/// Make one per render (it prepares each view's text columns once), then format any frame with it,
/// on any thread.
public struct TrajectoryCSV: Sendable {
    /// The layout's parameter names, one `param:` column each.
    public let parameterNames: [String]
    /// Each view's own opacity, multiplied into the layout's; views past the end have 1.
    private let viewOpacities: [Double]
    /// Each view's last two columns as bytes, `,label,id`; views past the end have `,,`.
    private let viewTails: [[UInt8]]

    /// The columns every CSV starts with, in order.
    public static let leadingColumns = ["frame", "time", "view", "x", "y", "width", "height", "rotation"]
    /// The columns every CSV ends with, after the parameters, in order.
    public static let trailingColumns = ["scale", "opacity", "label", "id"]

    /// Prepares the CSV of a layout's frames.
    /// - Parameters:
    ///   - parameterNames: The layout's parameter names.
    ///   - views: The scene's views, for their labels, ids and opacities; none by default (empty
    ///     labels and ids, own opacity 1).
    public init(parameterNames: [String], views: [ViewSpec] = []) {
        self.parameterNames = parameterNames
        viewOpacities = views.map(\.opacity)
        viewTails = views.map { view in
            Array(("," + Self.quote(view.label?.text ?? "") + "," + Self.quote(view.nodeID ?? "")).utf8)
        }
    }

    /// Prepares the CSV of a scene's frames.
    /// - Parameter scene: The scene.
    public init(scene: Scene) {
        self.init(parameterNames: scene.parameterNames, views: scene.document.views)
    }

    /// The header line, without a line break.
    public var header: String {
        (Self.leadingColumns + parameterNames.map { "param:\($0)" } + Self.trailingColumns).joined(separator: ",")
    }

    /// The rows of one sample, one per view, without line breaks.
    /// - Parameters:
    ///   - sample: The sample.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    /// - Returns: The rows.
    public func rows(for sample: FrameSample, frame: Int? = nil) -> [String] {
        let (prefix, parameters) = Self.sharedColumns(of: sample, frame: frame)
        return sample.placements.indices.map { view in
            var row: [UInt8] = []
            appendRow(view: view, of: sample, prefix: prefix, parameters: parameters, to: &row)
            return String(decoding: row.dropLast(), as: UTF8.self)
        }
    }

    /// Appends the rows of one sample, each ending in `\n`, as UTF-8: what renders stream to files.
    /// - Parameters:
    ///   - sample: The sample.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    ///   - bytes: The buffer to append to.
    /// - Complexity: O(views × columns).
    public func appendRows(for sample: FrameSample, frame: Int? = nil, to bytes: inout [UInt8]) {
        let (prefix, parameters) = Self.sharedColumns(of: sample, frame: frame)
        bytes.reserveCapacity(bytes.count + sample.placements.count * (prefix.count + parameters.count + 100))
        for view in sample.placements.indices {
            appendRow(view: view, of: sample, prefix: prefix, parameters: parameters, to: &bytes)
        }
    }

    /// What every row of a sample shares: `frame,time,` and `,<param>…`.
    private static func sharedColumns(of sample: FrameSample, frame: Int?) -> (prefix: [UInt8], parameters: [UInt8]) {
        var prefix: [UInt8] = []
        appendInteger(frame ?? sample.frame ?? 0, to: &prefix)
        prefix.append(comma)
        appendNumber(sample.time, to: &prefix)
        prefix.append(comma)
        var parameters: [UInt8] = []
        for parameter in sample.parameters {
            parameters.append(comma)
            appendNumber(parameter.value, to: &parameters)
        }
        return (prefix, parameters)
    }

    /// Appends view `view`'s row of `sample`, ending in `\n`.
    private func appendRow(view: Int, of sample: FrameSample, prefix: [UInt8], parameters: [UInt8], to bytes: inout [UInt8]) {
        let placement = sample.placements[view]
        let comma = Self.comma
        bytes.append(contentsOf: prefix)
        Self.appendInteger(view, to: &bytes)
        let center = placement.center
        bytes.append(comma)
        Self.appendNumber(Double(center.x), to: &bytes)
        bytes.append(comma)
        Self.appendNumber(Double(center.y), to: &bytes)
        bytes.append(comma)
        Self.appendNumber(Double(placement.size.width), to: &bytes)
        bytes.append(comma)
        Self.appendNumber(Double(placement.size.height), to: &bytes)
        bytes.append(comma)
        Self.appendNumber(placement.rotation.degrees, to: &bytes)
        bytes.append(contentsOf: parameters)
        let known = view < viewTails.count
        bytes.append(comma)
        Self.appendNumber(Double(placement.scale), to: &bytes)
        bytes.append(comma)
        Self.appendNumber(placement.opacity * (known ? viewOpacities[view] : 1), to: &bytes)
        if known {
            bytes.append(contentsOf: viewTails[view])
        } else {
            bytes.append(comma)
            bytes.append(comma)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private static let comma = UInt8(ascii: ",")

    /// A whole CSV document: the header and every sample's rows, each line ending in `\n`.
    /// - Parameter samples: The samples, in frame order.
    /// - Returns: The CSV text.
    /// - Complexity: O(frames × views).
    public func document(samples: [FrameSample]) -> String {
        var bytes = Array((header + "\n").utf8)
        for sample in samples {
            appendRows(for: sample, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as one CSV field: as it is, or in double quotes with its quotes doubled when it holds
    /// a comma, a quote or a line break (RFC 4180).
    static func quote(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
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

    /// The shortest text that reads back as `value`; `-0` is written as `0`.
    static func format(_ value: Double) -> String {
        value == 0 ? "0" : value.description
    }
}
