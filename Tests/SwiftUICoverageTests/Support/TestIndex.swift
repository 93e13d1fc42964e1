import Foundation
import ZoetropeTestSupport

/// The test functions of this target, read from its sources: `Suite.function` with the text of
/// the function's body, so the inventory can check that a row's test exists and calls the
/// overload it stands for.
struct TestIndex {
    /// The folder this target's sources are in.
    static let folder = packageRoot.appendingPathComponent("Tests/SwiftUICoverageTests")

    /// Each test function's body, by `Suite.function`.
    private(set) var bodies: [String: String] = [:]

    /// The whole file each test function is in, by `Suite.function`: where the file-scope
    /// declarations it tests are (a `#Preview`).
    private(set) var files: [String: String] = [:]

    /// Reads every Swift file under ``folder``.
    /// - Throws: When a file cannot be read.
    init() throws {
        let files = FileManager.default.enumerator(atPath: Self.folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            index(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), file: text)
        }
    }

    /// Notes every `@Test` function of a file's `lines` under the type around it.
    private mutating func index(_ lines: [String], file: String) {
        var suite: String?
        var isTest = false
        for (number, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if indent == 0, let name = Self.declaredTypeName(in: trimmed) { suite = name }
            if trimmed.hasPrefix("@Test") { isTest = true }
            guard trimmed.hasPrefix("func "), isTest, let suite else { continue }
            isTest = false
            let name = trimmed.dropFirst("func ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let closing = String(repeating: " ", count: indent) + "}"
            let end = lines[(number + 1)...].firstIndex { $0 == closing } ?? lines.endIndex
            bodies["\(suite).\(name)"] = lines[number..<end].joined(separator: "\n")
            files["\(suite).\(name)"] = file
        }
    }

    /// The name a top-level `struct X` or `extension X` line declares.
    private static func declaredTypeName(in line: Substring) -> String? {
        for keyword in ["struct ", "extension ", "final class ", "enum "] where line.hasPrefix(keyword) {
            return String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return nil
    }

    /// The body of the test `name` (`Suite.function`), if there is one.
    func body(of name: String) -> String? { bodies[name] }

    /// The file of the test `name` (`Suite.function`), if there is one.
    func file(of name: String) -> String? { files[name] }
}
