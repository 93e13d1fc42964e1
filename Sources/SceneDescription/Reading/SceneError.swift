import Foundation

/// A scene file that cannot be used, with the place and the value that made it so.
///
/// Its description reads `scenes/wheel.json: views[2].fill: unknown colour "yelow" (did you mean "yellow"?)`.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file, as it was named.
    public var file: String
    /// The field path inside the file, such as `timeline[1].animation.duration`; empty for the whole file.
    public var path: String
    /// What was wrong, with the value and what was expected.
    public var message: String
    /// Where in the file's text the problem is, for errors in its syntax: 1-based line and column
    /// (in characters).
    public var position: (line: Int, column: Int)?
    /// Whether the file is not a valid scene, or could not be read at all.
    public var kind: Kind

    /// What kind of problem a ``SceneError`` is.
    public enum Kind: Sendable {
        /// The file was read, and is not a valid scene.
        case invalid
        /// The file does not exist or cannot be read (permissions, a folder, a device).
        case unreadable
    }

    /// Creates an error.
    public init(file: String, path: String, message: String, position: (line: Int, column: Int)? = nil, kind: Kind = .invalid) {
        self.file = file
        self.path = path
        self.message = message
        self.position = position
        self.kind = kind
    }

    /// `file: path: message`, or `file:line:column: message` for an error in the syntax, the
    /// shape compilers use so that editors and terminals link it to the place.
    public var description: String {
        if let position { return "\(file):\(position.line):\(position.column): \(message)" }
        return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }

    public static func == (lhs: SceneError, rhs: SceneError) -> Bool {
        lhs.kind == rhs.kind && lhs.file == rhs.file && lhs.path == rhs.path && lhs.message == rhs.message
            && lhs.position?.line == rhs.position?.line && lhs.position?.column == rhs.position?.column
    }
}
