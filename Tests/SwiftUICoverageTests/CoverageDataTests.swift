import Foundation
import Testing
import ZoetropeTestSupport

/// The inventory of SwiftUI's surface (`coverage/`), the tests that show it, the code and
/// `docs/swiftui-coverage.md` agree. Run `script/coverage-report` to write the page again after
/// changing the data.
@Suite("SwiftUI coverage data")
struct CoverageDataTests {
    static let page = packageRoot.appendingPathComponent("docs/swiftui-coverage.md")

    @Test("the symbols are ranked 1…n by files, each named once")
    func symbolsAreRanked() throws {
        let symbols = try CoverageData.load().symbols
        try #require(!symbols.isEmpty, "coverage/symbols.tsv lists no symbols")
        #expect(symbols.map(\.rank) == Array(1...symbols.count), "ranks must run 1…\(symbols.count) in order")
        for (earlier, later) in zip(symbols, symbols.dropFirst()) where earlier.files < later.files {
            Issue.record("\(later.place): \(later.name) (\(later.files) files) is ranked below \(earlier.name) (\(earlier.files) files)")
        }
        for (name, count) in Dictionary(grouping: symbols, by: \.name).mapValues(\.count) where count > 1 {
            Issue.record("coverage/symbols.tsv names \(name) \(count) times")
        }
    }

    @Test("every row has a key of the form Owner.name(labels:)[Type], unique, and a declaration; approximated and refused rows say why")
    func rowsAreWellFormed() throws {
        let data = try CoverageData.load()
        var seen: [String: CoverageData.TableLocation] = [:]
        for row in data.overloads {
            if OverloadKey(row.key) == nil { Issue.record("\(row.place): key \"\(row.key)\" is not Owner.name(labels:)[Type]") }
            if OverloadKey(row.codeKey) == nil { Issue.record("\(row.place): zoetrope \"\(row.zoetrope)\" is not Owner.name(labels:)[Type]") }
            if row.declaration.isEmpty { Issue.record("\(row.place): \(row.key) has no declaration") }
            if let first = seen[row.key] { Issue.record("\(row.place): \(row.key) is listed already at \(first)") }
            seen[row.key] = seen[row.key] ?? row.place
            if row.status == .approximated && row.note.isEmpty {
                Issue.record("\(row.place): \(row.key) is approximated; its note must say how")
            }
            if row.status == .refused && row.note.isEmpty {
                Issue.record("\(row.place): \(row.key) is refused; its note must say what to use instead")
            }
        }
    }

    @Test("a supported row names a test of this target that calls the overload as apps write it")
    func supportedRowsHaveTests() throws {
        let data = try CoverageData.load()
        let index = try TestIndex()
        for row in data.overloads where row.status.isSupported {
            guard let key = OverloadKey(row.key) else { continue }
            guard !row.test.isEmpty else {
                Issue.record("\(row.place): \(row.key) is \(row.status.rawValue) but names no test")
                continue
            }
            guard let testBody = index.body(of: row.test) else {
                Issue.record("\(row.place): \(row.key) names the test \(row.test), which is no @Test function in Tests/SwiftUICoverageTests")
                continue
            }
            // A freestanding macro is written at a file's top level (`#Preview { … }`), beside the
            // test that reads what it declared.
            let body = row.declaration.hasPrefix("@freestanding") ? (index.file(of: row.test) ?? testBody) : testBody
            // A subscript's parameters are written in brackets, without labels.
            let parameters = key.name == "subscript" ? [] : DeclaredParameter.parameters(of: row.declaration)
            let tokens = key.callTokens(parameters: parameters)
            if !tokens.contains(where: body.contains) {
                Issue.record("\(row.place): the test \(row.test) never writes \(tokens.joined(separator: " or ")), so it does not call \(row.key)")
            }
            let required = parameters.filter { !$0.hasDefault && !$0.isClosure && $0.label != "_" }.map(\.label)
            for label in required where !body.contains("\(label):") {
                Issue.record("\(row.place): the test \(row.test) never writes \(label):, which every call of \(row.key) has")
            }
            // When every parameter is labelled, may be left out and is no closure, a call shows at least
            // one label, else it would be a call of another overload (`scaleEffect(x:)`, not `scaleEffect(_:)`).
            let labels = key.name == "subscript" ? [] : key.spokenLabels
            if required.isEmpty, !labels.isEmpty, !parameters.contains(where: { $0.label == "_" || $0.isClosure }),
               !labels.contains(where: { body.contains("\($0):") }) {
                Issue.record("\(row.place): the test \(row.test) writes none of the labels \(labels.map { "\($0):" }) of \(row.key)")
            }
        }
    }

    @Test("the code has every overload a row says it has, refuses what a row says is refused, and lacks what a row says is missing")
    func rowsAgreeWithCode() throws {
        let data = try CoverageData.load()
        let surface = try PublicSurface()
        for row in data.overloads {
            guard let key = OverloadKey(row.codeKey) else { continue }
            let matches = surface.overloads(of: key.member).filter { Self.member($0, matches: key) }
            let available = matches.filter { $0.unavailableMessage == nil }
            switch row.status {
            case .same, .approximated, .untested:
                if available.isEmpty { Issue.record("\(row.place): \(row.key) is \(row.status.rawValue), but no public \(key.qualifiedTitle) is in \(PublicSurface.modules)") }
            case .refused:
                if !matches.contains(where: { !($0.unavailableMessage ?? "").isEmpty }) {
                    Issue.record("\(row.place): \(row.key) is refused, but no \(key.qualifiedTitle) is marked @available(*, unavailable, message:)")
                }
            case .missing:
                if let found = available.first {
                    Issue.record("\(row.place): \(row.key) is missing, but the code has \(found.declaration): test it and mark it supported, or mark it untested")
                }
            }
        }
    }

    @Test("every public overload of a listed member is a row")
    func publicOverloadsHaveRows() throws {
        let data = try CoverageData.load()
        let surface = try PublicSurface()
        let keys = data.overloads.compactMap { OverloadKey($0.codeKey) }
        for member in Set(keys.map(\.member)).sorted() {
            let rows = keys.filter { $0.member == member }
            for overload in surface.overloads(of: member) where !rows.contains(where: { Self.member(overload, matches: $0) }) {
                Issue.record("\(overload.declaration) (\(overload.qualifiedTitle)) is public, but coverage/overloads has no row for it")
            }
        }
    }

    @Test("docs/swiftui-coverage.md is the page the data gives (script/coverage-report writes it)")
    func pageIsGenerated() throws {
        let markdown = CoverageReport(data: try CoverageData.load()).markdown
        if ProcessInfo.processInfo.environment["ZOETROPE_RECORD_COVERAGE"] == "1" {
            try Data(markdown.utf8).write(to: Self.page, options: .atomic)
        }
        let written = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(written == markdown, "docs/swiftui-coverage.md is out of date: run script/coverage-report")
    }

    /// Whether a public member is the overload `key` names: the same owner and title, and, when
    /// the key names a type to tell overloads apart, that type in its declaration (`Void` and `()`
    /// alike); `[type property]` and `[type method]` ask for a static member, `[instance property]`
    /// and `[instance method]` for one that is not.
    /// `text` with `()` results written `Void` and spaces removed except between two word
    /// characters (kept as one), so spacing differences do not matter but words stay apart
    /// (`where Value == Bool where …` reads `where Value==Bool where …`).
    static func normalized(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "-> ()", with: "-> Void")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        return spaced.replacingOccurrences(of: #"(?<![A-Za-z0-9_]) | (?![A-Za-z0-9_])"#, with: "", options: .regularExpression)
    }

    static func member(_ member: PublicSurface.Member, matches key: OverloadKey) -> Bool {
        guard member.qualifiedTitle == key.qualifiedTitle else { return false }
        guard let type = key.distinguishingType else { return true }
        let isStatic = member.declaration.hasPrefix("static ") || member.declaration.contains(" static ")
        switch type {
        case "type property", "type method": return isStatic
        case "instance property", "instance method": return !isStatic
        default: break
        }
        let declaration = normalized(member.declaration)
        let isWordCharacter = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        // `[F.FormatInput;AttributedString]` names two types, both in the declaration. SwiftUI's
        // documentation spells `@ViewBuilder` `@ContentBuilder`, which tells a view overload from a
        // table's (`@TableRowBuilder`); symbol graphs leave attributes out.
        return type.split(separator: ";").allSatisfy { part in
            if part == "ContentBuilder" { return !declaration.contains("TableRow") }
            let wanted = normalized(part.replacingOccurrences(of: "@ContentBuilder", with: "@ViewBuilder"))
            let pattern = (isWordCharacter(wanted.first) ? "(?<![A-Za-z0-9_])" : "") + NSRegularExpression.escapedPattern(for: wanted)
                + (isWordCharacter(wanted.last) ? "(?![A-Za-z0-9_])" : "")
            return declaration.range(of: pattern, options: .regularExpression) != nil
        }
    }
}
