import FileAccess
import Foundation

extension RenderManifest {
    /// Reads a manifest file and checks that what it says can be so, before anything it says is
    /// trusted.
    ///
    /// Every field must have its type; the frames must be the scene's (from 0 to
    /// `scene.frameCount` − 1) and, for a shard, its part's; every file must be a plain name in
    /// the folder (not hidden, no `/`), listed once, with a size of 0 or more, a SHA-256 of 64
    /// lowercase hexadecimal digits, and a frame the manifest lists. Whether the files on disk
    /// match their records is for the reader to check (a resume draws those that do not again).
    /// - Parameter url: The file.
    /// - Returns: The manifest, or `nil` when there is no file.
    /// - Throws: ``RenderError/untrustedManifest(path:field:problem:advice:)`` naming the field
    ///   (such as `files[3].frame`) for a manifest that is not JSON, is cut short, has a field of
    ///   the wrong type or says what cannot be so; ``RenderError/output(path:reason:)`` when the
    ///   file cannot be read.
    /// - Complexity: O(*f* log *f*) in the files listed, plus O(*r* log *r*) in the ranges of frames
    ///   written; never in the number of frames those ranges hold.
    public static func read(from url: URL) throws(RenderError) -> RenderManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .output(path: url.relativePath, reason: SystemError.describe(error))
        }
        let stored: StoredManifest
        do {
            stored = try JSONDecoder().decode(StoredManifest.self, from: data)
        } catch {
            let (field, problem) = (error as? DecodingError).map(describe) ?? ("", "\(error)")
            throw untrusted(url, field, problem)
        }
        return try checked(stored, from: url)
    }

    // MARK: Checks

    /// The manifest `stored` holds, once every field is checked against the others.
    private static func checked(_ stored: StoredManifest, from url: URL) throws(RenderError) -> RenderManifest {
        guard stored.format == format else {
            throw untrusted(url, "format", "\(shown(stored.format)) is not \(shown(format))")
        }
        guard stored.version == version else {
            throw untrusted(url, "version", "\(stored.version) is not a version this Zoetrope reads (\(version))")
        }
        guard let countText = stored.scene["frameCount"], let frameCount = Int(countText), frameCount >= 1 else {
            throw untrusted(url, "scene.frameCount", "\(stored.scene["frameCount"].map(shown) ?? "missing"): expected a whole number of frames, 1 or more")
        }
        guard let frames = FrameSet(parsing: stored.frames) else {
            throw untrusted(url, "frames", "\(shown(stored.frames)) is not frames written as A-B,C (numbers from 0)")
        }
        try checkWithinScene(frames, field: "frames", frameCount: frameCount, url: url)
        let shard = try checkedShard(stored.shard, frames: frames, frameCount: frameCount, url: url)
        try checkFiles(stored.files, frames: frames, url: url)
        return RenderManifest(zoetrope: stored.zoetrope, scene: stored.scene, settings: stored.settings, shard: shard,
                              frames: frames, files: stored.files)
    }

    /// Refuses frames past the scene's last.
    private static func checkWithinScene(_ frames: FrameSet, field: String, frameCount: Int, url: URL) throws(RenderError) {
        guard let last = frames.ranges.last?.upperBound, last >= frameCount else { return }
        throw untrusted(url, field, "frame \(last) is past the scene's last frame, \(frameCount - 1) (scene.frameCount is \(frameCount))")
    }

    /// A shard's part, checked: K of N, its frames the Kth part of the frames it splits, and the
    /// frames done among them.
    private static func checkedShard(_ stored: StoredManifest.Shard?, frames: FrameSet, frameCount: Int,
                                     url: URL) throws(RenderError) -> ShardPart? {
        guard let stored else { return nil }
        guard let spec = ShardSpec(index: stored.index, count: stored.count) else {
            throw untrusted(url, "shard", "\(stored.index)/\(stored.count) is not K/N with 1 ≤ K ≤ N")
        }
        guard let all = FrameSet(parsing: stored.of), all.ranges.count == 1, let split = all.ranges.first else {
            throw untrusted(url, "shard.of", "\(shown(stored.of)) is not the frames a render splits, written as A-B")
        }
        try checkWithinScene(all, field: "shard.of", frameCount: frameCount, url: url)
        let part = spec.part(of: split)
        let expected = part.isEmpty ? FrameSet() : FrameSet([part.lowerBound...(part.upperBound - 1)])
        guard FrameSet(parsing: stored.frames) == expected else {
            throw untrusted(url, "shard.frames", "\(shown(stored.frames)) is not part \(spec) of frames \(all) (that is \(shown(expected.description)))")
        }
        let foreign = frames.subtracting(expected)
        guard foreign.isEmpty else {
            throw untrusted(url, "frames", "frames \(shown(foreign.description)) are not shard \(spec)'s (its frames are \(expected))")
        }
        return ShardPart(shard: spec, frames: expected, of: all)
    }

    /// Refuses a file that is not a plain name in the folder, is listed twice, or whose size,
    /// SHA-256 or frame cannot be so.
    private static func checkFiles(_ files: [FileRecord], frames: FrameSet, url: URL) throws(RenderError) {
        var firstPlace: [String: Int] = [:]
        firstPlace.reserveCapacity(files.count)
        for (index, record) in files.enumerated() {
            let field = "files[\(index)]"
            guard isPlainName(record.file) else {
                throw untrusted(url, "\(field).file", "\(shown(record.file)) is not the name of a file in the folder")
            }
            if let earlier = firstPlace.updateValue(index, forKey: record.file) {
                throw untrusted(url, "\(field).file", "\(shown(record.file)) is listed twice (also files[\(earlier)])")
            }
            guard record.bytes >= 0 else {
                throw untrusted(url, "\(field).bytes", "\(record.bytes) is not a size")
            }
            guard isSHA256(record.sha256) else {
                throw untrusted(url, "\(field).sha256", "\(shown(record.sha256)) is not 64 lowercase hexadecimal digits")
            }
            if let frame = record.frame, !frames.contains(frame) {
                throw untrusted(url, "\(field).frame", "\(frame) is not one of the frames listed as done (\(shown(frames.description)))")
            }
        }
    }

    /// Whether a name is a file's in the folder a render writes: not empty, no `/` or NUL, not
    /// hidden (the lock and temporary files are), so neither `.` nor `..`.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
    }

    /// Whether a text is a SHA-256 as manifests write it.
    private static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    // MARK: Messages

    /// The error for a manifest that cannot be trusted, with what to do about it.
    private static func untrusted(_ url: URL, _ field: String, _ problem: String) -> RenderError {
        let advice = url.lastPathComponent == fileName
            ? "Render without --resume and --frames to start the folder over"
            : "Render that shard again without --resume to start its part over"
        return .untrustedManifest(path: url.relativePath, field: field, problem: problem, advice: advice)
    }

    /// A decoding error as the field it is at (`files[2].bytes`) and what is wrong there.
    private static func describe(_ error: DecodingError) -> (field: String, problem: String) {
        switch error {
        case .typeMismatch(let type, let context):
            (path(context.codingPath), "expected \(typeName(type)), found a value of another type")
        case .valueNotFound(let type, let context):
            (path(context.codingPath), "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            (path(context.codingPath + [key]), "missing")
        case .dataCorrupted(let context):
            (path(context.codingPath), context.codingPath.isEmpty
                ? "not JSON, or cut short (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
                : context.debugDescription)
        @unknown default:
            ("", "\(error)")
        }
    }

    /// A coding path as a field path: `files[2].bytes`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// A type as a JSON value is named: `a string`, `an integer`.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is [String: String].Type: "an object of strings"
        case is [FileRecord].Type: "an array"
        default: "an object"
        }
    }

    /// A value for a message: quoted, and cut to 40 characters.
    private static func shown(_ value: String) -> String {
        JSONStringLiteral.quote(value.count > 40 ? String(value.prefix(40)) + "…" : value)
    }
}

/// The manifest as it is stored, for decoding.
private struct StoredManifest: Decodable {
    struct Shard: Decodable {
        let index: Int
        let count: Int
        let frames: String
        let of: String
    }

    let format: String
    let version: Int
    let zoetrope: String
    let scene: [String: String]
    let settings: [String: String]
    let shard: Shard?
    let frames: String
    let files: [FileRecord]
}
