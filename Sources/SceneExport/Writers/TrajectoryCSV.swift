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
    /// The scene's views as they look at first. A frame whose looks are this very array (a layout
    /// scene's frames, every one) writes the prepared tails without comparing a view.
    private let preparedLooks: [ViewSpec]
    /// The label text and id of each of those views: a frame whose look of a view has the same
    /// label text and id writes its prepared tail.
    private let preparedKeys: [(label: String?, id: String?)]
    /// The last two columns of each of those views as bytes (`,label,id`), one after another, and
    /// where each view's ends: one buffer, so rows copy them with no retain.
    private let preparedTailBytes: [UInt8]
    private let preparedTailEnds: [Int]

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
        preparedLooks = views
        preparedKeys = views.map { ($0.label?.text, $0.nodeID) }
        var bytes: [UInt8] = [], ends: [Int] = []
        for view in views {
            bytes += Self.tail(of: view)
            ends.append(bytes.count)
        }
        preparedTailBytes = bytes
        preparedTailEnds = ends
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
        var rowEnds: [Int]? = []
        var bytes: [UInt8] = []
        try appendRows(for: sample, frame: frame, to: &bytes, rowEnds: &rowEnds)
        var start = 0
        return (rowEnds ?? []).map { end in
            defer { start = end }
            return String(decoding: bytes[start..<end - 1], as: UTF8.self)
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
        var rowEnds: [Int]?
        try appendRows(for: sample, frame: frame, to: &bytes, rowEnds: &rowEnds)
    }

    /// Appends the rows of one frame, each ending in `\n`, as UTF-8, formatted straight into the
    /// buffer's room for them (no growth or bounds check per byte; a buffer reused from frame to
    /// frame is never reallocated).
    /// - Parameter rowEnds: When not nil, receives where each row ends in `bytes` (after its `\n`).
    private func appendRows(for sample: SampledFrame, frame: Int?, to bytes: inout [UInt8], rowEnds: inout [Int]?) throws(SceneError) {
        let (prefix, parameters) = try sharedColumns(of: sample, frame: frame)
        let start = bytes.count
        sample.looks.withUnsafeBufferPointer { looks in
            // Each view's `,label,id`: prepared for the scene's look of it (most rows), made for
            // this frame's look, or empty for a view the frame has no look for.
            let (madeTails, tailBytes) = tails(of: sample.placements.count, looks: looks)
            // Room for every row: the shared columns, the view's number and 7 numbers with their
            // commas, the tail and the line break.
            let rowRoom = prefix.count + parameters.count + 8 * (CSVRowBytes.maximumNumberLength + 1) + 1
            bytes.append(addingCapacity: sample.placements.count * rowRoom + tailBytes) { span in
                span.withUnsafeMutableBufferPointer { buffer, count in
                    guard let base = buffer.baseAddress else { return }
                    var row = CSVRowBytes(base: base)
                    // Each number column remembers its last text, for values that repeat row after row.
                    var x = CSVRowBytes.RepeatedNumber(), y = x, width = x, height = x, rotation = x, scale = x, opacity = x
                    withPreparedTails { preparedTails in
                        sample.placements.withUnsafeBufferPointer { placements in
                            for view in placements.indices {
                                let values = Self.numbers(of: placements[view], lookOpacity: view < looks.count ? looks[view].opacity : 1)
                                row.append(prefix)
                                row.appendInteger(view)
                                row.append(Self.comma)
                                row.appendNumber(values.x, column: &x)
                                row.append(Self.comma)
                                row.appendNumber(values.y, column: &y)
                                row.append(Self.comma)
                                row.appendNumber(values.width, column: &width)
                                row.append(Self.comma)
                                row.appendNumber(values.height, column: &height)
                                row.append(Self.comma)
                                row.appendNumber(values.rotation, column: &rotation)
                                row.append(parameters)
                                row.append(Self.comma)
                                row.appendNumber(values.scale, column: &scale)
                                row.append(Self.comma)
                                row.appendNumber(values.opacity, column: &opacity)
                                if view >= looks.count {
                                    row.append(Self.emptyTail)
                                } else if !madeTails.isEmpty, let made = madeTails[view] {
                                    row.append(made)
                                } else {
                                    row.append(preparedTails[view])
                                }
                                row.append(UInt8(ascii: "\n"))
                                rowEnds?.append(start + row.count)
                            }
                        }
                    }
                    count = row.count
                }
            }
        }
    }

    /// The prepared tails, by view, in memory held while `body` runs.
    private struct PreparedTails {
        let bytes: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<Int>

        subscript(view: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[(view == 0 ? 0 : ends[view - 1])..<ends[view]])
        }
    }

    private func withPreparedTails<R>(_ body: (PreparedTails) -> R) -> R {
        preparedTailBytes.withUnsafeBufferPointer { bytes in
            preparedTailEnds.withUnsafeBufferPointer { ends in body(PreparedTails(bytes: bytes, ends: ends)) }
        }
    }

    /// The tails a frame's rows need made (by view; none when every view looks as prepared) and
    /// how many bytes all its tails take.
    private func tails(of views: Int, looks: UnsafeBufferPointer<ViewSpec>) -> (made: [Int: [UInt8]], bytes: Int) {
        let missing = max(0, views - looks.count) * Self.emptyTail.count
        if views <= preparedLooks.count, looks.count == preparedLooks.count,
           preparedLooks.withUnsafeBufferPointer({ $0.baseAddress == looks.baseAddress }) {
            return ([:], (views == 0 ? 0 : preparedTailEnds[views - 1]) + missing)
        }
        var made: [Int: [UInt8]] = [:]
        var bytes = missing
        for view in 0..<min(views, looks.count) {
            let label = looks[view].label?.text, id = looks[view].nodeID
            if view < preparedKeys.count, preparedKeys[view].label == label, preparedKeys[view].id == id {
                bytes += preparedTailEnds[view] - (view == 0 ? 0 : preparedTailEnds[view - 1])
            } else {
                let tail = Self.tail(of: looks[view])
                made[view] = tail
                bytes += tail.count
            }
        }
        return (made, bytes)
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
        let numberRoom = CSVRowBytes.maximumNumberLength + 1
        var repeatedTime = CSVRowBytes.RepeatedNumber(), repeatedParameter = CSVRowBytes.RepeatedNumber()
        let prefix = [UInt8](unsafeUninitializedCapacity: 2 * numberRoom) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var bytes = CSVRowBytes(base: base)
            bytes.appendInteger(number)
            bytes.append(Self.comma)
            bytes.appendNumber(sample.time, column: &repeatedTime)
            bytes.append(Self.comma)
            count = bytes.count
        }
        // No room asked for no parameters (a view scene's): `Array(unsafeUninitializedCapacity: 0)`
        // writes its count into the runtime's one shared empty array, a data race between workers
        // that ThreadSanitizer reports.
        guard !sample.parameters.isEmpty else { return (prefix, []) }
        let parameters = [UInt8](unsafeUninitializedCapacity: sample.parameters.count * numberRoom) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var bytes = CSVRowBytes(base: base)
            for parameter in sample.parameters {
                bytes.append(Self.comma)
                bytes.appendNumber(parameter.value, column: &repeatedParameter)
            }
            count = bytes.count
        }
        return (prefix, parameters)
    }

    /// `,label,id` of a look, as bytes.
    private static func tail(of look: ViewSpec) -> [UInt8] {
        Array(("," + quote(look.label?.text ?? "") + "," + quote(look.nodeID ?? "")).utf8)
    }

    /// The last two columns of a view the frame has no look for.
    private static let emptyTail = [comma, comma]

    private static let comma = UInt8(ascii: ",")

    /// `text` as one CSV field: as it is, or in double quotes with its quotes doubled when it holds
    /// a comma, a quote or a line break (RFC 4180).
    static func quote(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The shortest text that reads back as `value`; `-0` is written as `0`.
    static func format(_ value: Double) -> String {
        value == 0 ? "0" : value.description
    }
}
