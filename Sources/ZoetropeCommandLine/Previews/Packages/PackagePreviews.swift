import ArgumentParser
import FileAccess
import Foundation

/// The previews of a package, for `zoetrope previews` run in its root: the programs that render
/// them, built, and the previews each lists.
///
/// Library targets with previews are linked through their library products into a runner
/// package written in the build folder (``PreviewRunnerPackage``); executable targets that run
/// Zoetrope's command line are built and render their own. A target that does not compile, or
/// cannot be linked into a program, has its previews reported as not built, with the compiler's
/// errors or what to change, while the others render.
struct PackagePreviews {
    /// The package's folder.
    let packagePath: URL
    /// Its build folder, shared with the runner package.
    let scratchPath: URL
    /// The targets `--target` names; empty for every target.
    let targets: [String]
    /// The processes of the run, so that a stop kills a build.
    let processes: PreviewProcesses

    /// What the package gives: the previews to render, in programs built from it, and those of
    /// targets that were not built.
    struct Plan {
        var jobs: [PreviewJob]
        var notBuilt: [PreviewOutcome]
    }

    /// What is known of the package before anything is built: its summary, the previews its
    /// targets declare, the library products that link them (written into the runner package),
    /// and the previews no program can link.
    struct Prepared {
        var summary: PackageSummary
        var declarations: [String: [PreviewDeclarations.Declaration]]
        /// Where built programs go.
        var binFolder: URL
        /// The runner package, when a library target has previews; and how to build it.
        var runner: (package: PreviewRunnerPackage, tool: SwiftTool)?
        /// Library products → their targets with previews.
        var products: [String: [String]]
        var notBuilt: [PreviewOutcome]
    }

    /// Reads the package and writes the runner package; builds nothing.
    func prepare() throws(PackagePreviewsError) -> Prepared {
        let tool = SwiftTool(packagePath: packagePath, scratchPath: scratchPath, processes: processes)
        let summary = try decode(PackageSummary.self, from: tool, ["package", "describe", "--type", "json"])
        let declarations = try previewDeclarations(of: summary)
        var prepared = Prepared(summary: summary, declarations: declarations, binFolder: try binPath(tool), runner: nil, products: [:],
                                notBuilt: [])
        for library in declarations.keys.filter({ summary.target($0)?.type == "library" }).sorted() {
            if let product = summary.libraryProduct(containing: library) {
                prepared.products[product, default: []].append(library)
            } else {
                prepared.notBuilt += declarations[library, default: []].map {
                    $0.notBuilt("the library target \(library) is in no library product, so no program can link its previews: add it to one"
                        + " (.library(name:targets:) in Package.swift), or render it from an executable that runs ZoetropeCommand.main()")
                }
            }
        }
        if !prepared.products.isEmpty {
            let tree = try decode(DependencyTree.self, from: tool, ["package", "show-dependencies", "--format", "json"])
            let runner = PreviewRunnerPackage(folder: scratchPath.appending(path: "zoetrope-previews"), package: summary,
                                              packageIdentity: tree.identity, zoetrope: try zoetrope(of: summary, tree: tree),
                                              products: prepared.products.keys.sorted())
            try runner.write()
            prepared.runner = (runner, SwiftTool(packagePath: runner.folder, scratchPath: scratchPath, processes: processes))
        }
        return prepared
    }

    /// Builds the programs and lists their previews.
    func plan() throws(PackagePreviewsError) -> Plan {
        let prepared = try prepare()
        let (summary, declarations, binFolder) = (prepared.summary, prepared.declarations, prepared.binFolder)
        let tool = SwiftTool(packagePath: packagePath, scratchPath: scratchPath, processes: processes)
        var notBuilt = prepared.notBuilt
        var programs: [(program: URL, members: [String])] = []
        if let (_, runnerTool) = prepared.runner {
            // One program for every library product at once; one per product when that does not
            // build, so that a product that compiles still renders.
            let combined = try runnerTool.run(["build", "--product", PreviewRunnerPackage.combinedName], echo: true)
            if combined.succeeded {
                programs.append((binFolder.appending(path: PreviewRunnerPackage.combinedName), prepared.products.values.flatMap(\.self)))
            } else {
                for (product, members) in prepared.products.sorted(by: { $0.key < $1.key }) {
                    let executable = PreviewRunnerPackage.executableName(of: product)
                    let build = try runnerTool.run(["build", "--product", executable], echo: true)
                    if build.succeeded {
                        programs.append((binFolder.appending(path: executable), members))
                    } else {
                        notBuilt += failures(of: members, declarations: declarations, summary: summary, build: build)
                    }
                }
            }
        }
        for executable in declarations.keys.filter({ summary.target($0)?.type == "executable" }).sorted() {
            guard let target = summary.target(executable), target.runsCommandLine, let product = summary.executableProduct(of: executable) else {
                notBuilt += declarations[executable, default: []].map {
                    $0.notBuilt("the executable target \(executable) does not run Zoetrope's command line, so its previews cannot be linked into"
                        + " a program: move its views into a library target, or make it depend on ZoetropeCommandLine and call ZoetropeCommand.main()")
                }
                continue
            }
            let build = try tool.run(["build", "--product", product], echo: true)
            if build.succeeded {
                programs.append((binFolder.appending(path: product), [executable]))
            } else {
                notBuilt += failures(of: [executable], declarations: declarations, summary: summary, build: build)
            }
        }
        var jobs: [PreviewJob] = []
        var paths: Set<String> = []
        for (program, members) in programs {
            guard let listed = listedJobs(of: program) else {
                notBuilt += members.flatMap { member in
                    declarations[member, default: []].map {
                        $0.notBuilt("\(program.lastPathComponent) was built but did not list its previews (`previews --describe`); does it call"
                            + " ZoetropeCommand.main()?")
                    }
                }
                continue
            }
            for job in listed where paths.insert(job.basePath).inserted {
                jobs.append(job)
            }
        }
        let listedModules = Set(jobs.map(\.module))
        return Plan(jobs: jobs, notBuilt: notBuilt.filter { !listedModules.contains($0.module) })
    }

    /// The previews each target declares (those `--target` names), by target; library and
    /// executable targets only (a test target's previews are its tests').
    private func previewDeclarations(of summary: PackageSummary) throws(PackagePreviewsError) -> [String: [PreviewDeclarations.Declaration]] {
        var found: [String: [PreviewDeclarations.Declaration]] = [:]
        for target in summary.targets where ["library", "executable"].contains(target.type) {
            let declarations = PreviewDeclarations.declarations(in: target, package: packagePath)
            if !declarations.isEmpty { found[target.name] = declarations }
        }
        if let unknown = targets.first(where: { found[$0] == nil }) {
            throw PackagePreviewsError("--target \(unknown): no previews in a library or executable target of that name; "
                + (found.isEmpty ? "the package has none" : "these have some: \(found.keys.sorted().joined(separator: ", "))"),
                exitCode: ExitCode.validationFailure)
        }
        guard !found.isEmpty else {
            throw PackagePreviewsError("\(summary.name) (\(packagePath.path)) has no previews: no #Preview or PreviewProvider in its library"
                + " or executable targets", exitCode: ExitCodes.missingScene)
        }
        return targets.isEmpty ? found : found.filter { targets.contains($0.key) }
    }

    /// The previews of `members` reported as not built, with the compiler's errors in their
    /// folders (or all of them, when none is there).
    func failures(of members: [String], declarations: [String: [PreviewDeclarations.Declaration]], summary: PackageSummary,
                          build: SwiftTool.Result) -> [PreviewOutcome] {
        let errors = CompilerDiagnostic.errors(in: build.output)
        return members.flatMap { member -> [PreviewOutcome] in
            let folder = packagePath.appending(path: summary.target(member)?.path ?? member).path + "/"
            let own = errors.filter { $0.file.hasPrefix(folder) }
            let shown = (own.isEmpty ? errors : own).prefix(3).map { $0.description(relativeTo: packagePath.path) }
            let reason = shown.isEmpty
                ? "its target did not build: " + build.output.split(whereSeparator: \.isNewline).suffix(3).joined(separator: "\n")
                : "its target did not compile: " + shown.joined(separator: "\n")
            return declarations[member, default: []].map { $0.notBuilt(reason) }
        }
    }

    /// The previews a built program lists, as jobs that run it; `nil` when it does not list them.
    func listedJobs(of program: URL) -> [PreviewJob]? {
        let process = Process()
        process.executableURL = program
        process.arguments = ["previews", "--describe"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        processes.started(process.processIdentifier)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        processes.ended(process.processIdentifier)
        guard process.terminationReason == .exit, process.terminationStatus == 0,
              var jobs = try? JSONDecoder().decode([PreviewJob].self, from: data) else { return nil }
        for index in jobs.indices { jobs[index].program = program.path }
        return jobs
    }

    /// The folder built programs are put in.
    private func binPath(_ tool: SwiftTool) throws(PackagePreviewsError) -> URL {
        let result = try tool.run(["build", "--show-bin-path"])
        guard result.succeeded, let line = result.standardOutput.split(whereSeparator: \.isNewline).last else {
            throw PackagePreviewsError("swift build --show-bin-path failed:\n\(result.output)", exitCode: ExitCodes.unavailable)
        }
        return URL(fileURLWithPath: String(line))
    }

    /// The package's identity (as a package that depends on it by path names it) and its
    /// dependencies' folders, from `swift package show-dependencies`.
    private struct DependencyTree: Decodable {
        var identity: String
        var path: String
        var dependencies: [DependencyTree]
    }

    /// Zoetrope's identity and its declaration in the package (none when the package is Zoetrope).
    private func zoetrope(of summary: PackageSummary, tree: DependencyTree) throws(PackagePreviewsError)
        -> (identity: String, dependency: PackageSummary.Dependency?) {
        if summary.products.contains(where: { $0.name == "ZoetropeCommandLine" }) { return (tree.identity, nil) }
        for dependency in summary.dependencies {
            guard let node = tree.dependencies.first(where: { $0.identity == dependency.identity }),
                  let manifest = try? BinaryFile.contents(of: URL(fileURLWithPath: node.path).appending(path: "Package.swift"), atMost: 1 << 20),
                  String(decoding: manifest, as: UTF8.self).contains("name: \"ZoetropeCommandLine\"")
            else { continue }
            return (dependency.identity, dependency)
        }
        throw PackagePreviewsError("\(summary.name) does not depend on Zoetrope, so its previews cannot be built: add"
            + " .package(url: \"…/Zoetrope\", from: …) to its dependencies and .product(name: \"Zoetrope\", package: \"zoetrope\")"
            + " to its views' targets (docs/previews.md)", exitCode: ExitCodes.invalidScene)
    }

    /// What a `swift package` command prints, decoded.
    private func decode<Value: Decodable>(_ type: Value.Type, from tool: SwiftTool, _ arguments: [String]) throws(PackagePreviewsError) -> Value {
        let result = try tool.run(arguments)
        guard result.succeeded else {
            throw PackagePreviewsError("`swift \(arguments.joined(separator: " "))` in \(packagePath.path) failed:\n\(result.output)",
                                       exitCode: ExitCodes.invalidScene)
        }
        do {
            return try JSONDecoder().decode(type, from: Data(result.standardOutput.utf8))
        } catch {
            throw PackagePreviewsError("cannot read what `swift \(arguments.joined(separator: " "))` printed: \(error)",
                                       exitCode: ExitCodes.internalFailure)
        }
    }
}

extension PackageSummary {
    /// The target named `name`.
    func target(_ name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The library product that links `target` with the fewest other targets.
    func libraryProduct(containing target: String) -> String? {
        let memberships = Set(self.target(target)?.productMemberships ?? [])
        return products.filter { $0.isLibrary && memberships.contains($0.name) }
            .min { ($0.targets.count, $0.name) < ($1.targets.count, $1.name) }?.name
    }

    /// The executable product made of `target`.
    func executableProduct(of target: String) -> String? {
        products.first { !$0.isLibrary && $0.targets.contains(target) }?.name
    }
}

extension PackageSummary.Target {
    /// Whether it depends on ZoetropeCommandLine (and so, presumably, runs it).
    var runsCommandLine: Bool {
        (productDependencies ?? []).contains("ZoetropeCommandLine") || (targetDependencies ?? []).contains("ZoetropeCommandLine")
    }
}
