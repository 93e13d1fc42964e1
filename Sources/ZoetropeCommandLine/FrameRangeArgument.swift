import ArgumentParser
import SceneExport

/// `--frames A-B` (inclusive), `--frames N` (one frame) or `--frames A-` (from A to the last frame).
struct FrameRangeArgument: ExpressibleByArgument {
    let selection: FrameSelection

    init?(argument: String) {
        guard let selection = try? Self.parse(argument) else { return nil }
        self.selection = selection
    }

    /// Reads a frame range, or says what is wrong with it.
    static func parse(_ text: String) throws(ValidationError) -> FrameSelection {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let first = Int(parts[0]) else {
            throw ValidationError("--frames '\(text)': expected A-B, N or A- with whole numbers, such as 0-30, 12 or 100-")
        }
        guard first >= 0 else { throw ValidationError("--frames '\(text)': frames are numbered from 0") }
        guard parts.count == 2 else { return FrameSelection(first: first, last: first) }
        if parts[1].isEmpty { return FrameSelection(first: first, last: nil) }
        guard let last = Int(parts[1]) else {
            throw ValidationError("--frames '\(text)': expected A-B, N or A- with whole numbers, such as 0-30, 12 or 100-")
        }
        guard first <= last else { throw ValidationError("--frames '\(text)': the end \(last) is before the start \(first)") }
        return FrameSelection(first: first, last: last)
    }

    static var defaultValueDescription: String { "all frames" }
}
