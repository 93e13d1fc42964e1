import Foundation
import SceneCore

/// Where each value of a scene file starts in its text, by field path (`views[2].fill`), and
/// where each object key starts: what lets an error about a field point at it.
struct SourceMap: Sendable {
    /// The byte offset of each value, by path; the whole document is `""`.
    var valueOffsets: [String: Int] = [:]
    /// The byte offset of each object member's key (its opening quote), by the member's path.
    var keyOffsets: [String: Int] = [:]

    /// The offset to point at for an error about `path`: its key when `atKey` (an unknown field),
    /// otherwise its value; for a path the file does not have (a field that is missing), the
    /// nearest enclosing one.
    /// - Returns: The offset, or `nil` when not even the document is mapped.
    func offset(of path: String, atKey: Bool = false) -> Int? {
        var current = path
        var first = true
        while true {
            if first, atKey, let offset = keyOffsets[current] { return offset }
            if let offset = valueOffsets[current] { return offset }
            guard !current.isEmpty else { return nil }
            current = Self.parent(of: current)
            first = false
        }
    }

    /// `views[2].fill` → `views[2]` → `views` → `""`.
    static func parent(of path: String) -> String {
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
            return String(path[..<open])
        }
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }
}
