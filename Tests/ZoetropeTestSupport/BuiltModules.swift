import Foundation
import Testing

/// Where the modules built beside the tests are, as the compiler's tools want them: what lets
/// `swift-symbolgraph-extract` read Zoetrope's modules and `swiftc` compile a file against them.
public struct BuiltModules {
    /// The folder of the built Swift modules (`.build/debug/Modules`).
    public let modulesFolder: URL
    /// `-Xcc -fmodule-map-file=…` for each C module the Swift modules import (OpenCombine's
    /// COpenCombineHelpers), by the module maps SwiftPM writes beside the build's targets.
    public let moduleMapArguments: [String]
    /// `-load-plugin-executable …#ZoetropeMacros`: Zoetrope's macros (`#Preview`), built beside
    /// the tests, for a file that uses them.
    public let macroPluginArguments: [String]

    /// Finds the modules beside the running test binary.
    /// - Throws: When the test process has no executable URL.
    public init() throws {
        let testBinary = try #require(Bundle.main.executableURL, "the test process has no executable URL")
        let binFolder = testBinary.deletingLastPathComponent()
        modulesFolder = binFolder.appendingPathComponent("Modules")
        moduleMapArguments = ((try? FileManager.default.contentsOfDirectory(atPath: binFolder.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { binFolder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .sorted()
            .flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        macroPluginArguments = ["-load-plugin-executable", binFolder.appendingPathComponent("ZoetropeMacros-tool").path + "#ZoetropeMacros"]
    }

    /// The target triple the modules were built for.
    public static var target: String {
        #if arch(arm64)
        "aarch64-unknown-linux-gnu"
        #else
        "x86_64-unknown-linux-gnu"
        #endif
    }

    /// A tool of the Swift toolchain on `PATH` (`swiftc`, `swift-symbolgraph-extract`).
    /// - Throws: When no folder of `PATH` has it.
    public static func toolchainTool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolMissing(name: name, path: path)
    }

    private struct ToolMissing: Error, CustomStringConvertible {
        var name: String
        var path: String
        var description: String { "\(name) is in no folder of PATH (\(path)); it comes with the Swift toolchain" }
    }
}
