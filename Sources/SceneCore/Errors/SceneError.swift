import Foundation

/// A scene that cannot be used, with the place and the value that made it so: a field of a scene
/// file, or a named part of a scene built in Swift (`wheel (built in Swift): changes[2]: …`).
///
/// Its description reads `scenes/wheel.json: views[2].fill: unknown colour "yelow" (did you mean "yellow"?)`.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// Where the scene comes from: the file, as it was named, or `<name> (built in Swift)`.
    public var file: String
    /// The field path inside the file, such as `timeline[1].animation.duration`; empty for the whole file.
    public var path: String
    /// What was wrong, with the value and what was expected.
    public var message: String
    /// Where in the file's text the problem is: 1-based line and column (in characters); `nil`
    /// when it is not at one place in the file (it cannot be read, or a value set from the command
    /// line is wrong).
    public var position: (line: Int, column: Int)?
    /// The line of the file the problem is on, without its line break (cut to about 100
    /// characters around the column for long lines), for showing with a caret under the column.
    public var sourceLine: String?
    /// The 1-based column of the problem in ``sourceLine`` (which may be cut from a long line).
    package var sourceColumn: Int?
    /// Whether the value at ``path`` is the file's own, so the error can point at it; `false` for
    /// a value set from the command line.
    package var isInFile = true
    /// Whether the file is not a valid scene, needs a duration, or could not be read at all.
    public var kind: Kind

    /// What kind of problem a ``SceneError`` is.
    public enum Kind: Sendable {
        /// The file was read, and is not a valid scene.
        case invalid
        /// The scene is valid but never ends (an animation repeats for ever, a spring never comes
        /// to rest, events keep coming), so it needs a duration to be shown for; given one, it
        /// can be built.
        case needsDuration
        /// The file does not exist or cannot be read (permissions, a folder, a device).
        case unreadable
    }

    /// Creates an error.
    public init(file: String, path: String, message: String, position: (line: Int, column: Int)? = nil,
                sourceLine: String? = nil, kind: Kind = .invalid) {
        self.file = file
        self.path = path
        self.message = message
        self.position = position
        self.sourceLine = sourceLine
        self.kind = kind
    }

    /// `file: path: message` for a problem at no one place; for one at a place, the shape
    /// compilers use, so that editors and terminals link it to the place, then the line with a
    /// caret under the column:
    ///
    /// ```
    /// scenes/wheel.json:12:15: error: views[2].fill: unknown colour "yelow" (did you mean "yellow"?); …
    ///       "fill": "yelow",
    ///               ^
    /// ```
    public var description: String {
        guard let position else { return summary }
        return "\(file):\(position.line):\(position.column): error: \(pathAndMessage)" + excerpt
    }

    /// The error on one line, without the file's text: `file: path: message`, or
    /// `file:line:column: error: path: message`.
    public var summary: String {
        guard let position else { return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)" }
        return "\(file):\(position.line):\(position.column): error: \(pathAndMessage)"
    }

    private var pathAndMessage: String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// The source line and a caret under the column; see ``excerpt(of:column:)``.
    private var excerpt: String {
        guard let position else { return "" }
        return Self.excerpt(of: sourceLine, column: sourceColumn ?? position.column)
    }

    /// A source line and a caret under `column`, each on its own line after a line break and
    /// indented (tabs before the column kept, so the caret lines up); empty without a source
    /// line, or for a blank one (an empty file).
    package static func excerpt(of sourceLine: String?, column: Int) -> String {
        guard let sourceLine, sourceLine.contains(where: { !$0.isWhitespace }) else { return "" }
        let lead = sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\n    \(sourceLine)\n    \(lead)^"
    }

    /// Whether two errors say the same thing about the same place: their kind, file, path,
    /// message and position; whether an error came from the command line is not compared.
    public static func == (lhs: SceneError, rhs: SceneError) -> Bool {
        lhs.kind == rhs.kind && lhs.file == rhs.file && lhs.path == rhs.path && lhs.message == rhs.message
            && lhs.position?.line == rhs.position?.line && lhs.position?.column == rhs.position?.column
            && lhs.sourceLine == rhs.sourceLine
    }
}
