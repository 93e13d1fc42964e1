import Foundation
import FrameRendering
import SceneFiles
import SceneExport
import FrameTimeline
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("TrajectoryCSV")
struct TrajectoryCSVTests {
    let sample = FrameSample(
        frame: 3, time: 0.1, bounds: .zero,
        placements: [
            ViewPlacement(position: CGPoint(x: 10, y: 20), anchor: .topLeading, size: CGSize(width: 4, height: 6),
                          rotation: .degrees(30), scale: 0.5, opacity: 0.25),
            ViewPlacement(position: CGPoint(x: 1.0 / 3.0, y: -0.0), anchor: .center, size: CGSize(width: 2, height: 2)),
        ],
        parameters: [ParameterValue(name: "rotation", value: 45), ParameterValue(name: "radius", value: 130)])

    let csv = TrajectoryCSV(parameterNames: ["rotation", "radius"])

    /// The sample as a frame whose views have no look: no label or id, their own opacity 1.
    var frame: SampledFrame { SampledFrame(sample: sample, looks: []) }

    @Test("the header lists the fixed columns, one param column per parameter, then scale, opacity, label and id")
    func header() {
        #expect(csv.header == "frame,time,view,x,y,width,height,rotation,param:rotation,param:radius,scale,opacity,label,id")
        #expect(TrajectoryCSV(parameterNames: []).header == "frame,time,view,x,y,width,height,rotation,scale,opacity,label,id")
    }

    @Test("a row holds the centre, size, rotation in degrees, the parameters, scale and opacity")
    func rows() throws {
        let rows = try csv.rows(for: frame)
        #expect(rows.count == 2)
        let first = rows[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(first.count == 14)
        #expect(first[0] == "3")
        #expect(first[2] == "0")
        #expect(Double(first[3]) == 12)  // 10 + 4/2: the centre, not the anchor
        #expect(Double(first[4]) == 23)
        #expect(Double(first[7]).map { abs($0 - 30) < 1e-12 } == true)
        #expect(first[8...] == ["45.0", "130.0", "0.5", "0.25", "", ""])
    }

    @Test("label and id come from the frame's looks, quoted when they hold a comma, a quote or a line break",
          arguments: [
              ("Mon", "Mon"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""), ("", ""),
          ])
    func labels(label: String, field: String) throws {
        let view = ViewSpec(width: 4, height: 6, opacity: 0.5,
                            label: label.isEmpty ? nil : TextLabel(text: label), nodeID: "node-1")
        let rows = try TrajectoryCSV(parameterNames: ["rotation", "radius"], views: [view]).rows(for: SampledFrame(sample: sample, looks: [view]))
        #expect(rows[0].hasSuffix(",0.5,0.125,\(field),node-1"))  // opacity: the layout's 0.25 × the view's 0.5
        #expect(rows[1].hasSuffix(",1.0,1.0,,"))  // a view the frame has no look for
    }

    @Test("numbers read back as exactly the doubles written; -0 is written as 0")
    func roundTrips() throws {
        let second = try csv.rows(for: frame)[1].split(separator: ",").map(String.init)
        let center = sample.placements[1].center
        #expect(center.x != center.x.rounded())  // a value that needs all 17 digits
        #expect(Double(second[3]) == Double(center.x))
        #expect(second[4] == "0")
    }

    @Test("a row's label, id and opacity are the frame's own look, not the one the scene starts with")
    func rowsFollowTheFramesLooks() throws {
        let first = ViewSpec(width: 4, height: 6, opacity: 1, label: TextLabel(text: "3 tiles"), nodeID: "count")
        var later = first
        later.label = TextLabel(text: "5, now")
        later.opacity = 0.4
        let csv = TrajectoryCSV(parameterNames: ["rotation", "radius"], views: [first, first])
        let rows = try csv.rows(for: SampledFrame(sample: sample, looks: [later, first]))
        #expect(rows[0].hasSuffix(",0.5,0.1,\"5, now\",count"))  // the layout's 0.25 × the frame's 0.4
        #expect(rows[1].hasSuffix(",1.0,1.0,3 tiles,count"))
    }

    @Test("values(of:) are the rows' numbers exactly, with the frame's own labels and ids (nil for an empty field)")
    func valuesAreTheRows() throws {
        let look = ViewSpec(width: 4, height: 6, opacity: 0.5, label: TextLabel(text: "a,b"), nodeID: "node-1")
        let sampled = SampledFrame(sample: sample, looks: [look])
        let rows = try csv.rows(for: sampled).map { CSVTable(parsing: $0).header }
        let values = TrajectoryCSV.values(of: sampled)
        #expect(values.count == rows.count)
        for (value, row) in zip(values, rows) {
            #expect(value.view == Int(row[2]))
            #expect([value.x, value.y, value.width, value.height, value.rotation] == row[3...7].map { Double($0) ?? .nan })
            #expect([value.scale, value.opacity] == row[10...11].map { Double($0) ?? .nan })
            #expect((value.label ?? "") == row[12] && (value.id ?? "") == row[13])
        }
        #expect(values[0].label == "a,b" && values[0].id == "node-1" && values[0].opacity == 0.125)
        #expect(values[1].label == nil && values[1].id == nil && values[1].opacity == 1)
    }

    @Test("a frame whose parameters are not the columns' is an error naming the frame and both lists", arguments: [
        [ParameterValue(name: "radius", value: 130), ParameterValue(name: "rotation", value: 45)],
        [ParameterValue(name: "rotation", value: 45)],
        [],
    ])
    func mismatchedParameters(parameters: [ParameterValue]) {
        var mismatched = sample
        mismatched.parameters = parameters
        let csv = TrajectoryCSV(parameterNames: ["rotation", "radius"], origin: "spin (built in Swift)")
        var bytes: [UInt8] = []
        let error = #expect(throws: SceneError.self) { try csv.appendRows(for: SampledFrame(sample: mismatched, looks: []), to: &bytes) }
        #expect(error?.description.hasPrefix("spin (built in Swift): frames[3].parameters: frame 3 has the parameters [") == true)
        #expect(error?.description.hasSuffix("not the scene's [rotation, radius] that the CSV's param: columns name") == true)
        #expect(bytes.isEmpty, "nothing half-written")
    }
}

@Suite("RGBAColor")
struct RGBAColorTests {
    @Test("parses names and hex", arguments: [
        ("orange", RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)),
        ("#FF9500", RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)),
        ("#f90", RGBAColor(red8: 0xFF, green8: 0x99, blue8: 0x00)),
        ("#FF950080", RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00, alpha8: 0x80)),
        ("clear", RGBAColor.clear),
    ])
    func parses(_ text: String, expected: RGBAColor) {
        #expect(RGBAColor(parsing: text) == expected)
    }

    @Test("rejects what is neither", arguments: ["", "#", "#12", "#12345", "#GGGGGG", "Orange", "rgb(1,2,3)"])
    func rejects(_ text: String) {
        #expect(RGBAColor(parsing: text) == nil)
    }

    @Test("components are clamped and NaN becomes 0")
    func clamps() {
        let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(color.opacity(0.5).alpha == 0.25)
    }
}

@Suite("TrajectoryCSV bytes")
struct TrajectoryCSVBytesTests {
    @Test("rows appended as bytes are exactly the rows as strings, for awkward numbers too")
    func bytesMatchStrings() throws {
        var generator = SystemRandomNumberGenerator()
        let awkward: [Double] = [0, -0.0, 70, -70, 1e14, 999_999_999_999_999, 1e15, 2e15, 1e16, 1e300, -1e-300, 0.1, 1.0 / 3,
                                 .ulpOfOne, -123.456, .leastNonzeroMagnitude, 9_007_199_254_740_994]
        for round in 0..<50 {
            let values = (0..<6).map { index in
                round < 3 ? awkward[(round * 6 + index) % awkward.count] : Double.random(in: -1e6...1e6, using: &generator)
            }
            let placements = (0..<3).map { view in
                ViewPlacement(position: CGPoint(x: values[view], y: values[(view + 1) % 6]), size: CGSize(width: abs(values[2]), height: 70),
                              rotation: .degrees(values[(view + 3) % 6]))
            }
            let sample = FrameSample(frame: round * 1_000_003, time: values[4], bounds: .zero, placements: placements,
                                     parameters: [ParameterValue(name: "a", value: values[5]), ParameterValue(name: "b", value: -values[1])])
            var bytes: [UInt8] = []
            let csv = TrajectoryCSV(parameterNames: ["a", "b"])
            try csv.appendRows(for: SampledFrame(sample: sample, looks: []), to: &bytes)
            let text = try csv.rows(for: SampledFrame(sample: sample, looks: [])).map { $0 + "\n" }.joined()
            #expect(String(decoding: bytes, as: UTF8.self) == text, "round \(round)")
        }
    }
}

@Suite("Reading a written CSV back")
struct TrajectoryCSVReadBackTests {
    @Test("labels with commas, quotes and line breaks read back as written, each row as long as the header")
    func labelsRoundTrip() throws {
        let labels = ["plain", "a,b", "say \"hi\"", "two\nlines", "", "\"", ",,,"]
        let views = labels.map { ViewSpec(width: 10, height: 10, label: $0.isEmpty ? nil : TextLabel(text: $0), nodeID: "n,\($0.count)") }
        let sample = FrameSample(frame: 0, time: 0, bounds: .zero,
                                 placements: labels.map { _ in ViewPlacement(position: .zero, size: CGSize(width: 10, height: 10)) },
                                 parameters: [])
        let csv = TrajectoryCSV(parameterNames: [], views: views)
        var bytes = Array((csv.header + "\n").utf8)
        try csv.appendRows(for: SampledFrame(sample: sample, looks: views), to: &bytes)
        let table = CSVTable(parsing: String(decoding: bytes, as: UTF8.self))
        #expect(table.rows.count == labels.count)
        #expect(table.rows.allSatisfy { $0.count == table.header.count })
        #expect(table.rows.indices.map { table.field("label", row: $0) } == labels)
        #expect(table.rows.indices.map { table.field("id", row: $0) } == labels.map { "n,\($0.count)" })
    }
}

@Suite("TrajectoryCSV numbers")
struct TrajectoryCSVNumberTests {
    /// What the CSV promises for a number: `0` for either zero, `description` otherwise; a NaN
    /// (which no layout places) as the standard library streams it, `nan`, `-nan` or with its
    /// payload, `nan(0x…)`, as it always was.
    static func expected(_ value: Double) -> String {
        if value == 0 { return "0" }
        guard value.isNaN else { return value.description }
        var text = ""
        value.write(to: &text)
        return text
    }

    /// One frame whose views carry `values` as their width, height (negated), scale and opacity:
    /// those fields of its rows as written, and as expected (the opacity is the layout's times the
    /// look's, as `values(of:)` gives it: the product quiets a signalling NaN).
    static func fields(of values: [Double]) throws -> [(written: [String], expected: [String])] {
        let placements = values.map { value in
            ViewPlacement(position: .zero, anchor: .center, size: CGSize(width: value, height: -value), scale: value, opacity: value)
        }
        let sample = SampledFrame(sample: FrameSample(frame: 7, time: 0.007, bounds: .zero, placements: placements, parameters: []),
                                  looks: [])
        let rows = try TrajectoryCSV(parameterNames: []).rows(for: sample)
        return zip(zip(values, TrajectoryCSV.values(of: sample)), rows).map { pair, row in
            let (value, sampled) = pair
            let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return ([cells[5], cells[6], cells[8], cells[9]],
                    [expected(value), expected(-value), expected(value), expected(sampled.opacity)])
        }
    }

    static let edges: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.7, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100, 123.456, -123.456,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne, 1.0.nextDown,
        0.0001, 0.0001.nextDown, 0.00009999999999999999, 0.001, 1e-5, 1e-300,
        999_999_999_999_999, 999_999_999_999_999.9, 1e15, 1e15.nextDown, 1e15.nextUp, 1e15 + 0.5, 2e15, 1e16, 1e17,
        9_007_199_254_740_992, 9_007_199_254_740_992.nextUp, 18_014_398_509_481_984, 1e21, 1e22, 1e23, 1.7976931348623157e308,
        4.35, 0.3, 2.675, 1.005, 8.41, 5e-5, 130, 70, 200.00000000000003, 199.99999999999997,
        .infinity, -.infinity, .nan, -.nan,
    ]

    @Test("edge values are written as description writes them, either zero as 0", arguments: edges)
    func edgeValues(value: Double) throws {
        let row = try #require(try Self.fields(of: [value]).first)
        #expect(row.written == row.expected)
    }

    @Test("many random doubles are written as description writes them", arguments: [
        "bit patterns", "-1e6...1e6", "0...1", "whole and halves",
    ])
    func randomValues(kind: String) throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let values: [Double] = (0..<200).map { _ in
                switch kind {
                case "bit patterns": Double(bitPattern: generator.next())
                case "-1e6...1e6": Double.random(in: -1e6...1e6, using: &generator)
                case "0...1": Double.random(in: 0...1, using: &generator)
                default: Double(Int.random(in: -4_000_000_000_000_000...4_000_000_000_000_000, using: &generator)) / 2
                }
            }
            let rows = try Self.fields(of: values)
            for (value, row) in zip(values, rows) {
                #expect(row.written == row.expected,
                        "\(value.bitPattern)")
            }
        }
    }

    @Test("a value repeated, alternated or changed between rows is written as its own", arguments: [
        [0.7, 0.7, 0.7],
        [0.7, 0.3, 0.7, 0.3],
        [0.7, 0.7, 70, 0.7, 0, 0.7, -0.0, 0.7],
        [1.0 / 3, 1.0 / 3, 1.0 / 3 + 1e-16, 1.0 / 3],
        [.nan, .nan, 0.25, .nan, .infinity, .infinity],
        [0.1, -0.1, 0.1, -0.1],
    ])
    func repeatedValues(values: [Double]) throws {
        let rows = try Self.fields(of: values)
        #expect(rows.map { $0.written[3] } == values.map(Self.expected))
        #expect(rows.map { $0.written[1] } == values.map { Self.expected(-$0) })
    }

    @Test("rows appended to a buffer holding bytes already follow them, exactly the rows on their own")
    func appendsAfterBytes() throws {
        let placements = [0.5, 0.5, 12.25, 0.5].map { value in
            ViewPlacement(position: CGPoint(x: value, y: 1), anchor: .center, size: CGSize(width: 4, height: 4), opacity: value + 0.2)
        }
        let sample = SampledFrame(sample: FrameSample(frame: 2, time: 0.5, bounds: .zero, placements: placements,
                                                      parameters: [ParameterValue(name: "r", value: 0.7)]), looks: [])
        let csv = TrajectoryCSV(parameterNames: ["r"])
        var alone: [UInt8] = []
        try csv.appendRows(for: sample, to: &alone)
        var after = Array("already here\n".utf8)
        try csv.appendRows(for: sample, to: &after)
        #expect(String(decoding: after, as: UTF8.self) == "already here\n" + String(decoding: alone, as: UTF8.self))
        #expect(String(decoding: alone, as: UTF8.self) == (try csv.rows(for: sample)).map { $0 + "\n" }.joined())
        #expect(String(decoding: alone, as: UTF8.self).hasPrefix("2,0.5,0,0.5,1.0,4.0,4.0,0,0.7,1.0,0.7,,\n2,0.5,1,0.5,1.0,4.0,4.0,0,0.7,1.0,0.7,,\n2,0.5,2,12.25,1.0,4.0,4.0,0,0.7,1.0,12.45,,\n"))
    }
}
