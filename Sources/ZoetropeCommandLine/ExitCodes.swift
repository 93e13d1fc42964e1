import ArgumentParser

/// The exit codes of `zoetrope`, from BSD's sysexits.h so that scripts can tell failures apart,
/// and the shell's 128 + signal for renders stopped by a signal.
enum ExitCodes {
    /// The scene is invalid, the output folder holds another render, or its manifest cannot be trusted.
    static let invalidScene = ExitCode(65)
    /// The scene file does not exist or cannot be read.
    static let missingScene = ExitCode(66)
    /// A program an output needs (ffmpeg) is not installed.
    static let unavailable = ExitCode(69)
    /// A frame could not be drawn or encoded, or a program an output runs failed.
    static let internalFailure = ExitCode(70)
    /// The output folder cannot be created or written, or another render holds it.
    static let cannotWrite = ExitCode(73)
    /// Stopped by SIGINT (Ctrl-C).
    static let interrupted = ExitCode(130)
    /// Stopped by SIGTERM.
    static let terminated = ExitCode(143)
}
