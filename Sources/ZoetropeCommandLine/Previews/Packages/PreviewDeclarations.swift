import FileAccess
import Foundation

/// The previews a target's sources declare, found by reading them (`#Preview` at the start of a
/// line, a type that conforms to `PreviewProvider`): which targets have previews, before
/// anything is built, and where a preview is when its target does not build. The previews
/// rendered are those the built program finds in itself, not these.
struct PreviewDeclarations {
    /// A preview declared in a source file.
    struct Declaration: Equatable {
        /// Its target.
        var target: String
        /// Its file's name (`ContentView.swift`).
        var file: String
        /// Its file, relative to the package.
        var path: String
        var line: Int
        /// Its name: the string a `#Preview("Name")` gives, a provider's type, or `Line N`.
        var name: String

        /// Where it is declared, as the previews' report says it.
        var location: String { "\(target)/\(file):\(line)" }

        /// The outcome of a preview that was not built, with why.
        func notBuilt(_ reason: String) -> PreviewOutcome {
            PreviewOutcome(name: name, module: target, file: file, line: line, location: location, status: .notBuilt, error: reason)
        }
    }

    /// The previews declared in each file of `target`, in file order then line order.
    /// - Parameters:
    ///   - target: The target, as `swift package describe` gives it.
    ///   - package: The package's folder.
    static func declarations(in target: PackageSummary.Target, package: URL) -> [Declaration] {
        target.sources.sorted().filter { $0.hasSuffix(".swift") }.flatMap { source -> [Declaration] in
            let relative = target.path + "/" + source
            guard let bytes = try? BinaryFile.contents(of: package.appending(path: relative), atMost: 8 << 20) else { return [] }
            let file = URL(fileURLWithPath: source).lastPathComponent
            return declarations(inText: String(decoding: bytes, as: UTF8.self)).map { line, name in
                Declaration(target: target.name, file: file, path: relative, line: line, name: name)
            }
        }
    }

    /// The previews in a file's text: each one's line and name.
    static func declarations(inText text: String) -> [(line: Int, name: String)] {
        var found: [(line: Int, name: String)] = []
        var inBlockComment = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("/*"), !code.contains("*/") { inBlockComment = true; continue }
            if code.hasPrefix("#Preview"), code.dropFirst("#Preview".count).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                found.append((offset + 1, previewName(in: code) ?? "Line \(offset + 1)"))
            } else if let provider = providerName(in: code) {
                found.append((offset + 1, provider))
            }
        }
        return found
    }

    /// The name in `#Preview("Name"…`, when it is a plain string literal.
    private static func previewName(in code: String) -> String? {
        let rest = code.dropFirst("#Preview".count).drop(while: \.isWhitespace)
        guard rest.hasPrefix("(") else { return nil }
        let argument = rest.dropFirst().drop(while: \.isWhitespace)
        guard argument.hasPrefix("\"") else { return nil }
        let literal = argument.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
        let after = argument.dropFirst(literal.count + 1)
        return after.hasPrefix("\"") ? String(literal) : nil
    }

    /// The type's name in `struct Name: PreviewProvider {` (any type kind, any other conformances).
    private static func providerName(in code: String) -> String? {
        var words = code.split(whereSeparator: { $0.isWhitespace })
        while let first = words.first, ["public", "internal", "private", "fileprivate", "package", "final", "@MainActor"].contains(first) {
            words.removeFirst()
        }
        guard words.count >= 2, ["struct", "class", "enum"].contains(words[0]), let colon = code.firstIndex(of: ":") else { return nil }
        let conformances = code[code.index(after: colon)...].prefix { $0 != "{" && $0 != "/" }
        guard conformances.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "PreviewProvider" })
        else { return nil }
        return String(words[1].prefix { $0 != ":" && $0 != "<" })
    }
}
