import Foundation
import Testing
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// The parts of `zoetrope previews` run in a package's root that need no build: reading which
/// previews the sources declare, the compiler's errors, the runner package's manifest, what
/// `swift package describe` prints; and the errors a user meets before anything is built, from
/// the built `zoetrope`. The whole run, building a package of views that depends on Zoetrope,
/// is script/test-package-previews (a stage of script/test: it shares the package's build
/// folder, which `swift test` holds while it runs).
@Suite struct PackagePreviewsTests {
    struct Source: Sendable, CustomTestStringConvertible {
        var text: String
        var found: [Int: String]
        var testDescription: String { text.split(separator: "\n").first.map(String.init) ?? "empty" }
    }

    static let sources: [Source] = [
        Source(text: "#Preview {\n    Card()\n}", found: [1: "Line 1"]),
        Source(text: "import Zoetrope\n\n#Preview(\"Fits\", traits: .sizeThatFits) {\n    Card()\n}", found: [3: "Fits"]),
        Source(text: "  #Preview(traits: .landscapeLeft) { Card() }", found: [1: "Line 1"]),
        Source(text: "#Preview(\"Say \\\"hi\\\"\") { Card() }", found: [1: "Line 1"]),
        Source(text: "// #Preview { Card() }\n/* #Preview {\n#Preview { } */\nlet x = \"#Preview\"", found: [:]),
        Source(text: "#PreviewLike { }\n#Previewable", found: [:]),
        Source(text: "struct Card_Previews: PreviewProvider {\n    static var previews: some View { Card() }\n}", found: [1: "Card_Previews"]),
        Source(text: "public struct Rows: Sendable, PreviewProvider { }", found: [1: "Rows"]),
        Source(text: "struct NotOne: View { // PreviewProvider\n}", found: [:]),
    ]

    @Test("#Preview at the start of a line and PreviewProvider conformances are found with their names; comments and strings are not",
          arguments: sources)
    func declarations(_ source: Source) {
        let found = PreviewDeclarations.declarations(inText: source.text)
        #expect(Dictionary(uniqueKeysWithValues: found.map { ($0.line, $0.name) }) == source.found)
    }

    @Test("compiler errors are read with their places; warnings, notes and other lines are not",
          arguments: [
            ("/p/Sources/Gauges/Gauge.swift:10:33: error: cannot find 'levell' in scope",
             CompilerDiagnostic(file: "/p/Sources/Gauges/Gauge.swift", line: 10, column: 33, message: "cannot find 'levell' in scope")),
            ("/p/a:b.swift:1:2: error: x", CompilerDiagnostic(file: "/p/a:b.swift", line: 1, column: 2, message: "x")),
            ("/p/Gauge.swift:10:33: warning: unused", nil),
            ("   |                                 `- error: cannot find 'levell' in scope", nil),
            ("error: fatalError", nil),
            ("Sources/relative.swift:1:1: error: relative paths are not the compiler's", nil),
          ] as [(String, CompilerDiagnostic?)])
    func diagnostics(_ line: String, _ expected: CompilerDiagnostic?) {
        #expect(CompilerDiagnostic.parse(line) == expected)
    }

    @Test("each error once, shown relative to the package")
    func errorsOnce() {
        let output = """
            /p/Sources/G/G.swift:3:1: error: one
             3 | x
               | `- error: one
            /p/Sources/G/G.swift:3:1: error: one
            /p/Sources/G/H.swift:4:2: error: two
            """
        let errors = CompilerDiagnostic.errors(in: output)
        #expect(errors.map { $0.description(relativeTo: "/p") } == ["Sources/G/G.swift:3:1: error: one", "Sources/G/H.swift:4:2: error: two"])
    }

    static func dependency(_ json: String) throws -> PackageSummary.Dependency {
        try JSONDecoder().decode(PackageSummary.Dependency.self, from: Data(json.utf8))
    }

    @Test("the runner names Zoetrope with the package's own requirement, whichever kind it is",
          arguments: [
            (#"{"identity": "zoetrope", "type": "sourceControl", "url": "https://example.com/Zoetrope", "requirement": {"range": [{"lower_bound": "1.2.0", "upper_bound": "2.0.0"}]}}"#,
             #".package(url: "https://example.com/Zoetrope", "1.2.0"..<"2.0.0")"#),
            (#"{"identity": "zoetrope", "type": "sourceControl", "url": "https://example.com/Zoetrope", "requirement": {"exact": ["1.4.1"]}}"#,
             #".package(url: "https://example.com/Zoetrope", exact: "1.4.1")"#),
            (#"{"identity": "zoetrope", "type": "sourceControl", "url": "https://example.com/Zoetrope", "requirement": {"branch": ["main"]}}"#,
             #".package(url: "https://example.com/Zoetrope", branch: "main")"#),
            (#"{"identity": "zoetrope", "type": "sourceControl", "url": "git@example.com:z.git", "requirement": {"revision": ["abc123"]}}"#,
             #".package(url: "git@example.com:z.git", revision: "abc123")"#),
            (#"{"identity": "zoetrope", "type": "fileSystem", "path": "/src/My \"Zoetrope\""}"#,
             #".package(path: "/src/My \"Zoetrope\"")"#),
            (#"{"identity": "acme.zoetrope", "type": "registry", "requirement": {"exact": ["1.0.0"]}}"#,
             #".package(id: "acme.zoetrope", exact: "1.0.0")"#),
          ])
    func requirement(_ json: String, _ expected: String) throws {
        #expect(try PreviewRunnerPackage.declaration(of: Self.dependency(json)) == expected)
    }

    @Test("a dependency without a requirement is an error, not a guess")
    func noRequirement() throws {
        let dependency = try Self.dependency(#"{"identity": "zoetrope", "type": "sourceControl", "url": "https://example.com/Zoetrope"}"#)
        #expect(throws: PackagePreviewsError.self) { try PreviewRunnerPackage.declaration(of: dependency) }
    }

    @Test("what swift package describe prints is read: library and executable products, targets with their sources and memberships")
    func summary() throws {
        let json = """
            {"name": "Views", "path": "/p", "dependencies": [{"identity": "zoetrope", "type": "fileSystem", "path": "/z"}],
             "products": [{"name": "Cards", "targets": ["Cards"], "type": {"library": ["automatic"]}},
                          {"name": "All", "targets": ["Cards", "Extra"], "type": {"library": ["automatic"]}},
                          {"name": "app", "targets": ["App"], "type": {"executable": null}}],
             "targets": [{"name": "Cards", "type": "library", "path": "Sources/Cards", "sources": ["Card.swift"],
                          "product_memberships": ["All", "Cards", "app"], "product_dependencies": ["Zoetrope"]},
                         {"name": "App", "type": "executable", "path": "Sources/App", "sources": ["main.swift"],
                          "product_memberships": ["app"], "target_dependencies": ["Cards"], "product_dependencies": ["ZoetropeCommandLine"]},
                         {"name": "Loose", "type": "library", "path": "Sources/Loose", "sources": ["L.swift"]}]}
            """
        let summary = try JSONDecoder().decode(PackageSummary.self, from: Data(json.utf8))
        #expect(summary.products.map(\.isLibrary) == [true, true, false])
        #expect(summary.libraryProduct(containing: "Cards") == "Cards", "the product with the fewest targets")
        #expect(summary.libraryProduct(containing: "Loose") == nil)
        #expect(summary.executableProduct(of: "App") == "app")
        #expect(summary.target("App")?.runsCommandLine == true)
        #expect(summary.target("Cards")?.runsCommandLine == false)
    }

    @Test("the runner's manifest: the package by path, Zoetrope as the package has it, one executable for all products and one per product")
    func manifest() throws {
        let summary = try JSONDecoder().decode(PackageSummary.self, from: Data("""
            {"name": "Views", "path": "/p", "dependencies": [], "products": [], "targets": []}
            """.utf8))
        let zoetrope = try Self.dependency(#"{"identity": "zoetrope", "type": "sourceControl", "url": "https://example.com/Zoetrope", "requirement": {"exact": ["1.4.1"]}}"#)
        let runner = PreviewRunnerPackage(folder: URL(fileURLWithPath: "/p/.build/zoetrope-previews"), package: summary, packageIdentity: "p",
                                          zoetrope: ("zoetrope", zoetrope), products: ["Cards", "My Views"])
        let manifest = try runner.manifest()
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(manifest.contains(#".package(path: "/p"),"#))
        #expect(manifest.contains(#".package(url: "https://example.com/Zoetrope", exact: "1.4.1"),"#))
        #expect(manifest.contains(#".executableTarget(name: "zoetrope-previews-My_Views", dependencies: ["#))
        #expect(manifest.contains(#".product(name: "My Views", package: "p"),"#))
        #expect(runner.executables.map(\.name) == ["zoetrope-previews", "zoetrope-previews-Cards", "zoetrope-previews-My_Views"])
        #expect(runner.executables.first?.products == ["Cards", "My Views"], "one program links every product")
        #expect(manifest.components(separatedBy: #".product(name: "ZoetropeCommandLine", package: "zoetrope"),"#).count == 4)
    }

    // MARK: - Errors before anything is built, from the built zoetrope

    /// A package with no dependencies (so `swift package describe` needs nothing fetched) and
    /// these files in a library target `Views`.
    static func package(files: [String: String]) throws -> URL {
        let folder = try makeTemporaryFolder()
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Views", products: [.library(name: "Views", targets: ["Views"])], targets: [.target(name: "Views")])
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = folder.appendingPathComponent("Sources/Views")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test("not a package, and this program has no previews: 66, saying how to get there")
    func notAPackage() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["previews"], in: folder)
        #expect(outcome.status == 66)
        #expect(outcome.standardError.contains("is not a package (no Package.swift): run `zoetrope previews` in a package's root"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews").path))
    }

    @Test("--package-path naming a folder without a manifest: 64")
    func packagePathWithoutManifest() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["previews", "--package-path", "nowhere"], in: folder)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--package-path nowhere: no Package.swift there"))
    }

    @Test("a package without previews: 66, naming it")
    func packageWithoutPreviews() throws {
        let folder = try Self.package(files: ["Card.swift": "public struct Card {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["previews"], in: folder)
        #expect(outcome.status == 66, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Views (\(folder.standardizedFileURL.path)) has no previews"), "\(outcome.standardError)")
    }

    @Test("a package with previews that does not depend on Zoetrope: 65, saying what to add; an unknown --target: 64")
    func packageWithoutZoetrope() throws {
        let folder = try Self.package(files: ["Card.swift": "struct Card {}\n\n#Preview {\n    Card()\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["previews"], in: folder)
        #expect(outcome.status == 65, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Views does not depend on Zoetrope, so its previews cannot be built"), "\(outcome.standardError)")
        let unknown = try runZoetrope(["previews", "--target", "Cards"], in: folder)
        #expect(unknown.status == 64, "\(unknown.standardError)")
        #expect(unknown.standardError.contains("--target Cards: no previews in a library or executable target of that name; these have some: Views"))
    }
}
