import FileAccess
import Foundation

/// The package `zoetrope previews` writes in a package's build folder to render the previews of
/// its library products: an executable that links all of them and one per product (for when one
/// does not compile), each depending on products and on ZoetropeCommandLine and running the
/// command line, so the products' previews are linked into it and found there. It shares the package's build folder, so only the executables are new to
/// build; it names Zoetrope with the package's own requirement and copies its `Package.resolved`,
/// so the versions are the package's.
struct PreviewRunnerPackage {
    /// Its folder: `zoetrope-previews` in the build folder.
    let folder: URL
    /// The package whose products it links, and where it is.
    let package: PackageSummary
    /// The package's identity, as a dependency names it.
    let packageIdentity: String
    /// Zoetrope's identity, and its dependency as the package declares it; `nil` when the
    /// package is Zoetrope.
    let zoetrope: (identity: String, dependency: PackageSummary.Dependency?)
    /// The library products to link, each made an executable.
    let products: [String]

    /// The executable that links every product's previews.
    static let combinedName = "zoetrope-previews"

    /// The executable that renders `product`'s previews.
    static func executableName(of product: String) -> String {
        "zoetrope-previews-" + String(product.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Writes the manifest and each executable's `main.swift`, leaving files that are already
    /// as they should be untouched (so a rebuild links only), and copies the package's
    /// `Package.resolved`.
    func write() throws(PackagePreviewsError) {
        var files = [("Package.swift", try manifest())]
        for (executable, linked) in executables {
            files.append(("Sources/\(executable)/main.swift", """
                // Written by `zoetrope previews`: renders the previews of \(package.name)'s \(linked.joined(separator: ", ")).
                import ZoetropeCommandLine

                ZoetropeCommand.main()

                """))
        }
        let resolved = URL(fileURLWithPath: package.path).appending(path: "Package.resolved")
        if let pins = try? BinaryFile.contents(of: resolved, atMost: 16 << 20) {
            files.append(("Package.resolved", String(decoding: pins, as: UTF8.self)))
        }
        do {
            for (path, text) in files {
                let url = folder.appending(path: path)
                if let existing = try? BinaryFile.contents(of: url, atMost: 16 << 20), existing == Array(text.utf8) { continue }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try BinaryFile.writeAtomically(Array(text.utf8), to: url)
            }
        } catch {
            throw PackagePreviewsError("cannot write the package that renders the previews in \(folder.path): \(error)",
                                       exitCode: ExitCodes.cannotWrite)
        }
    }

    /// The executables and the products each links: one for all of them, and one for each.
    var executables: [(name: String, products: [String])] {
        [(Self.combinedName, products)] + products.map { (Self.executableName(of: $0), [$0]) }
    }

    /// The manifest.
    func manifest() throws(PackagePreviewsError) -> String {
        var dependencies = [".package(path: \(Self.literal(package.path)))"]
        if let dependency = zoetrope.dependency { dependencies.append(try Self.declaration(of: dependency)) }
        let targets = executables.map { executable, linked in
            """
                    .executableTarget(name: \(Self.literal(executable)), dependencies: [
            \(linked.map { "            .product(name: \(Self.literal($0)), package: \(Self.literal(packageIdentity)))," }.joined(separator: "\n"))
                        .product(name: "ZoetropeCommandLine", package: \(Self.literal(zoetrope.identity))),
                    ]),
            """
        }
        return """
            // swift-tools-version: 6.0
            // Written by `zoetrope previews` on every run: one program per library product of \(package.name)
            // that has previews, each linking them. Edit \(package.name)'s own manifest, not this one.
            import PackageDescription

            let package = Package(
                name: "ZoetropePreviews",
                dependencies: [
            \(dependencies.map { "        \($0)," }.joined(separator: "\n"))
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// A dependency as a manifest declares it, with the same requirement.
    static func declaration(of dependency: PackageSummary.Dependency) throws(PackagePreviewsError) -> String {
        if dependency.type == "fileSystem", let path = dependency.path { return ".package(path: \(literal(path)))" }
        let source = dependency.type == "registry" ? "id: \(literal(dependency.identity))" : "url: \(literal(dependency.url ?? dependency.identity))"
        let requirement = dependency.requirement
        if let exact = requirement?.exact?.first { return ".package(\(source), exact: \(literal(exact)))" }
        if let branch = requirement?.branch?.first { return ".package(\(source), branch: \(literal(branch)))" }
        if let revision = requirement?.revision?.first { return ".package(\(source), revision: \(literal(revision)))" }
        if let range = requirement?.range?.first {
            return ".package(\(source), \(literal(range.lowerBound))..<\(literal(range.upperBound)))"
        }
        throw PackagePreviewsError("swift package describe gives no requirement for the dependency '\(dependency.identity)' (\(dependency.type)),"
                                   + " so the previews cannot be built with the same Zoetrope", exitCode: ExitCodes.unavailable)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
