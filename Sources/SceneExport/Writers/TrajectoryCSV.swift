import Foundation
import FrameTimeline
import SceneCore

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
/// Every row is written from the frame's own sampled value: a view's label, id and opacity are
/// the ones the frame draws, so a view whose text or opacity changes with state says so row by
/// row. The parameter columns are the scene's parameter names; a frame whose parameters have
/// other names is an error naming the frame, never a misplaced column.
///
/// Make one per render (it prepares the text columns of the scene's views once), then format any
/// frame with it, on any thread.
public struct TrajectoryCSV: Sendable {
    /// The layout's parameter names, one `param:` column each.
    public let parameterNames: [String]
    /// Where the frames come from, for messages.
    private let origin: String
    /// The scene's views as they look at first, with their last two columns as bytes, `,label,id`:
    /// a frame whose look of a view has the same label and id writes these.
    private let preparedTails: [(look: ViewSpec, tail: [UInt8])]

    /// The columns every CSV starts with, in order.
    public static let leadingColumns = ["frame", "time", "view", "x", "y", "width", "height", "rotation"]
    /// The columns every CSV ends with, after the parameters, in order.
    public static let trailingColumns = ["scale", "opacity", "label", "id"]

    /// Prepares the CSV of frames with these parameters.
    /// - Parameters:
    ///   - parameterNames: The layout's parameter names.
    ///   - views: The views as they usually look, whose label and id columns are prepared once;
    ///     none by default (each row's are made as it is written).
    ///   - origin: Where the frames come from, for messages; none by default.
    public init(parameterNames: [String], views: [ViewSpec] = [], origin: String = "") {
        self.parameterNames = parameterNames
        self.origin = origin
        preparedTails = views.map { ($0, Self.tail(of: $0)) }
    }

    /// Prepares the CSV of a scene's frames.
    /// - Parameter scene: The scene.
    public init(scene: Scene) {
        self.init(parameterNames: scene.parameterNames, views: scene.views, origin: scene.origin)
    }

    /// The header line, without a line break.
    public var header: String {
        (Self.leadingColumns + parameterNames.map { "param:\($0)" } + Self.trailingColumns).joined(separator: ",")
    }

    /// The rows of one frame, one per view, without line breaks.
    /// - Parameters:
    ///   - sample: The sampled frame.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    /// - Returns: The rows.
    /// - Throws: ``SceneError`` when the frame's parameters are not the CSV's columns.
    public func rows(for sample: SampledFrame, frame: Int? = nil) throws(SceneError) -> [String] {
        let (prefix, parameters) = try sharedColumns(of: sample, frame: frame)
        return sample.placements.indices.map { view in
            var row: [UInt8] = []
            appendRow(view: view, of: sample, prefix: prefix, parameters: parameters, to: &row)
            return String(decoding: row.dropLast(), as: UTF8.self)
        }
    }

    /// Appends the rows of one frame, each ending in `\n`, as UTF-8: what renders stream to files.
    /// - Parameters:
    ///   - sample: The sampled frame.
    ///   - frame: The frame number to write; the sample's own frame number by default.
    ///   - bytes: The buffer to append to.
    /// - Throws: ``SceneError`` when the frame's parameters are not the CSV's columns.
    /// - Complexity: O(views × columns).
    public func appendRows(for sample: SampledFrame, frame: Int? = nil, to bytes: inout [UInt8]) throws(SceneError) {
        let (prefix, parameters) = try sharedColumns(of: sample, frame: frame)
        bytes.reserveCapacity(bytes.count + sample.placements.count * (prefix.count + parameters.count + 100))
        for view in sample.placements.indices {
            appendRow(view: view, of: sample, prefix: prefix, parameters: parameters, to: &bytes)
        }
    }

    /// What every row of a frame shares: `frame,time,` and `,<param>…`, the parameters in the
    /// header's order.
    private func sharedColumns(of sample: SampledFrame, frame: Int?) throws(SceneError) -> (prefix: [UInt8], parameters: [UInt8]) {
        let number = frame ?? sample.frame ?? 0
        guard sample.parameters.count == parameterNames.count,
              zip(sample.parameters, parameterNames).allSatisfy({ $0.name == $1 }) else {
            throw SceneError(file: origin, path: "frames[\(number)].parameters",
                             message: "frame \(number) has the parameters [\(sample.parameters.map(\.name).joined(separator: ", "))], "
                                + "not the scene's [\(parameterNames.joined(separator: ", "))] that the CSV's param: columns name")
        }
        var prefix: [UInt8] = []
        Self.appendInteger(number, to: &prefix)
        prefix.append(Self.comma)
        Self.appendNumber(sample.time, to: &prefix)
        prefix.append(Self.comma)
        var parameters: [UInt8] = []
        for parameter in sample.parameters {
            parameters.append(Self.comma)
            Self.appendNumber(parameter.value, to: &parameters)
        }
        return (prefix, parameters)
    }

    /// `,label,id` of a look, as bytes.
    private static func tail(of look: ViewSpec) -> [UInt8] {
        Array(("," + quote(look.label?.text ?? "") + "," + quote(look.nodeID ?? "")).utf8)
    }

    /// Appends view `view`'s row of `sample`, ending in `\n`.
    private func appendRow(view: Int, of sample: SampledFrame, prefix: [UInt8], parameters: [UInt8], to bytes: inout [UInt8]) {
        let values = Self.values(ofView: view, in: sample)
        let comma = Self.comma
        bytes.append(contentsOf: prefix)
        Self.appendInteger(view, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.x, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.y, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.width, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.height, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.rotation, to: &bytes)
        bytes.append(contentsOf: parameters)
        let look = sample.looks.indices.contains(view) ? sample.looks[view] : nil
        bytes.append(comma)
        Self.appendNumber(values.scale, to: &bytes)
        bytes.append(comma)
        Self.appendNumber(values.opacity, to: &bytes)
        if let look {
            if preparedTails.indices.contains(view), preparedTails[view].look.label == look.label,
               preparedTails[view].look.nodeID == look.nodeID {
                bytes.append(contentsOf: preparedTails[view].tail)
            } else {
                bytes.append(contentsOf: Self.tail(of: look))
            }
        } else {
            bytes.append(comma)
            bytes.append(comma)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private static let comma = UInt8(ascii: ",")

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
