import FileAccess
import Foundation
import FrameRendering

/// The paths of output folders: whether a folder is safe to render into, making it, and the
/// temporary files renders write and killed renders leave behind.
extension OutputFolder {
    /// Checks that `url` may be rendered into, and creates it (with its parents) if missing.
    ///
    /// Refused: an empty path; the root folder; the home folder; the current folder or one that
    /// holds it (a render replaces the frame files it finds, so these would lose the user's
    /// files); a path to something that is not a folder.
    /// - Parameter url: The output folder.
    /// - Throws: ``RenderError/invalidOutputPath(path:reason:)`` or ``RenderError/output(path:reason:)``.
    public static func prepare(_ url: URL) throws(RenderError) {
        try check(url)
        try makeFolders(url)
    }

    /// Makes `url` and every missing folder above it, like `mkdir -p`, saying in words what stops it
    /// (Foundation reports a file in the way as "NSCocoaErrorDomain error 512").
    static func makeFolders(_ url: URL) throws(RenderError) {
        let components = url.standardizedFileURL.pathComponents
        var path = ""
        for component in components {
            path = path.isEmpty ? component : (path == "/" ? "/" + component : path + "/" + component)
            guard mkdir(path, 0o777) != 0 else { continue }
            let code = errno
            var isDirectory: ObjCBool = false
            if code == EEXIST, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { continue }
                throw .output(path: url.relativePath, reason: SystemError.describe(ENOTDIR))
            }
            // A folder that exists but cannot be made again (EACCES on "/", EROFS) is fine.
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
            throw .output(path: url.relativePath, reason: SystemError.describe(code))
        }
    }

    /// Checks that `url` may be rendered into, without creating it; see ``prepare(_:)``.
    /// - Throws: ``RenderError/invalidOutputPath(path:reason:)`` or ``RenderError/output(path:reason:)``.
    public static func check(_ url: URL) throws(RenderError) {
        let given = url.relativePath
        guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .invalidOutputPath(path: given, reason: "the path is empty; name a folder, such as frames/wheel")
        }
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        if path == "/" {
            throw .invalidOutputPath(path: given, reason: "it is the root folder")
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.resolvingSymlinksInPath().path
        if path == home {
            throw .invalidOutputPath(path: given, reason: "it is your home folder")
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        if current == path || current.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
            throw .invalidOutputPath(path: given, reason: "it is the current folder or holds it, and a render replaces the frame "
                                        + "files it finds there; name a folder of its own, such as frames/wheel")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .output(path: url.relativePath, reason: "it is a file, not a folder")
        }
    }

    /// Removes the temporary files (`.<name>.<UUID>.tmp`) that a killed render left for files
    /// `owns` accepts, the replaced files a killed render had not finished removing
    /// (`.zoetrope-discarded-*`), and, when `staging` is true, the `.zoetrope-staging-*` folders
    /// that versions before 0.8 left.
    /// - Parameters:
    ///   - url: The output folder.
    ///   - owns: Whether a file name is one this render may write (its frames, its parts).
    ///   - staging: Whether to remove old staging folders too (only with the folder to oneself).
    /// - Returns: How many were removed.
    @discardableResult
    public static func removeLeftovers(in url: URL, owns: (String) -> Bool, staging: Bool) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return 0 }
        var removed = 0
        for name in names {
            let isLeftover = temporaryTarget(of: name).map(owns) ?? false
            let isStaging = staging && name.hasPrefix(".zoetrope-staging-")
            let isDiscarded = name.hasPrefix(discardedPrefix)
            if isLeftover || isStaging || isDiscarded, (try? FileManager.default.removeItem(at: url.appendingPathComponent(name))) != nil {
                removed += 1
            }
        }
        return removed
    }

    /// Removes `url` when it holds nothing but what a render writes before its first frame (its
    /// manifests, its locks and temporary files): a render that failed at once leaves nothing.
    /// - Parameter url: An output folder this process created.
    static func removeIfHoldsNoFrames(_ url: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        let isBookkeeping = { (name: String) in
            name.hasPrefix(".zoetrope") || name.hasPrefix("manifest") && name.hasSuffix(".json") || temporaryTarget(of: name) != nil
        }
        guard names.allSatisfy(isBookkeeping) else { return }
        try? FileManager.default.removeItem(at: url)
    }

    /// How the name of a replaced file being removed in the background starts (a UUID follows).
    static let discardedPrefix = ".zoetrope-discarded-"

    /// A name for writing `name` before moving it into place: `.<name>.<UUID>.tmp`, the pattern
    /// ``removeLeftovers(in:owns:staging:)`` recognises.
    static func temporaryName(for name: String) -> String {
        ".\(name).\(UUID().uuidString).tmp"
    }

    /// The file a temporary file was for: `frame_000001.png` for `.frame_000001.png.<UUID>.tmp`.
    static func temporaryTarget(of name: String) -> String? {
        let uuidLength = 36
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), name.count > 1 + uuidLength + 5 else { return nil }
        let inner = name.dropFirst().dropLast(4)
        let uuid = inner.suffix(uuidLength)
        let dot = inner.index(inner.endIndex, offsetBy: -(uuidLength + 1))
        guard UUID(uuidString: String(uuid)) != nil, inner[dot] == "." else { return nil }
        return String(inner[..<dot])
    }
}
