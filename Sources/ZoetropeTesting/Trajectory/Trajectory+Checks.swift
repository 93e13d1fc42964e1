import Foundation

// The checks behind the assertions: each lists the samples that fail, in frame order, with what
// was measured, what was expected and by how much they differ.

extension Trajectory {
    /// The samples whose distance from `center` differs from `radius(time)` by more than `tolerance`.
    func arcFailures(center: CGPoint, radius: (TimeInterval) -> CGFloat, tolerance: CGFloat) -> [SampleFailure] {
        withoutActuallyEscaping(radius) { radius in
            arcFailures(center: center, radius: .sample { Double(radius($0.time)) }, tolerance: tolerance)
        }
    }

    /// The samples whose distance from `center` differs from the radius the track gives them by
    /// more than `tolerance`, and those it gives none.
    func arcFailures(center: CGPoint, radius: ValueTrack, tolerance: CGFloat) -> [SampleFailure] {
        samples.compactMap { sample in
            let distance = PlaneGeometry.distance(sample.center, center)
            guard let expected = radius.value(at: sample).map({ CGFloat($0) }) else {
                return SampleFailure(sample: sample, finding: radius.missing(at: sample), error: .nan, errorText: nil)
            }
            let error = abs(distance - expected)
            guard !(error <= tolerance) else { return nil }
            return SampleFailure(
                sample: sample,
                finding: "distance from \(Format.point(center)) is \(Format.number(distance)), "
                    + "expected \(Format.number(expected)) ± \(Format.number(tolerance))",
                error: Double(error), errorText: Format.number(error),
                expected: PlaneGeometry.nearest(to: sample.center, onCircleAbout: center, radius: expected))
        }
    }

    /// The samples farther than `tolerance` from the segment from `start` to `end`.
    func segmentFailures(from start: CGPoint, to end: CGPoint, tolerance: CGFloat) -> [SampleFailure] {
        samples.compactMap { sample in
            let distance = PlaneGeometry.distance(from: sample.center, toSegmentFrom: start, to: end)
            guard !(distance <= tolerance) else { return nil }
            return SampleFailure(
                sample: sample,
                finding: "distance from the segment \(Format.point(start))–\(Format.point(end)) "
                    + "is \(Format.number(distance)), expected 0.0 ± \(Format.number(tolerance))",
                error: Double(distance), errorText: Format.number(distance),
                expected: PlaneGeometry.nearest(to: sample.center, onSegmentFrom: start, to: end))
        }
    }

    /// The samples farther than `tolerance` from the first sample's centre.
    /// The settled sample, when its centre is farther than `tolerance` from `center`.
    func settleFailures(center: CGPoint, tolerance: CGFloat) -> [SampleFailure] {
        guard let settled else { return [] }
        let distance = PlaneGeometry.distance(settled.center, center)
        guard !(distance <= tolerance) else { return [] }
        return [SampleFailure(sample: settled,
                              finding: "comes to rest at \(Format.point(settled.center)), expected \(Format.point(center)) ± \(Format.number(tolerance))",
                              error: Double(distance), errorText: Format.number(distance), expected: center)]
    }

    func stationaryFailures(tolerance: CGFloat) -> [SampleFailure] {
        guard let start = samples.first?.center else { return [] }
        return samples.compactMap { sample in
            let distance = PlaneGeometry.distance(sample.center, start)
            guard !(distance <= tolerance) else { return nil }
            return SampleFailure(
                sample: sample,
                finding: "moved \(Format.number(distance)) from where it started, \(Format.point(start)), "
                    + "to \(Format.point(sample.center)), expected 0.0 ± \(Format.number(tolerance))",
                error: Double(distance), errorText: Format.number(distance), expected: start)
        }
    }

    /// The samples where the angle about `center` turns against the direction of `total` (or
    /// turns at all when `total` is zero) by more than `tolerance`, the samples at `center`
    /// itself, and the last sample when the angle swept differs from `total` by more than `tolerance`.
    func sweepFailures(total: Angle, center: CGPoint, tolerance: Angle) -> [SampleFailure] {
        let angles = PlaneGeometry.unwrappedAngles(of: centers, about: center)
        var failures: [SampleFailure] = []
        for index in samples.indices {
            if samples[index].center == center {
                failures.append(SampleFailure(
                    sample: samples[index],
                    finding: "is at the centre \(Format.point(center)), where its angle is undefined",
                    error: .nan, errorText: nil))
            } else if index > 0, samples[index - 1].center != center,
                      let failure = stepFailure(at: index, angles: angles, total: total, center: center,
                                                tolerance: tolerance) {
                failures.append(failure)
            }
        }
        if let failure = totalSweepFailure(angles: angles, total: total, center: center, tolerance: tolerance) {
            failures.append(failure)
        }
        return failures
    }

    /// The step from sample `index - 1` to sample `index`, when it turns the wrong way.
    private func stepFailure(at index: Int, angles: [Double], total: Angle, center: CGPoint,
                             tolerance: Angle) -> SampleFailure? {
        let (before, after) = (Angle.radians(angles[index - 1]), Angle.radians(angles[index]))
        let step = after - before
        let (wrongWay, expectation): (Angle, String) =
            if total.radians > 0 { (-step, "to keep increasing") }
            else if total.radians < 0 { (step, "to keep decreasing") }
            else { (Angle.radians(abs(step.radians)), "to stay put") }
        guard !(wrongWay.radians <= tolerance.radians) else { return nil }
        return SampleFailure(
            sample: samples[index],
            finding: "angle about \(Format.point(center)) went from \(Format.degrees(before)) "
                + "to \(Format.degrees(after)), expected it \(expectation) "
                + "(sweeping \(Format.degrees(total))) within \(Format.degrees(tolerance))",
            error: wrongWay.degrees, errorText: Format.degrees(wrongWay))
    }

    /// The last sample, when the angle swept from the first differs from `total` by more than `tolerance`.
    private func totalSweepFailure(angles: [Double], total: Angle, center: CGPoint,
                                   tolerance: Angle) -> SampleFailure? {
        guard let first = angles.first, let last = angles.last, let lastSample = samples.last else { return nil }
        let swept = Angle.radians(last - first)
        let error = Angle.radians(abs((swept - total).radians))
        guard !(error.radians <= tolerance.radians) else { return nil }
        return SampleFailure(
            sample: lastSample,
            finding: "swept \(Format.degrees(swept)) about \(Format.point(center)) since frame "
                + "\(samples[0].frame), expected \(Format.degrees(total)) ± \(Format.degrees(tolerance))",
            error: error.degrees, errorText: Format.degrees(error))
    }
}
