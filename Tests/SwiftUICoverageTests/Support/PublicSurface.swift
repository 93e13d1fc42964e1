import Foundation
import Testing
import ZoetropeTestSupport

/// The public members of Zoetrope's SwiftUI-shaped modules, read from the symbol graphs that
/// `swift-symbolgraph-extract` writes from the modules built beside the tests: what code the
/// inventory's rows must account for.
struct PublicSurface {
    /// The modules that hold SwiftUI's names (OpenCombine's `ObservableObject`, which ViewTree
    /// re-exports, among them).
    static let modules = ["ViewTree", "ViewCatalog", "SceneCore", "LayoutCore", "AnimationCore", "OpenCombine"]

    /// A public member: where it is declared and whether it is refused at compile time.
    struct Member: Hashable {
        /// `Owner.title`, as ``OverloadKey/qualifiedTitle`` gives it (`View.scaleEffect(x:y:anchor:)`).
        var qualifiedTitle: String
        /// Its declaration, for messages.
        var declaration: String
        /// The message of an `@available(*, unavailable, message:)`, when it is refused.
        var unavailableMessage: String?
    }

    /// Every public member, by `Owner.name` (every overload of one member under one key).
    private(set) var members: [String: [Member]] = [:]

    /// Extracts and reads the symbol graphs of ``modules``.
    /// - Throws: When the tool is missing or fails, or a graph cannot be read.
    init() throws {
        let output = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let tool = try BuiltModules.toolchainTool("swift-symbolgraph-extract")
        let built = try BuiltModules()
        for module in Self.modules {
            let outcome = try runProgram(tool, ["-module-name", module, "-I", built.modulesFolder.path, "-target", BuiltModules.target,
                                                "-output-dir", output.path, "-minimum-access-level", "public",
                                                "-skip-synthesized-members"] + built.moduleMapArguments, in: output)
            try #require(outcome.status == 0, "swift-symbolgraph-extract failed for \(module): \(outcome.standardError)")
        }
        // A module's own graph, and one per module it extends (`ViewTree@LayoutCore.symbols.json`
        // holds `Layout.callAsFunction`).
        let graphs = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".symbols.json") }
        for graph in graphs.sorted() where Self.modules.contains(where: { graph.hasPrefix("\($0).") || graph.hasPrefix("\($0)@") }) {
            try read(output.appendingPathComponent(graph))
        }
        // Nor do they hold the macros of the module a file imports: read from its sources.
        for member in try MacroDeclarations.members() {
            guard let key = OverloadKey(member.qualifiedTitle) else { continue }
            members[key.member, default: []].append(member)
        }
        // Symbol graphs leave refused declarations out: they are read from the sources.
        for member in try RefusedDeclarations.members(of: Self.modules) {
            guard let key = OverloadKey(member.qualifiedTitle) else { continue }
            members[key.member, default: []].append(member)
        }
    }

    /// The overloads of `member` (`View.scaleEffect`) in the code.
    func overloads(of member: String) -> [Member] { members[member] ?? [] }

    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Names: Decodable { var title: String }
            struct Fragment: Decodable { var spelling: String }
            struct Generics: Decodable {
                struct Constraint: Decodable {
                    var lhs: String
                    var rhs: String
                }
                var constraints: [Constraint]?
            }
            struct Availability: Decodable {
                var isUnconditionallyUnavailable: Bool?
                var message: String?
            }
            var kind: Kind
            var pathComponents: [String]
            var names: Names
            var declarationFragments: [Fragment]?
            var availability: [Availability]?
            var swiftGenerics: Generics?
        }
        var symbols: [Symbol]
    }

    private mutating func read(_ file: URL) throws {
        let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
        for symbol in graph.symbols where Self.memberKinds.contains(symbol.kind.identifier) {
            let owner = symbol.pathComponents.dropLast().joined(separator: ".")
            // Types, typealiases and associated types are titled with their owner (`ViewModifier.Content`).
            let title = symbol.names.title.contains(".") ? symbol.pathComponents.last ?? symbol.names.title : symbol.names.title
            let qualified = owner.isEmpty ? title : "\(owner).\(title)"
            guard let key = OverloadKey(qualified) else { continue }
            let unavailable = symbol.availability?.first { $0.isUnconditionallyUnavailable == true }
            let constraints = (symbol.swiftGenerics?.constraints ?? []).map { "\($0.lhs) : \($0.rhs)" }
            let whereClause = constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", ")
            let member = Member(qualifiedTitle: key.qualifiedTitle,
                                declaration: (symbol.declarationFragments ?? []).map(\.spelling).joined() + whereClause,
                                unavailableMessage: unavailable.map { $0.message ?? "" })
            members[key.member, default: []].append(member)
        }
    }

    /// The symbol kinds that are members a call can name.
    private static let memberKinds: Set<String> = [
        "swift.method", "swift.type.method", "swift.init", "swift.property", "swift.type.property", "swift.func",
        "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.enum.case",
        "swift.associatedtype", "swift.subscript", "swift.type.subscript",
    ]
}
