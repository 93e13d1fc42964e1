import Foundation
import FrameRendering
import SceneExport
import FrameTimeline
import LayoutCore
import Testing

@Suite("TrajectoryCSV")
struct TrajectoryCSVTests {
    let sample = FrameSample(
        frame: 3, time: 0.1, bounds: .zero,
        placements: [
            ViewPlacement(position: CGPoint(x: 10, y: 20), anchor: .topLeading, size: CGSize(width: 4, height: 6),
                          rotation: .degrees(30)),
            ViewPlacement(position: CGPoint(x: 1.0 / 3.0, y: -0.0), anchor: .center, size: CGSize(width: 2, height: 2)),
        ],
        parameters: [ParameterValue(name: "rotation", value: 45), ParameterValue(name: "radius", value: 130)])

    @Test("the header lists the fixed columns, then one param column per parameter")
    func header() {
        #expect(TrajectoryCSV.header(parameterNames: ["rotation", "radius"])
                == "frame,time,view,x,y,width,height,rotation,param:rotation,param:radius")
        #expect(TrajectoryCSV.header(parameterNames: []) == "frame,time,view,x,y,width,height,rotation")
    }

    @Test("a row holds the centre, size, rotation in degrees and the parameters")
    func rows() {
        let rows = TrajectoryCSV.rows(for: sample)
        #expect(rows.count == 2)
        let first = rows[0].split(separator: ",").map(String.init)
        #expect(first[0] == "3")
        #expect(first[2] == "0")
        #expect(Double(first[3]) == 12)  // 10 + 4/2: the centre, not the anchor
        #expect(Double(first[4]) == 23)
        #expect(Double(first[7]).map { abs($0 - 30) < 1e-12 } == true)
        #expect(first[8...] == ["45.0", "130.0"])
    }

    @Test("numbers read back as exactly the doubles written; -0 is written as 0")
    func roundTrips() {
        let second = TrajectoryCSV.rows(for: sample)[1].split(separator: ",").map(String.init)
        let center = sample.placements[1].center
        #expect(center.x != center.x.rounded())  // a value that needs all 17 digits
        #expect(Double(second[3]) == Double(center.x))
        #expect(second[4] == "0")
    }

    @Test("a document is the header and the rows of every sample, newline-terminated")
    func document() {
        let text = TrajectoryCSV.document(samples: [sample, sample], parameterNames: ["rotation", "radius"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 4 + 1)
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
            TrajectoryCSV.appendRows(for: sample, to: &bytes)
            let text = TrajectoryCSV.rows(for: sample).map { $0 + "\n" }.joined()
            #expect(String(decoding: bytes, as: UTF8.self) == text, "round \(round)")
        }
    }
}
