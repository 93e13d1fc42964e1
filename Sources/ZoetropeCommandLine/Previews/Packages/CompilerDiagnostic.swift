import Foundation

/// An error the compiler printed while building, at its place: `file:line:column: error: message`.
struct CompilerDiagnostic: Equatable {
    /// The file, as the compiler named it (absolute).
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// The error as the compiler printed it, with the file relative to `folder` when it is inside.
    func description(relativeTo folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return "\(shown):\(line):\(column): error: \(message)"
    }

    /// The errors in a build's output, each once, in the order printed. Warnings and notes are
    /// left out.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var seen: Set<String> = []
        return output.split(whereSeparator: \.isNewline).compactMap { line -> CompilerDiagnostic? in
            guard let diagnostic = parse(String(line)), seen.insert("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column):\(diagnostic.message)").inserted
            else { return nil }
            return diagnostic
        }
    }

    /// One line of compiler output as an error, if it is one.
    static func parse(_ line: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let column = Int(place[place.count - 1]), let number = Int(place[place.count - 2]) else { return nil }
        let file = place.dropLast(2).joined(separator: ":")
        guard file.hasPrefix("/") else { return nil }
        return CompilerDiagnostic(file: file, line: number, column: column, message: String(line[marker.upperBound...]))
    }
}
