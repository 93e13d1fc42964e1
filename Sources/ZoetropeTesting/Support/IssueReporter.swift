import Testing

/// Records an assertion's failures as one Swift Testing issue: how many samples failed, in how
/// many views, and the worst few, each with its view, frame and time; and attaches a plot of the
/// paths with the failing samples marked (``FailurePlot``), a report for machines
/// (``FailureReport``, JSON) and the failing views' samples (CSV), which `swift test
/// --attachments-path <folder>` saves as `<assertion>.svg`, `.json` and `.csv`.
enum IssueReporter {
    /// The most failing samples an issue lists, worst first.
    static let worstReported = 3

    /// Records the failures of one assertion (`expectFollowsArc`, …) over one or more views as one
    /// issue at `sourceLocation`, or nothing when there are none.
    ///
    /// The issue reads
    /// `expectFollowsArc failed at 392 of 392 samples in 8 of 8 views; the worst 3:` followed by
    /// one line per sample, worst first (a NaN error counts as the worst; equal errors in view and
    /// frame order). A sample that fails twice (the last one of a sweep that both turns back and
    /// falls short) counts once.
    /// - Parameters:
    ///   - assertion: The assertion's name, for the message.
    ///   - results: Each view's trajectory and its failing samples, in frame order.
    ///   - sourceLocation: Where the assertion was called.
    /// - Returns: Whether there were no failures.
    static func record(_ assertion: String, _ results: [(trajectory: Trajectory, failures: [SampleFailure])],
                       sourceLocation: SourceLocation) -> Bool {
        let failing = results.filter { !$0.failures.isEmpty }
        guard !failing.isEmpty else { return true }
        let worst = Array(rank(failing.flatMap { result in
            result.failures.map { (view: result.trajectory.viewDescription, failure: $0) }
        }).prefix(worstReported))
        let text = message(assertion, results: results, failing: failing, worst: worst)
        record(text, at: sourceLocation)
        if Test.current != nil {
            Attachment.record(Array(FailurePlot.svg(assertion, results: results, worst: worst).utf8),
                              named: "\(assertion).svg", sourceLocation: sourceLocation)
            let report = FailureReport(assertion, message: text, fileID: sourceLocation.fileID, line: sourceLocation.line, results: results)
            Attachment.record(report.json, named: "\(assertion).json", sourceLocation: sourceLocation)
            Attachment.record(FailureReport.csv(results), named: "\(assertion).csv", sourceLocation: sourceLocation)
        }
        return false
    }

    /// Records that there was nothing to check, which must not pass for a check that held.
    /// - Parameters:
    ///   - reason: What was missing: `the trajectories have no views`.
    ///   - sourceLocation: Where the assertion was called.
    /// - Returns: `false`.
    static func recordNothingToCheck(_ reason: String, sourceLocation: SourceLocation) -> Bool {
        record("\(reason); nothing was checked", at: sourceLocation)
        return false
    }

    /// Records one issue with `message` as its comment.
    static func record(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The header and the worst samples, one per line.
    private static func message(_ assertion: String, results: [(trajectory: Trajectory, failures: [SampleFailure])],
                                failing: [(trajectory: Trajectory, failures: [SampleFailure])],
                                worst shown: [(view: String, failure: SampleFailure)]) -> String {
        let failedSamples = failing.reduce(0) { $0 + Set($1.failures.map(\.sample.frame)).count }
        let allSamples = results.reduce(0) { $0 + $1.trajectory.samples.count }
        var header = "\(assertion) failed at \(failedSamples) of \(allSamples) samples"
        header += results.count == 1 ? " of \(results[0].trajectory.viewDescription)"
            : " in \(failing.count) of \(results.count) views"
        header += shown.count == 1 ? ":" : "; the worst \(shown.count):"
        return ([header] + shown.map { "  " + $0.failure.message(view: $0.view) }).joined(separator: "\n")
    }

    /// Failures worst first: NaN errors, then by error, largest first; equal ones in view and
    /// frame order (the order given).
    private static func rank(_ failures: [(view: String, failure: SampleFailure)]) -> [(view: String, failure: SampleFailure)] {
        failures.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.failure.error, rhs.element.failure.error)
            if left.isNaN != right.isNaN { return left.isNaN }
            if !left.isNaN, left != right { return left > right }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
