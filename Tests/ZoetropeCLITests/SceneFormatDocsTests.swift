import Foundation
import Testing
import ZoetropeTestSupport

/// The scene format's documentation shows scenes that work: every whole scene in
/// docs/scene-format.md (one per layout) and in the README's "A scene file" validates without a
/// warning, and every layout has its example.
@Suite("docs/scene-format.md")
struct SceneFormatDocsTests {
    /// The ```json blocks of a Markdown file that are whole scenes (they have "version").
    static func scenes(in file: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst().compactMap { block in
            block.components(separatedBy: "\n```").first
        }.filter { $0.contains("\"version\"") }
    }

    @Test("every whole scene in the docs validates without a warning", arguments: ["docs/scene-format.md", "README.md"])
    func examplesValidate(file: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let examples = try Self.scenes(in: file)
        #expect(examples.count >= (file == "README.md" ? 1 : 12), "\(file) has \(examples.count) whole scenes")
        let names = examples.indices.map { "scenes/example-\($0).json" }
        for (name, example) in zip(names, examples) {
            try Data(example.utf8).write(to: folder.appendingPathComponent(name))
        }
        let outcome = try runZoetrope(["validate", "--warnings-as-errors"] + names, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test("every layout has a section with its parameters as `zoetrope layouts` prints them")
    func everyLayout() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        let layouts = try runZoetrope(["layouts"], in: packageRoot).standardOutput.split(separator: "\n")
        #expect(layouts.count == 12)
        for line in layouts {
            let (name, parameters) = (line.prefix { $0 != ":" }, line.drop { $0 != ":" }.dropFirst(2))
            #expect(doc.contains("### `\(name)`"), "no section for \(name)")
            #expect(doc.contains("Parameters: \(parameters)."), "the parameters of \(name) differ from zoetrope layouts")
        }
    }
}
