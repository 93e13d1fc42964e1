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

    /// Creates an error.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message`.
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}
