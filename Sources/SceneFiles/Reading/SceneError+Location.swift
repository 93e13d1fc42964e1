import Foundation
import SceneCore

extension SceneError {
    /// This error pointing at where `path` is in `source`, when it points nowhere yet.
    /// - Parameters:
    ///   - source: The file's bytes.
    ///   - map: Where its values are.
    /// - Returns: The error with its position and source line, or itself when it has one or the
    ///   file does not say where.
    func located(in source: Data, map: SourceMap) -> SceneError {
        guard position == nil, kind == .invalid, isInFile,
              let offset = map.offset(of: path, atKey: message.hasPrefix("unknown field")) else { return self }
        return at(offset, in: source)
    }

    /// `errors` pointing at their fields in `source`, reading it once for all of them.
    static func locate(_ errors: [SceneError], in source: Data) -> [SceneError] {
        let unlocated = errors.filter { $0.position == nil && $0.kind != .unreadable && $0.isInFile }
        guard !unlocated.isEmpty else { return errors }
        let map = JSONParser.sourceMap(of: unlocated.map(\.path), in: source)
        return errors.map { $0.located(in: source, map: map) }
    }

    /// This error at byte `offset` of `source`: its line, column and source line.
    func at(_ offset: Int, in source: Data) -> SceneError {
        var located = self
        located.position = JSONParser.lineAndColumn(of: offset, in: source)
        if let (text, column) = Self.line(containing: offset, in: source) {
            located.sourceLine = text
            located.sourceColumn = column
        }
        return located
    }

    /// The text of the line that holds byte `offset`, at most about 100 characters of it around the
    /// offset, with `…` where it was cut, and the offset's 1-based column in that text; `nil` for
    /// an offset past the end.
    static func line(containing offset: Int, in source: Data) -> (text: String, column: Int)? {
        guard offset >= 0, offset <= source.count else { return nil }
        let at = source.startIndex + offset
        let start = source[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? source.startIndex
        let end = source[at...].firstIndex(of: UInt8(ascii: "\n")) ?? source.endIndex
        var text = String(decoding: source[start..<end], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        let column = String(decoding: source[start..<at], as: UTF8.self).count + 1
        let characters = Array(text)
        guard characters.count > 100 else { return (text, column) }
        let from = max(0, column - 51), to = min(characters.count, from + 100)
        let cut = (from > 0 ? "…" : "") + String(characters[from..<to]) + (to < characters.count ? "…" : "")
        return (cut, column - from + (from > 0 ? 1 : 0))
    }
}
