import Foundation
import SceneCore

/// Something in a scene that is valid but almost certainly not what its author meant, because it
/// does nothing: a change after the scene ends, an animation the scene's end cuts short, a view
/// never on the canvas, a parameter set to the value it already has.
///
/// Warnings never stop a render (`--warnings-as-errors` makes them). Its description reads as a
/// compiler's: `scenes/wheel.json:31:7: warning: timeline[2]: starts at 12 s, after the scene's last frame …`,
/// then the line with a caret.
public struct SceneWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    public var file: String
    /// The field path, such as `timeline[2]`.
    public var path: String
    /// What does nothing, and why.
    public var message: String
    /// The 1-based line and column of the field in the file, when known.
    public var line: Int?
    /// See ``line``.
    public var column: Int?
    /// The line of the file the field is on (cut around the column when long).
    public var sourceLine: String?
    /// The field's column in ``sourceLine``.
    var sourceColumn: Int?

    /// Creates a warning about the field at `path`.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file:line:column: warning: path: message` and the line with a caret, or
    /// `file: warning: path: message` when the place is not known.
    public var description: String {
        summary + (column.map { SceneError.excerpt(of: sourceLine, column: sourceColumn ?? $0) } ?? "")
    }

    /// The warning on one line.
    public var summary: String {
        let place = line.flatMap { line in column.map { "\(file):\(line):\($0):" } } ?? "\(file):"
        return "\(place) warning: \(path.isEmpty ? message : "\(path): \(message)")"
    }

    /// `warnings` pointing at their fields in the file's bytes `source`, reading it once for all
    /// of them; as they are for a scene built in Swift (no bytes).
    static func locate(_ warnings: [SceneWarning], in source: Data) -> [SceneWarning] {
        guard !warnings.isEmpty, !source.isEmpty else { return warnings }
        let map = JSONParser.sourceMap(of: warnings.map(\.path), in: source)
        return warnings.map { warning in
            guard !warning.path.isEmpty, let offset = map.offset(of: warning.path) else { return warning }
            let error = SceneError(file: warning.file, path: warning.path, message: warning.message).at(offset, in: source)
            var located = warning
            (located.line, located.column) = (error.position?.line, error.position?.column)
            located.sourceLine = error.sourceLine
            located.sourceColumn = error.sourceColumn
            return located
        }
    }
}
