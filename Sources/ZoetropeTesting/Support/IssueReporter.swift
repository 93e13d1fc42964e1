import Testing

/// Records failures as Swift Testing issues: the first few of each view one by one, then a count.
enum IssueReporter {
    /// The most failing samples of one view reported one by one.
    static let samplesReportedPerView = 3

    /// Records `failures` of one trajectory as issues at `sourceLocation`.
    ///
    /// The first ``samplesReportedPerView`` failures are recorded one by one; when there are more,
    /// one more issue says how many samples failed in all (a sample that fails twice, such as the
    /// last one of a sweep that both turns back and falls short, counts once) and which was worst.
    /// - Parameters:
    ///   - failures: The failing samples, in frame order.
    ///   - trajectory: The trajectory they belong to.
    ///   - sourceLocation: Where the assertion was called.
    /// - Returns: Whether there were no failures.
    static func record(_ failures: [SampleFailure], of trajectory: Trajectory,
                       sourceLocation: SourceLocation) -> Bool {
        for failure in failures.prefix(samplesReportedPerView) {
            record(failure.message(view: trajectory.viewIndex), at: sourceLocation)
        }
        if failures.count > samplesReportedPerView {
            record(summary(of: failures, in: trajectory), at: sourceLocation)
        }
        return failures.isEmpty
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
    private static func record(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// `view 3: 117 of 121 samples failed (the first 3 are reported above); the worst is frame 60
    /// (t = 1.0 s), off by 38.1`.
    private static func summary(of failures: [SampleFailure], in trajectory: Trajectory) -> String {
        let failedSamples = Set(failures.map(\.sample.frame)).count
        var text = "view \(trajectory.viewIndex): \(failedSamples) of \(trajectory.samples.count) samples failed "
            + "(the first \(samplesReportedPerView) are reported above)"
        if let worst = worstFailure(in: failures) {
            text += "; the worst is frame \(worst.sample.frame) (t = \(Format.time(worst.sample.time)) s)"
            if let errorText = worst.errorText { text += ", off by \(errorText)" }
        }
        return text
    }

    /// The failure with the largest error; a NaN error counts as the largest.
    private static func worstFailure(in failures: [SampleFailure]) -> SampleFailure? {
        failures.max { lhs, rhs in
            if lhs.error.isNaN { return false }
            return rhs.error.isNaN || lhs.error < rhs.error
        }
    }
}
