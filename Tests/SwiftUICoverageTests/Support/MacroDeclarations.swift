import Foundation
import ZoetropeTestSupport

/// The macros the `Zoetrope` module declares (`#Preview`, `@Previewable`), read from its
/// sources: the symbol graphs of the SwiftUI-shaped modules do not hold them, as the macros
/// live in the module a file imports.
enum MacroDeclarations {
    /// The module whose sources declare the macros.
    static let module = "Zoetrope"

    /// Every `public macro` of ``module``, titled `Name(labels:)`.
    /// - Throws: When the source folder cannot be listed or a file read.
    static func members() throws -> [PublicSurface.Member] {
        let folder = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
        var found: [PublicSurface.Member] = []
        for path in (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted() where path.hasSuffix(".swift") {
            found += members(in: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        return found
    }

    /// The macros `text` declares: each from `public macro` up to its `=`.
    static func members(in text: String) -> [PublicSurface.Member] {
        var found: [PublicSurface.Member] = []
        var declaration: String?
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("public macro ") { declaration = "" }
            guard var current = declaration else { continue }
            current += (current.isEmpty ? "" : " ") + line
            guard let equals = current.range(of: ") =") else {
                declaration = current
                continue
            }
            let signature = String(current[..<equals.lowerBound]) + ")"
            let name = signature.dropFirst("public macro ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let labels = DeclaredParameter.parameters(of: signature).map { "\($0.label):" }.joined()
            found.append(PublicSurface.Member(qualifiedTitle: "\(name)(\(labels))", declaration: signature, unavailableMessage: nil))
            declaration = nil
        }
        return found
    }
}
