/// Why the preview server cannot start or run.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure it is, for the command line's exit code.
    public enum Kind: Sendable {
        /// A scene file cannot be read at all (missing, a folder, no permission).
        case unreadableScene
        /// The scenes given cannot be served together (two with one name).
        case badArguments
        /// The server cannot listen, watch files or find its page.
        case cannotServe
    }

    /// The kind of failure.
    public let kind: Kind
    /// What failed and why, naming the file, name or address.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
