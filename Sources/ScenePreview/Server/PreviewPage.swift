import Foundation

/// The page the server serves at `/` and the files it loads from `/page/`: plain HTML, CSS and
/// JavaScript kept as the module's resources (`Sources/ScenePreview/Page/`), read once when the
/// server starts. Only these files can be asked for: a name is looked up among them, never on disk.
package struct PreviewPage: Sendable {
    /// A file of the page: its bytes and content type.
    package struct File: Sendable {
        /// The file's bytes.
        package let bytes: [UInt8]
        /// Its content type.
        package let type: String
    }

    /// `index.html`, served at `/`.
    package let index: File
    /// The files served under `/page/`, by name.
    package let files: [String: File]

    /// The files under `/page/` and their content types.
    static let served = ["preview.js": "text/javascript; charset=utf-8", "preview.css": "text/css; charset=utf-8"]

    /// Reads the page's files from the module's resources.
    /// - Throws: ``PreviewError`` naming a file that is missing from the resources.
    package init() throws(PreviewError) {
        index = try Self.read("index.html", type: "text/html; charset=utf-8")
        var files: [String: File] = [:]
        for (name, type) in Self.served {
            files[name] = try Self.read(name, type: type)
        }
        self.files = files
    }

    private static func read(_ name: String, type: String) throws(PreviewError) -> File {
        let url = Bundle.module.bundleURL.appendingPathComponent("Page").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PreviewError(.cannotServe, "the page's file \(name) is missing from \(url.deletingLastPathComponent().path)")
        }
        return File(bytes: [UInt8](data), type: type)
    }
}
