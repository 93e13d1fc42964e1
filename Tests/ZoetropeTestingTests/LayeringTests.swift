import Foundation
import Testing
import ZoetropeTesting

/// The module map's rule, read from the package itself: what users import in their layout tests,
/// and our own tests of layout and animation, never link a C library (cairo, libpng, libdeflate,
/// libcrypto), so they build and run on a machine without them; and snapshot testing (rendering
/// and swift-snapshot-testing) is a product of its own that trajectory tests never pull in; and the
/// compiled scene, views and layout tests never reach the scene-file module.
@Suite("Layering: layout and animation tests need no C library")
struct LayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The targets that must stay free of C, with everything they depend on.
    static let pure = ["AnimationCore", "LayoutCore", "LayoutCatalog", "FrameTimeline", "FrameRendering", "FileAccess", "SceneCore", "SceneFiles",
                       "FrameComposition", "Zoetrope", "ZoetropeTesting", "ZoetropeSceneTesting", "ViewTree", "ViewCatalog", "ViewTreeTests", "ArticlePortTests",
                       "AnimationCoreTests", "LayoutCoreTests", "LayoutCatalogTests", "FrameTimelineTests", "ZoetropeTestingTests"]
    /// The targets that link C, and those built on them.
    static let linkingC: Set = ["CCairo", "CLibPNG", "CPNGShim", "CLibDeflate", "CCrypto", "CairoRasterizer", "SceneExport"]
    /// swift-snapshot-testing's library, as the graph names another package's product.
    static let snapshotTesting = "swift-snapshot-testing/SnapshotTesting"

    @Test("no target that layout tests use depends on cairo, libpng, libdeflate or libcrypto, directly or not", arguments: pure)
    func staysPure(_ target: String) throws {
        let graph = try Self.targetGraph()
        try #require(graph[target] != nil, "no target \(target) in Package.swift")
        let reached = Self.dependencies(of: target, in: graph)
        #expect(reached.isDisjoint(with: Self.linkingC), "\(target) reaches \(reached.intersection(Self.linkingC).sorted())")
        #expect(!reached.contains(Self.snapshotTesting), "\(target) reaches swift-snapshot-testing")
    }

    /// The targets that know no scene file: the compiled scene, views, and what users import for
    /// layout and view tests.
    static let withoutSceneFiles = ["SceneCore", "ViewTree", "ViewCatalog", "FrameComposition", "Zoetrope", "ZoetropeTesting", "ArticlePortTests",
                                    "ViewTreeTests"]

    @Test("the compiled scene, views and layout tests never reach the scene-file module (its JSON reader, schema and linter)",
          arguments: withoutSceneFiles)
    func knowsNoSceneFile(_ target: String) throws {
        let graph = try Self.targetGraph()
        try #require(graph[target] != nil, "no target \(target) in Package.swift")
        #expect(!Self.dependencies(of: target, in: graph).contains("SceneFiles"), "\(target) reaches SceneFiles")
    }

    @Test("the scene-file check can fail: the command line and scene-file tests do reach SceneFiles")
    func sceneFileCheckCanFail() throws {
        let graph = try Self.targetGraph()
        #expect(Self.dependencies(of: "ZoetropeCommandLine", in: graph).contains("SceneFiles"))
        #expect(Self.dependencies(of: "ZoetropeSceneTesting", in: graph).contains("SceneFiles"))
        #expect(Self.dependencies(of: "SceneFiles", in: graph).contains("SceneCore"), "a scene file builds the core's Scene")
    }

    @Test("what a frame looks like is plain data, and file access a module of its own: FrameRendering and FileAccess depend on no other module of the package")
    func displayListIsPlainData() throws {
        let graph = try Self.targetGraph()
        #expect(graph["FrameRendering"] == [])
        #expect(graph["FileAccess"] == [])
    }

    @Test("the check can fail: the renderer's targets do reach cairo")
    func checkCanFail() throws {
        let graph = try Self.targetGraph()
        #expect(Self.dependencies(of: "SceneExport", in: graph).contains("CCairo"))
        #expect(Self.dependencies(of: "ZoetropeCLITests", in: graph).contains("CairoRasterizer"))
        let snapshots = Self.dependencies(of: "ZoetropeSnapshotTesting", in: graph)
        #expect(snapshots.contains("CCairo") && snapshots.contains(Self.snapshotTesting) && snapshots.contains("ZoetropeTesting"))
    }

    /// Each target's direct dependencies (targets of this package by name, other packages' products
    /// as `package/Product`), from `swift package dump-package`
    /// (with a scratch folder of its own, so that it does not wait for the build folder `swift test` holds).
    static func targetGraph() throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = dependencies.compactMap { dependency in
                // {"byName": ["Name", null]} or {"target": ["Name", null]}: ours; {"product": ["Name", "package", …]}:
                // another package's, named "package/Name".
                if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                    return "\(product.dropFirst().first as? String ?? "?")/\(productName)"
                }
                return ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            }
        }
        return graph
    }

    /// Every target `target` depends on, directly or not.
    static func dependencies(of target: String, in graph: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var pending = graph[target] ?? []
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return reached
    }
}
