import Foundation
import ZoetropeTestSupport

/// The inventory of SwiftUI's everyday surface, as the repository keeps it under `coverage/`:
/// the usage-ranked symbols (`symbols.tsv`) and one row per SwiftUI overload of them
/// (`overloads/*.tsv`), each classified and tied to the test that shows it.
struct CoverageData {
    /// One of the most used SwiftUI symbols, with how many of the census's 5,150 files use it.
    struct Symbol: Hashable {
        var rank: Int
        var name: String
        var pattern: String
        var files: Int
        var repos: String
        var source: String
        var place: TableLocation
    }

    /// How far Zoetrope has one SwiftUI overload.
    enum Status: String, CaseIterable {
        /// It behaves as SwiftUI's does, shown by its test.
        case same
        /// It compiles as written and does what the row's note says, which differs from SwiftUI; shown by its test.
        case approximated
        /// It does not compile, on purpose, with a message that names what to use instead (UIKit and AppKit interop).
        case refused
        /// Zoetrope has it, but no test calls it as apps write it yet: not counted as supported.
        case untested
        /// Zoetrope does not have it yet.
        case missing

        /// Whether the overload counts as supported (same or approximated).
        var isSupported: Bool { self == .same || self == .approximated }
    }

    /// One SwiftUI overload: Apple's declaration, and how Zoetrope has it.
    struct Overload: Hashable {
        var symbol: String
        var key: String
        var declaration: String
        var since: String
        var deprecated: String
        var status: Status
        var note: String
        var test: String
        var doc: String
        /// Zoetrope's own key for the overload, when its declaration differs from SwiftUI's but
        /// takes the same calls (`ButtonStyle.bordered` for SwiftUI's `PrimitiveButtonStyle.bordered`);
        /// empty when it is declared as SwiftUI declares it.
        var zoetrope: String
        var place: TableLocation

        /// The key the code is checked against: ``zoetrope`` when given, else ``key``.
        var codeKey: String { zoetrope.isEmpty ? key : zoetrope }
    }

    /// Where a row is: its file (relative to the package root) and line.
    struct TableLocation: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var description: String { "\(file):\(line)" }
    }

    /// A row that cannot be read, with where it is.
    struct ReadError: Error, CustomStringConvertible {
        var place: TableLocation
        var message: String
        var description: String { "\(place): \(message)" }
    }

    static let symbolColumns = ["rank", "symbol", "pattern", "files", "repos", "source"]
    static let overloadColumns = ["symbol", "key", "declaration", "since", "deprecated", "status", "note", "test", "doc", "zoetrope"]

    /// The folder the inventory is kept in.
    static let folder = packageRoot.appendingPathComponent("coverage")

    var symbols: [Symbol]
    var overloads: [Overload]

    /// Reads the inventory from ``folder``.
    /// - Throws: `ReadError` naming the file, the line and what is wrong with it.
    static func load() throws -> CoverageData {
        let symbols = try readTable(named: "symbols.tsv", columns: symbolColumns).map(symbol(from:))
        let overloadFolder = folder.appendingPathComponent("overloads")
        let files = try FileManager.default.contentsOfDirectory(atPath: overloadFolder.path).filter { $0.hasSuffix(".tsv") }.sorted()
        let overloads = try files.flatMap { file in
            try readTable(named: "overloads/\(file)", columns: overloadColumns).map(overload(from:))
        }
        return CoverageData(symbols: symbols, overloads: overloads)
    }

    /// The rows of the tab-separated file `name` under ``folder``, each a field by column name.
    private static func readTable(named name: String, columns: [String]) throws -> [([String: String], TableLocation)] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let place = { (line: Int) in TableLocation(file: "coverage/\(name)", line: line) }
        guard let header = lines.first, header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) == columns else {
            throw ReadError(place: place(1), message: "the header must be the columns \(columns.joined(separator: ", ")), tab-separated")
        }
        return try lines.enumerated().dropFirst().map { index, line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns.count else {
                throw ReadError(place: place(index + 1), message: "\(fields.count) fields; the header has \(columns.count)")
            }
            return (Dictionary(uniqueKeysWithValues: zip(columns, fields)), place(index + 1))
        }
    }

    private static func symbol(from row: ([String: String], TableLocation)) throws -> Symbol {
        let (fields, place) = row
        guard let rank = Int(fields["rank"] ?? ""), let files = Int(fields["files"] ?? "") else {
            throw ReadError(place: place, message: "rank and files must be whole numbers, not \"\(fields["rank"] ?? "")\" and \"\(fields["files"] ?? "")\"")
        }
        return Symbol(rank: rank, name: fields["symbol"] ?? "", pattern: fields["pattern"] ?? "", files: files,
                      repos: fields["repos"] ?? "", source: fields["source"] ?? "", place: place)
    }

    private static func overload(from row: ([String: String], TableLocation)) throws -> Overload {
        let (fields, place) = row
        let statusText = fields["status"] ?? ""
        guard let status = Status(rawValue: statusText) else {
            let known = Status.allCases.map(\.rawValue).joined(separator: ", ")
            throw ReadError(place: place, message: "status \"\(statusText)\" is not one of \(known)")
        }
        return Overload(symbol: fields["symbol"] ?? "", key: fields["key"] ?? "", declaration: fields["declaration"] ?? "",
                        since: fields["since"] ?? "", deprecated: fields["deprecated"] ?? "", status: status,
                        note: fields["note"] ?? "", test: fields["test"] ?? "", doc: fields["doc"] ?? "",
                        zoetrope: fields["zoetrope"] ?? "", place: place)
    }
}
