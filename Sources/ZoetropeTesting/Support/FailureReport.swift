import Foundation

/// A failed assertion for machines and agents: which assertion, where it was called, how many
/// samples failed, and every failing sample with its view, frame, time, centre, finding and how
/// far off it was, as JSON; and the failing views' samples as CSV, each row marked when it failed.
///
/// ``IssueReporter`` attaches both to the failing test beside the plot (`<assertion>.json`,
/// `<assertion>.csv`), so a tool can read a failure without parsing its message.
struct FailureReport: Encodable {
    /// One failing sample.
    struct Failure: Encodable {
        let frame: Int
        let time: TimeInterval
        let center: [Double]
        let finding: String
        /// How far off, in the check's unit; nil when unknown.
        let error: Double?
        /// The nearest place the check would have passed at, if there is one.
        let expected: [Double]?
    }

    /// One view with failures.
    struct View: Encodable {
        let view: String
        let samples: Int
        let failures: [Failure]
    }

    let assertion: String
    let message: String
    let fileID: String
    let line: Int
    let failingSamples: Int
    let views: [View]

    /// The report of one assertion's failures.
    init(_ assertion: String, message: String, fileID: String, line: Int, results: [(trajectory: Trajectory, failures: [SampleFailure])]) {
        self.assertion = assertion
        self.message = message
        self.fileID = fileID
        self.line = line
        let failing = results.filter { !$0.failures.isEmpty }
        failingSamples = failing.reduce(0) { $0 + Set($1.failures.map(\.sample.frame)).count }
        views = failing.map { result in
            View(view: result.trajectory.viewDescription, samples: result.trajectory.samples.count, failures: result.failures.map { failure in
                Failure(frame: failure.sample.frame, time: failure.sample.time,
                        center: [Double(failure.sample.center.x), Double(failure.sample.center.y)], finding: failure.finding,
                        error: failure.error.isFinite ? failure.error : nil,
                        expected: failure.expected.map { [Double($0.x), Double($0.y)] })
            })
        }
    }

    /// The report as JSON, keys sorted so the same failure gives the same bytes.
    var json: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(self)).map(Array.init) ?? Array("{}".utf8)
    }

    /// Every sample of the failing views as CSV: `view,frame,time,x,y,width,height,opacity,failed`.
    static func csv(_ results: [(trajectory: Trajectory, failures: [SampleFailure])]) -> [UInt8] {
        var lines = ["view,frame,time,x,y,width,height,opacity,failed"]
        for result in results where !result.failures.isEmpty {
            let failed = Set(result.failures.map(\.sample.frame))
            for sample in result.trajectory.samples {
                let numbers = [sample.center.x, sample.center.y, sample.size.width, sample.size.height].map { "\(Double($0))" }
                lines.append(["\(result.trajectory.viewIndex)", "\(sample.frame)", "\(sample.time)"] .joined(separator: ",") + ","
                                + numbers.joined(separator: ",") + ",\(sample.opacity),\(failed.contains(sample.frame))")
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }
}
