import Foundation
import Testing
import ZoetropeTestSupport

/// The README is a front door and the pages under docs/ hold the rest: the README stays short, every
/// relative link of either leads somewhere, and every example that says which code it is, is that
/// code, so an example cannot drift from the test or program that runs it.
@Suite("README and docs")
struct DocumentationTests {
    /// README.md and every Markdown page under docs/, relative to the package root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test("the README is a front door: under 250 lines")
    func readmeIsShort() throws {
        let lines = try Markdown(page: "README.md").text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 250, "README.md has \(lines.count) lines; move the details into docs/")
    }

    @Test("docs/ has the pages the README sends readers to, and the page list the other tests run over is all of them")
    func pagesExist() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
        #expect(Self.pages.count >= 10, "only \(Self.pages)")
        #expect(Self.pages.count == docs.filter { $0.hasSuffix(".md") }.count + 1)
    }

    @Test("every relative link points at a file that exists, and every #anchor at a heading there", arguments: pages)
    func linksResolve(page: String) throws {
        let markdown = try Markdown(page: page)
        for link in markdown.links where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let (path, anchor) = (parts[0], parts.count > 1 ? parts[1] : nil)
            let target = path.isEmpty ? page : Self.resolve(path, from: page)
            let file = packageRoot.appendingPathComponent(target).path
            guard FileManager.default.fileExists(atPath: file) else {
                Issue.record("\(page): the link \(link) points at \(target), which does not exist")
                continue
            }
            if let anchor, target.hasSuffix(".md") {
                let headings = try Markdown(page: target).anchors
                #expect(headings.contains(anchor), "\(page): the link \(link) names #\(anchor), which is no heading of \(target)")
            }
        }
    }

    @Test("every example that names its code is that code, line for line", arguments: DocExample.all)
    func examplesAreTheirCode(example: DocExample) throws {
        let block = try #require(try Markdown(page: example.page).codeBlock(containing: example.firstLine),
                                 "\(example.page) has no code block with the line \(example.firstLine)")
        let shown = example.substitutions.reduce(block) { text, change in text.replacingOccurrences(of: change.0, with: change.1) }
        let code = try String(contentsOf: packageRoot.appendingPathComponent(example.code), encoding: .utf8)
        let codeLines = Self.significantLines(code)
        var next = codeLines.startIndex
        for line in Self.significantLines(shown) {
            guard let found = codeLines[next...].firstIndex(of: line) else {
                Issue.record("\(example.page) shows `\(line)`, which \(example.code) does not have (in this order)")
                return
            }
            next = codeLines.index(after: found)
        }
    }

    /// `path` as written in `page`, made relative to the package root: `../README.md` from
    /// `docs/views.md` is `README.md`.
    static func resolve(_ path: String, from page: String) -> String {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// The lines of `text` without their indentation, leaving out blank ones.
    static func significantLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// A code block of a page that is, line for line, code that is compiled and run: a test or the
/// examples' executable. The page may leave lines out, never change or add one, except as
/// `substitutions` say (the page's text, then the code's), such as a path made absolute in a test.
struct DocExample: Sendable, CustomTestStringConvertible {
    let page: String
    /// A line of the block, which picks it out among the page's blocks.
    let firstLine: String
    let code: String
    var substitutions: [(String, String)] = []

    var testDescription: String { "\(page): \(firstLine) … is \(code)" }

    static let all: [DocExample] = [
        DocExample(page: "docs/views.md", firstLine: "struct Polygon: Shape {", code: "Tests/ViewTreeTests/Shapes/ShapeAnimationTests.swift",
                   substitutions: [("canvas: CGSize(width: 240, height: 160), fps: 24,", "canvas: Self.canvas, fps: fps,")]),
        DocExample(page: "README.md", firstLine: "@Test func wheelTurnsAndGrowsOnItsCircle() throws {",
                   code: "Tests/LayoutCatalogTests/ReadmeTestingExampleTests.swift"),
        DocExample(page: "README.md", firstLine: "struct ContentView: View {", code: "Examples/ZoetropeExamples/main.swift"),
        DocExample(page: "docs/views.md", firstLine: "struct Clock: View {", code: "Examples/ZoetropeExamples/Clock.swift"),
        DocExample(page: "docs/views.md", firstLine: "try Scene(named: \"wheel-wobble\", canvas: CGSize(width: 400, height: 400), initial: WheelState(),",
                   code: "Examples/ZoetropeExamples/main.swift"),
        DocExample(page: "docs/animation.md", firstLine: "let phases = try PhaseSequence<WheelLayout>(at: 3, phases: [",
                   code: "Tests/FrameTimelineTests/ReadmeTimelineExampleTests.swift",
                   substitutions: [("let end = animation.naturalDuration   // counts retargeted springs and keyframe runs",
                                    "let end = try #require(animation.naturalDuration)")]),
        DocExample(page: "docs/testing.md", firstLine: "@Test func wheelLooksRight() throws {",
                   code: "Tests/ZoetropeSnapshotTestingTests/SceneSnapshotTests.swift",
                   substitutions: [("Scene.load(\"scenes/wheel.json\")", "Scene.load(Self.wheelPath)")]),
        DocExample(page: "docs/outputs.md", firstLine: "let session = RenderSession(scene: scene, request: RenderRequest(",
                   code: "Tests/SceneExportTests/ReadmeRenderExampleTests.swift",
                   substitutions: [("URL(fileURLWithPath: \"scenes/wheel.json\")", "packageRoot.appendingPathComponent(\"scenes/wheel.json\")"),
                                   ("URL(fileURLWithPath: \"frames/wheel\")", "folder.appendingPathComponent(\"frames/wheel\")"),
                                   ("print(progress.done, \"of\", progress.total)", "reported.append(progress.done)")]),
    ]
}

/// A Markdown page's links, headings and code blocks, as GitHub reads them.
struct Markdown {
    let text: String

    init(page: String) throws {
        text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
    }

    /// The lines outside fenced code blocks.
    var prose: [Substring] {
        var inCode = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); return false }
            return !inCode
        }
    }

    /// The targets of links and images, `[text](target)`, outside code blocks and code spans.
    var links: [String] {
        prose.flatMap { line in
            let withoutCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined()
            return withoutCode.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
        }
    }

    /// The anchors GitHub gives the headings: lower case, punctuation dropped, spaces made hyphens,
    /// and `-1`, `-2`, … after a heading's second and later uses.
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in prose where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The fenced code block (without its fences) that has a line reading `line`, ignoring
    /// indentation.
    func codeBlock(containing line: String) -> String? {
        text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map { block in
            String(block.element.drop { $0 != "\n" }.dropFirst())
        }.first { block in
            block.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
        }
    }
}
