import Foundation
import FrameRendering
import SceneDescription
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

    @Test("the header lists the fixed columns, one param column per parameter, then scale, opacity, label and id")
    func header() {
        #expect(csv.header == "frame,time,view,x,y,width,height,rotation,param:rotation,param:radius,scale,opacity,label,id")
        #expect(TrajectoryCSV(parameterNames: []).header == "frame,time,view,x,y,width,height,rotation,scale,opacity,label,id")
    }

    @Test("a row holds the centre, size, rotation in degrees, the parameters, scale and opacity")
    func rows() {
        let rows = csv.rows(for: sample)
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

    @Test("label and id come from the scene's views, quoted when they hold a comma, a quote or a line break",
          arguments: [
              ("Mon", "Mon"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""), ("", ""),
          ])
    func labels(label: String, field: String) {
        let view = ViewSpec(width: 4, height: 6, opacity: 0.5,
                            label: label.isEmpty ? nil : TextLabel(text: label), nodeID: "node-1")
        let rows = TrajectoryCSV(parameterNames: ["rotation", "radius"], views: [view]).rows(for: sample)
        #expect(rows[0].hasSuffix(",0.5,0.125,\(field),node-1"))  // opacity: the layout's 0.25 × the view's 0.5
        #expect(rows[1].hasSuffix(",1.0,1.0,,"))  // a view the scene does not describe
    }

    @Test("numbers read back as exactly the doubles written; -0 is written as 0")
    func roundTrips() {
        let second = csv.rows(for: sample)[1].split(separator: ",").map(String.init)
        let center = sample.placements[1].center
        #expect(center.x != center.x.rounded())  // a value that needs all 17 digits
        #expect(Double(second[3]) == Double(center.x))
        #expect(second[4] == "0")
    }

    @Test("a document is the header and the rows of every sample, newline-terminated")
    func document() {
        let text = csv.document(samples: [sample, sample])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 4 + 1)
        #expect(lines.first.map(String.init) == csv.header)
        #expect(lines.last == "")
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
    func bytesMatchStrings() {
        var generator = SystemRandomNumberGenerator()
        let awkward: [Double] = [0, -0.0, 70, -70, 1e14, 999_999_999_999_999, 1e15, 2e15, 1e16, 1e300, -1e-300, 0.1, 1.0 / 3,
                                 .ulpOfOne, -123.456, 5e-324, 9_007_199_254_740_993]
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
            csv.appendRows(for: sample, to: &bytes)
            let text = csv.rows(for: sample).map { $0 + "\n" }.joined()
            #expect(String(decoding: bytes, as: UTF8.self) == text, "round \(round)")
        }
    }
}

@Suite("Reading a written CSV back")
struct TrajectoryCSVReadBackTests {
    @Test("labels with commas, quotes and line breaks read back as written, each row as long as the header")
    func labelsRoundTrip() {
        let labels = ["plain", "a,b", "say \"hi\"", "two\nlines", "", "\"", ",,,"]
        let views = labels.map { ViewSpec(width: 10, height: 10, label: $0.isEmpty ? nil : TextLabel(text: $0), nodeID: "n,\($0.count)") }
        let sample = FrameSample(frame: 0, time: 0, bounds: .zero,
                                 placements: labels.map { _ in ViewPlacement(position: .zero, size: CGSize(width: 10, height: 10)) },
                                 parameters: [])
        let csv = TrajectoryCSV(parameterNames: [], views: views)
        let table = CSVTable(parsing: csv.document(samples: [sample]))
        #expect(table.rows.count == labels.count)
        #expect(table.rows.allSatisfy { $0.count == table.header.count })
        #expect(table.rows.indices.map { table.field("label", row: $0) } == labels)
        #expect(table.rows.indices.map { table.field("id", row: $0) } == labels.map { "n,\($0.count)" })
    }
}
