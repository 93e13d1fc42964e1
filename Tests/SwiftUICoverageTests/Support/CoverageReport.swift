import Foundation

/// `docs/swiftui-coverage.md`, written from the inventory: the usage-weighted share of the top
/// symbols that is supported, then every symbol by rank with its overloads.
struct CoverageReport {
    var data: CoverageData

    /// How much of one symbol is supported: the share of its overloads that are (same or approximated).
    func supportedShare(of symbol: CoverageData.Symbol) -> Double {
        let rows = overloads(of: symbol)
        guard !rows.isEmpty else { return 0 }
        return Double(rows.filter(\.status.isSupported).count) / Double(rows.count)
    }

    /// The usage-weighted share of the ranked symbols that is supported: each symbol weighs as
    /// many files as use it, and counts for the share of its overloads that are supported.
    var weightedSupport: Double {
        let total = data.symbols.reduce(0) { $0 + Double($1.files) }
        guard total > 0 else { return 0 }
        return data.symbols.reduce(0) { $0 + Double($1.files) * supportedShare(of: $1) } / total
    }

    /// The rows of `symbol`, in the order the files give them.
    func overloads(of symbol: CoverageData.Symbol) -> [CoverageData.Overload] {
        data.overloads.filter { $0.symbol == symbol.name }
    }

    /// The page.
    var markdown: String {
        var lines = header
        lines += data.symbols.sorted { $0.rank < $1.rank }.flatMap(section(for:))
        let ranked = Set(data.symbols.map(\.name))
        let others = Set(data.overloads.map(\.symbol)).subtracting(ranked).sorted()
        if !others.isEmpty {
            lines += ["## Beyond the top \(data.symbols.count)", "",
                      "Symbols used in fewer files than the last of the top \(data.symbols.count), inventoried because Zoetrope has them or",
                      "animation code uses them; they do not count in the share above.", ""]
            lines += others.flatMap { name in section(titled: "### `\(name)`", rows: data.overloads.filter { $0.symbol == name }) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var header: [String] {
        let counts = Dictionary(grouping: data.overloads, by: \.status).mapValues(\.count)
        let inventoried = data.symbols.filter { !overloads(of: $0).isEmpty }.count
        let refused = data.overloads.filter { $0.status == .refused }
        return [
            "# SwiftUI coverage",
            "",
            "<!-- Generated from coverage/symbols.tsv and coverage/overloads/*.tsv by",
            "     `script/coverage-report`; edit those files, not this page. -->",
            "",
            "How much of the SwiftUI that real code uses compiles and works with `import Zoetrope`. The",
            "symbols are the \(data.symbols.count) most used in 5,150 SwiftUI files of 52 public repositories",
            "(`../shared/swiftui-usage.md`, with our own counts where it has none: the `source` column of",
            "`coverage/symbols.tsv`). Each row is one overload as Apple's documentation gives it, classified:",
            "",
            "- **same**: it behaves as SwiftUI's does; its test calls it as apps write it and checks the",
            "  layout or the drawn pixels;",
            "- **approximated**: it compiles as written and does what the note says, which differs from",
            "  SwiftUI; tested the same way;",
            "- **refused**: it does not compile, on purpose, and the compiler's message names what to use",
            "  instead (UIKit and AppKit interop only);",
            "- **untested**: Zoetrope has it, but no test calls it as apps write it yet;",
            "- **missing**: Zoetrope does not have it yet.",
            "",
            "`SwiftUICoverageTests` keeps this page, the data and the code in step: a supported row must",
            "name a test that exists and calls the overload; every public overload of a listed member in",
            "Zoetrope's modules must have a row; a supported or untested row must be in the code and a",
            "refused one refused there; and this page must be what the data gives.",
            "",
            "## Summary",
            "",
            String(format: "**Usage-weighted support: %.1f%%** of the top %d symbols", weightedSupport * 100, data.symbols.count)
                + " (each symbol weighs as many files as use it, and counts for the share of its overloads that are supported).",
            "",
            "| | overloads |",
            "|---|---:|",
        ] + CoverageData.Status.allCases.map { "| \($0.rawValue) | \(counts[$0] ?? 0) |" } + [
            "| **all** | \(data.overloads.count) |",
            "",
            "\(inventoried) of the \(data.symbols.count) symbols have their overloads listed; the others count as unsupported until they do.",
            "",
            refused.isEmpty ? "Nothing is refused yet." : "Refused: " + refused.map { "`\($0.key)` (\($0.note))" }.joined(separator: "; ") + ".",
            "",
            "## The symbols, by use",
            "",
        ]
    }

    private func section(for symbol: CoverageData.Symbol) -> [String] {
        section(titled: "### \(symbol.rank). `\(symbol.name)`: \(symbol.files) files", rows: overloads(of: symbol))
    }

    private func section(titled title: String, rows: [CoverageData.Overload]) -> [String] {
        guard !rows.isEmpty else { return [title, "", "Not inventoried yet.", ""] }
        let supported = rows.filter(\.status.isSupported).count
        return [title, "", "\(supported) of \(rows.count) overloads supported.", "",
                "| overload | iOS | status | note | test |", "|---|---|---|---|---|"]
            + rows.map(row(for:)) + [""]
    }

    private func row(for overload: CoverageData.Overload) -> String {
        let since = overload.deprecated.isEmpty ? overload.since : "\(overload.since)–\(overload.deprecated) (deprecated)"
        let cells = ["`\(overload.declaration.replacingOccurrences(of: "|", with: "\\|"))`", since, overload.status.rawValue,
                     overload.note.replacingOccurrences(of: "|", with: "\\|"), overload.test.isEmpty ? "" : "`\(overload.test)`"]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
