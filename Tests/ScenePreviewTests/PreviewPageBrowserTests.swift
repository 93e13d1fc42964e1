import Foundation
import Testing
import ZoetropeTestSupport

/// The page in a real browser: `Browser/preview_page.py` drives Debian's headless Chromium through
/// Selenium (both installed by `script/bootstrap`, Selenium into `.build-tools/python`) against a
/// running `zoetrope preview`, and edits the scene file under it. It never skips: a missing browser
/// or driver fails the test, saying to run `script/bootstrap`.
@Suite("zoetrope preview: the page in headless Chromium", .serialized)
struct PreviewPageBrowserTests {
    /// The virtual environment's Python that `script/bootstrap` installs Selenium into.
    static let python = packageRoot.appendingPathComponent(".build-tools/python/bin/python3")
    static let driver = packageRoot.appendingPathComponent("Tests/ScenePreviewTests/Browser/preview_page.py")

    @Test("the page loads without console errors, scrubs to frame 30, steps, plays, follows saves within 2 s, shows and clears an error, switches scenes, plots the parameters, lists the views, says when the server is gone and reconnects")
    func page() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python.path),
                     "no \(Self.python.path): run script/bootstrap, which installs Chromium, chromedriver and Selenium")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["wheel", "flow"] {
            try FileManager.default.copyItem(at: sceneURL(name), to: folder.appendingPathComponent("\(name).json"))
        }
        let preview = try RunningPreview(["wheel.json", "flow.json"], in: folder)
        let screenshots = ProcessInfo.processInfo.environment["ZOETROPE_PREVIEW_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        let outcome = try runProgram(Self.python, [
            Self.driver.path, "--url", "http://127.0.0.1:\(preview.port)/",
            "--scene-file", folder.appendingPathComponent("wheel.json").path, "--screenshots", screenshots.path,
            "--server-pid", "\(preview.process.processIdentifier)",
            "--server-command", String(decoding: try JSONEncoder().encode([executable.path, "preview", "wheel.json", "flow.json",
                                                                           "--port", "\(preview.port)"]), as: UTF8.self),
        ], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)\nserver: \(preview.errorText)")
        #expect(outcome.standardOutput.contains("the page: loads, scrubs, steps, plays, reloads"), "\(outcome.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: screenshots.appendingPathComponent("preview.png").path))
        // The script stopped the server with Ctrl-C (and stopped the one it started again itself).
        #expect(preview.stop() == 130, "\(preview.errorText)")
    }
}
