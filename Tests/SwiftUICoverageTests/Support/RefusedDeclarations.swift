import Foundation
import ZoetropeTestSupport

/// The declarations refused at compile time, read from the sources: symbol graphs leave out
/// whatever is `@available(*, unavailable)`, so the refusals are found where they are written.
///
/// A declaration is refused when an `@available(*, unavailable, message: "…")` stands on the
/// lines just above it, or when the type it is declared in is (a protocol's requirements cannot
/// carry an attribute of their own). The scan is by lines: one declaration per line, types and
/// extensions opened on their own line, as the house style writes them.
enum RefusedDeclarations {
    /// The refused members of the sources of `modules` (`Sources/<module>/`), titled as
    /// ``OverloadKey/qualifiedTitle`` gives them.
    /// - Throws: When a source folder cannot be listed or a file read.
    static func members(of modules: [String]) throws -> [PublicSurface.Member] {
        var found: [PublicSurface.Member] = []
        for module in modules {
            let folder = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                guard text.contains("@available(*, unavailable, message:") else { continue }
                found += members(in: text)
            }
        }
        return found
    }

    /// The refused members `text` declares.
    static func members(in text: String) -> [PublicSurface.Member] {
        var found: [PublicSurface.Member] = []
        // The types and extensions open around the current line: name, whether refused (and
        // why), and the brace depth they opened at.
        var scopes: [(name: String, refusal: String?, depth: Int)] = []
        var pendingRefusal: String?
        var depth = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let message = refusalMessage(in: line) {
                pendingRefusal = message
                continue
            }
            if line.hasPrefix("///") || line.hasPrefix("//") || line.isEmpty { continue }
            if let (kind, name) = declaration(in: line) {
                let owner = scopes.last
                let refusal = pendingRefusal ?? owner?.refusal
                if kind != "extension", let refusal {
                    let title = kind == "func" || kind == "init" || kind == "subscript"
                        ? "\(name)(\(DeclaredParameter.parameters(of: line).map { "\($0.label):" }.joined()))"
                        : name
                    let qualified = owner.map { "\($0.name).\(title)" } ?? title
                    found.append(PublicSurface.Member(qualifiedTitle: qualified, declaration: line, unavailableMessage: refusal))
                }
                if ["protocol", "class", "struct", "enum", "extension"].contains(kind), line.contains("{") {
                    scopes.append((name, kind == "extension" ? pendingRefusal : refusal, depth))
                }
            }
            pendingRefusal = nil
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
        }
        return found
    }

    /// The message of an `@available(*, unavailable, message: "…")` on `line`, if it is one.
    private static func refusalMessage(in line: String) -> String? {
        let prefix = "@available(*, unavailable, message: \""
        guard line.hasPrefix(prefix), line.hasSuffix("\")") else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(2))
    }

    /// What `line` declares (`func`, `init`, `protocol`, …) and the name, if it declares something.
    private static func declaration(in line: String) -> (kind: String, name: String)? {
        let pattern = #"^(?:(?:public|open|static|required|final|mutating|nonisolated|@\w+)\s+)*(protocol|class|struct|enum|extension|func|init|var|let|associatedtype|typealias|subscript|case)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#
        guard let match = line.range(of: pattern, options: .regularExpression) else { return nil }
        let words = line[match].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let kindIndex = words.firstIndex(where: { ["protocol", "class", "struct", "enum", "extension", "func", "init", "var", "let", "associatedtype", "typealias", "subscript", "case"].contains(String($0)) }) else { return nil }
        let kind = String(words[kindIndex])
        if kind == "init" || kind == "subscript" { return (kind, kind) }
        guard kindIndex + 1 < words.count else { return nil }
        return (kind, String(words[kindIndex + 1]))
    }
}
