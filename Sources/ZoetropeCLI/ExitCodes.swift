import ArgumentParser

/// The exit codes of `zoetrope`, from BSD's sysexits.h so that scripts can tell failures apart.
enum ExitCodes {
    /// The scene is invalid.
    static let invalidScene = ExitCode(65)
    /// The scene file does not exist or cannot be read.
    static let missingScene = ExitCode(66)
    /// A frame could not be drawn or encoded.
    static let internalFailure = ExitCode(70)
    /// The output folder cannot be created or written.
    static let cannotWrite = ExitCode(73)
}
