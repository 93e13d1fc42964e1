import ArgumentParser

/// `--frames A-B` (inclusive) or `--frames N` (one frame).
struct FrameRangeArgument: ExpressibleByArgument {
    let range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let frame = Int(parts[0]), frame >= 0 else { return nil }
            range = frame...frame
        case 2:
            guard let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else { return nil }
            range = first...last
        default:
            return nil
        }
    }

    static var defaultValueDescription: String { "all frames" }
}
