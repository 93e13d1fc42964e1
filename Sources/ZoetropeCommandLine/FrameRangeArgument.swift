import ArgumentParser
import SceneExport

/// `--frames A-B` (inclusive), `--frames N` (one frame) or `--frames A-` (from A to the last frame),
/// read by `FrameSelection(parsing:)`.
struct FrameRangeArgument: ExpressibleByArgument {
    let selection: FrameSelection

    init?(argument: String) {
        guard let selection = try? Self.parse(argument) else { return nil }
        self.selection = selection
    }

    /// Reads a frame range, or says what is wrong with it.
    static func parse(_ text: String) throws(ValidationError) -> FrameSelection {
        do {
            return try FrameSelection(parsing: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    static var defaultValueDescription: String { "all frames" }
}
