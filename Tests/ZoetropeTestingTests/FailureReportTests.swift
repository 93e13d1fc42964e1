import Foundation
import Testing
@testable import ZoetropeTesting

/// What a failing assertion attaches for machines: a JSON report and the failing views' samples
/// as CSV, beside the plot.
@Suite("Failure reports")
struct FailureReportTests {
    @Test("A one-frame glitch's report names the assertion, the caller's line and both failing frames; its CSV marks them")
    func glitchReport() throws {
        let glitch = HandMade.points((0..<6).map { CGPoint(x: Double($0) * 10, y: $0 == 3 ? 80 : 0) })
        let failures = zip(glitch.samples, glitch.steps).filter { $1.distance > 10 }.map { previous, step in
            SampleFailure(sample: step.sample, finding: "jumped", error: Double(step.distance - 10), errorText: nil, expected: previous.center)
        }
        let report = FailureReport("expectContinuous(maxJumpPerFrame:)", message: "the message", fileID: "Module/File.swift", line: 12,
                                   results: [(glitch, failures)])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(report.json)) as? [String: Any])
        #expect(decoded["assertion"] as? String == "expectContinuous(maxJumpPerFrame:)")
        #expect(decoded["line"] as? Int == 12 && decoded["fileID"] as? String == "Module/File.swift")
        #expect(decoded["failingSamples"] as? Int == 2)
        let views = try #require(decoded["views"] as? [[String: Any]])
        let frames = (views.first?["failures"] as? [[String: Any]])?.compactMap { $0["frame"] as? Int }
        #expect(frames == [3, 4])
        let csv = String(decoding: FailureReport.csv([(glitch, failures)]), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(csv.first == "view,frame,time,x,y,width,height,opacity,failed")
        #expect(csv.count == 7)
        #expect(csv.filter { $0.hasSuffix(",true") }.map { $0.split(separator: ",")[1] } == ["3", "4"])
        #expect(report.json == report.json, "the same failure gives the same bytes")
    }
}
