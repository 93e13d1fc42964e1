import Foundation

/// One sample that failed a check, and what was wrong with it.
struct SampleFailure {
    /// The sample.
    let sample: Trajectory.Sample
    /// What was measured and what was expected:
    /// `distance from (200.0, 200.0) is 131.2, expected 130.0 ± 1e-09`.
    let finding: String
    /// How far off the sample is, in the check's unit, to rank failures; NaN when unknown.
    let error: Double
    /// `error`, written in the check's unit (`1.2`, `0.5°`), or `nil` when there is nothing to add.
    let errorText: String?
    /// The nearest place the check would have passed at, where there is one: the point on the
    /// expected circle or segment, the view's first centre; drawn in the failure plot.
    var expected: CGPoint?

    /// The message for this failure: `view 3, frame 17 (t = 0.283333 s): <finding> (off by <error>)`.
    /// - Parameter view: How the view is named: `view 3`, or `view 3 ("Wed")`.
    func message(view: String) -> String {
        let offBy = errorText.map { " (off by \($0))" } ?? ""
        return "\(Self.locate(sample, view: view)): \(finding)\(offBy)"
    }

    /// `view 3, frame 17 (t = 0.283333 s)`.
    static func locate(_ sample: Trajectory.Sample, view: String) -> String {
        "\(view), frame \(sample.frame) (t = \(Format.time(sample.time)) s)"
    }
}
