import Foundation
import SceneCore

/// Where a previewed scene comes from: a scene file, watched and read again when it is saved, or
/// a scene built in Swift by the program (``ZoetropeCommandLine``'s `main(scenes:)`), built once.
public enum PreviewSource: Sendable {
    /// A scene file (JSON), by its path as given on the command line.
    case file(String)
    /// A scene built in Swift, by the name the command line knows it by, and how to build it.
    case built(name: String, build: @Sendable () throws -> Scene)

    /// The scene's name in the API: a file's name without its extension (`wheel` for
    /// `scenes/wheel.json`), or a Swift scene's own name.
    public var name: String {
        switch self {
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .built(let name, _): name
        }
    }

    /// The scene file's path; `nil` for a scene built in Swift.
    public var path: String? {
        if case .file(let path) = self { path } else { nil }
    }
}
