import Foundation
import SceneExport

/// Shows a render's progress on standard error: on a terminal, one line redrawn in place (frames
/// done of the total, frames per second, time elapsed and left); elsewhere (CI, pipes), a plain
/// line every ``plainInterval`` seconds; with `--quiet`, nothing.
final class ProgressLine {
    /// How progress is shown.
    enum Mode {
        /// Not at all.
        case quiet
        /// One line, redrawn in place at most every ``terminalInterval`` seconds.
        case terminal
        /// A plain line every ``plainInterval`` seconds.
        case plain
    }

    private let mode: Mode
    private let write: (String) -> Void
    /// The render time at which a line was last shown.
    private var lastShown = -Double.infinity
    private var isShowing = false

    /// How often a terminal line is redrawn, and a plain line printed, in seconds.
    static let terminalInterval = 0.1
    static let plainInterval = 5.0

    /// Creates a progress display.
    /// - Parameters:
    ///   - mode: How to show progress.
    ///   - write: Where the text goes.
    init(mode: Mode, write: @escaping (String) -> Void) {
        self.mode = mode
        self.write = write
    }

    /// A progress display on standard error: a redrawn line on a terminal, plain lines elsewhere.
    /// - Parameter quiet: Show nothing.
    convenience init(quiet: Bool) {
        self.init(mode: quiet ? .quiet : isatty(STDERR_FILENO) == 1 ? .terminal : .plain) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Shows `progress` if the last line was shown long enough ago in the render's time (and, on a
    /// terminal, when the render is done).
    func update(_ progress: RenderProgress) {
        let since = progress.elapsed - lastShown
        switch mode {
        case .quiet:
            return
        case .terminal:
            guard since >= Self.terminalInterval || progress.done == progress.total else { return }
            write("\r\u{1B}[K" + Self.describe(progress))
            isShowing = true
        case .plain:
            guard progress.elapsed >= Self.plainInterval, since >= Self.plainInterval, progress.done < progress.total else { return }
            write("zoetrope: " + Self.describe(progress) + "\n")
        }
        lastShown = progress.elapsed
    }

    /// Removes the terminal line, before a summary or an error is printed.
    func clear() {
        guard isShowing else { return }
        write("\r\u{1B}[K")
        isShowing = false
    }

    /// `120/151 frames (79%), 612.3 frames/s, 0:02 elapsed, 0:01 left`.
    static func describe(_ progress: RenderProgress) -> String {
        let percent = progress.total > 0 ? 100 * progress.done / progress.total : 100
        var text = "\(progress.done)/\(progress.total) frames (\(percent)%), "
            + String(format: "%.1f frames/s", progress.framesPerSecond) + ", \(clock(progress.elapsed)) elapsed"
        if let remaining = progress.remaining, progress.done < progress.total {
            text += ", \(clock(remaining)) left"
        }
        return text
    }

    /// `1:05` for 65 seconds, `1:01:05` past an hour.
    static func clock(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(min(max(seconds, 0), 1e9).rounded()) : 0
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
