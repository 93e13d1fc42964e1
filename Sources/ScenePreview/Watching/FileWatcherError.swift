/// Why files cannot be watched.
package struct FileWatcherError: Error, CustomStringConvertible {
    /// What failed and why.
    package let message: String

    /// The message.
    package var description: String { message }
}
