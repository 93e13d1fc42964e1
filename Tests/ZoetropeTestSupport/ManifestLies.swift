import Foundation
import Testing

/// A render manifest that says what is not so, and what a resume (or a merge) must do with it.
///
/// The lies are made on a render of a 12-frame scene with PNG and CSV, whose manifest lists
/// `frame_000000.png` … `frame_000011.png` as `files[0]` … `files[11]` and `trajectories.csv` as
/// `files[12]`. The library tests (`SceneExportTests`) and the CLI tests share them.
public struct ManifestLie: Sendable, CustomTestStringConvertible {
    /// What must happen when a render resumes from the lie.
    public enum Outcome: Sendable, Equatable {
        /// Refused, naming the manifest and this field (empty: the whole file).
        case refused(field: String)
        /// Refused as another render's, naming this word among the differences.
        case foreign(String)
        /// These frames drawn again and every other frame kept; the folder then equals a fresh
        /// render's, byte for byte.
        case redrawn([Int])
        /// A merge refused, its message holding this.
        case mergeRefused(String)
    }

    /// What the lie is, for the test's name.
    public let name: String
    /// Changes the manifest's bytes.
    public let edit: @Sendable (Data) throws -> Data
    /// Frame files removed from the folder, beside the edit.
    public let removedFrames: [Int]
    /// What a resume must do.
    public let outcome: Outcome

    /// Creates a lie.
    public init(_ name: String, removing removedFrames: [Int] = [], _ outcome: Outcome,
                edit: @escaping @Sendable (Data) throws -> Data) {
        self.name = name
        self.edit = edit
        self.removedFrames = removedFrames
        self.outcome = outcome
    }

    /// Creates a lie made by changing the manifest's JSON object.
    public init(_ name: String, removing removedFrames: [Int] = [], _ outcome: Outcome,
                json: @escaping @Sendable (inout [String: Any]) throws -> Void) {
        self.init(name, removing: removedFrames, outcome) { data in
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            try json(&object)
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
    }

    public var testDescription: String { name }

    /// Applies the lie to the manifest at `url` and to the frame files beside it.
    public func apply(to url: URL) throws {
        try edit(Data(contentsOf: url)).write(to: url)
        for frame in removedFrames {
            try FileManager.default.removeItem(at: url.deletingLastPathComponent().appendingPathComponent(pngName(frame)))
        }
    }
}

/// The PNG file of a frame, as renders name it.
public func pngName(_ frame: Int) -> String {
    String(format: "frame_%06d.png", frame)
}

/// Changes field `key` of the file record at `index`.
public func setFileField(_ object: inout [String: Any], _ index: Int, _ key: String, _ value: Any) throws {
    var files = try #require(object["files"] as? [[String: Any]])
    files[index][key] = value
    object["files"] = files
}

/// Changes field `key` of the manifest's `scene` or `settings` object.
public func setInner(_ object: inout [String: Any], _ outer: String, _ key: String, _ value: Any?) throws {
    var inner = try #require(object[outer] as? [String: Any])
    inner[key] = value
    object[outer] = inner
}

/// The lies a resume of an unsharded render must refuse or mend.
public let resumeManifestLies: [ManifestLie] = [
    // Sizes and hashes: what the files on disk can contradict; those frames are drawn again.
    ManifestLie("a frame's size is one byte more", .redrawn([3])) { try setFileField(&$0, 3, "bytes", try size(of: $0, 3) + 1) },
    ManifestLie("a frame's size is 0", .redrawn([2])) { try setFileField(&$0, 2, "bytes", 0) },
    ManifestLie("a frame's SHA-256 is another file's", .redrawn([4])) {
        try setFileField(&$0, 4, "sha256", String(repeating: "0", count: 64))
    },
    ManifestLie("a listed frame file is missing from the folder", removing: [8], .redrawn([8])) { _ in },
    ManifestLie("a frame listed as done has no file record", .redrawn([7])) { object in
        var files = try #require(object["files"] as? [[String: Any]])
        files.remove(at: 7)
        object["files"] = files
    },
    // Frame numbers that do not match the files.
    ManifestLie("frame 5's file recorded as frame 6's", .redrawn([5])) { try setFileField(&$0, 5, "frame", 6) },
    ManifestLie("frames 1 and 2 swap files", .redrawn([1, 2])) {
        try setFileField(&$0, 1, "frame", 2)
        try setFileField(&$0, 2, "frame", 1)
    },
    ManifestLie("frames written twice and overlapping", .redrawn([])) { $0["frames"] = "0-11,3-5,0-11,11" },
    ManifestLie("a frame listed as done that the scene does not have", .refused(field: "frames")) { $0["frames"] = "0-11,40" },
    ManifestLie("frames to 10^12", .refused(field: "frames")) { $0["frames"] = "0-999999999999" },
    ManifestLie("a negative frame", .refused(field: "frames")) { $0["frames"] = "-1-11" },
    ManifestLie("a file recorded for a negative frame", .refused(field: "files[0].frame")) { try setFileField(&$0, 0, "frame", -1) },
    ManifestLie("a file recorded for a frame not listed as done", .refused(field: "files[9].frame")) { $0["frames"] = "0-8,10-11" },
    ManifestLie("a file listed twice", .refused(field: "files[13].file")) { object in
        var files = try #require(object["files"] as? [[String: Any]])
        files.append(files[2])
        object["files"] = files
    },
    ManifestLie("a negative size", .refused(field: "files[6].bytes")) { try setFileField(&$0, 6, "bytes", -100) },
    ManifestLie("a SHA-256 that is not 64 hexadecimal digits", .refused(field: "files[1].sha256")) {
        try setFileField(&$0, 1, "sha256", "not a digest")
    },
    // File names that reach outside the folder or into its own hidden files.
    ManifestLie("a file outside the folder", .refused(field: "files[12].file")) {
        try setFileField(&$0, 12, "file", "../outside.csv")
    },
    ManifestLie("an absolute path", .refused(field: "files[12].file")) { try setFileField(&$0, 12, "file", "/etc/hostname") },
    ManifestLie("the folder's lock file", .refused(field: "files[12].file")) { try setFileField(&$0, 12, "file", ".zoetrope.lock") },
    // Wrong JSON types.
    ManifestLie("a size written as a string", .refused(field: "files[2].bytes")) { try setFileField(&$0, 2, "bytes", "1234") },
    ManifestLie("a frame written as a string", .refused(field: "files[0].frame")) { try setFileField(&$0, 0, "frame", "0") },
    ManifestLie("a SHA-256 that is null", .refused(field: "files[0].sha256")) { try setFileField(&$0, 0, "sha256", NSNull()) },
    ManifestLie("frames written as a number", .refused(field: "frames")) { $0["frames"] = 11 },
    ManifestLie("files written as an object", .refused(field: "files")) { $0["files"] = ["frame_000000.png": 1] },
    ManifestLie("the scene written as an array", .refused(field: "scene")) { $0["scene"] = ["wheel"] },
    ManifestLie("no version", .refused(field: "version")) { $0["version"] = nil },
    ManifestLie("version 2", .refused(field: "version")) { $0["version"] = 2 },
    ManifestLie("another format", .refused(field: "format")) { $0["format"] = "something-else" },
    ManifestLie("a frame count that is not a number", .refused(field: "scene.frameCount")) {
        try setInner(&$0, "scene", "frameCount", "twelve")
    },
    // Another scene's identity, or other settings.
    ManifestLie("another scene file", .foreign("SHA-256")) { try setInner(&$0, "scene", "sha256", String(repeating: "a", count: 64)) },
    ManifestLie("another rate", .foreign("fps")) { try setInner(&$0, "scene", "fps", "24 fps") },
    ManifestLie("another canvas", .foreign("canvas")) { try setInner(&$0, "scene", "canvas", "401×400") },
    ManifestLie("a frame count of 10^12 with frames to match", .foreign("frameCount")) {
        try setInner(&$0, "scene", "frameCount", "1000000000000")
        $0["frames"] = "0-999999999999"
    },
    ManifestLie("frames drawn at another scale", .foreign("scale")) { try setInner(&$0, "settings", "scale", "2.0") },
    ManifestLie("sizes drawn over the frames", .foreign("showSizes")) { try setInner(&$0, "settings", "showSizes", "min,ideal,max") },
    ManifestLie("the PNG settings removed", .foreign("png")) { try setInner(&$0, "settings", "png", nil) },
    // Files cut short or padded.
    ManifestLie("cut short at half its length", .refused(field: "")) { data in data.prefix(data.count / 2) },
    ManifestLie("cut short at its last brace", .refused(field: "")) { data in data.dropLast(2) },
    ManifestLie("empty", .refused(field: "")) { _ in Data() },
    ManifestLie("50 MB: a Zoetrope version of 50 million characters", .foreign("Zoetrope")) {
        $0["zoetrope"] = String(repeating: "9", count: 50_000_000)
    },
]

/// The size recorded for the file at `index`.
private func size(of object: [String: Any], _ index: Int) throws -> Int {
    let files = try #require(object["files"] as? [[String: Any]])
    return try #require((files[index]["bytes"] as? NSNumber)?.intValue)
}

/// The lies a merge of a 12-frame render in two shards must refuse, told by the manifest of
/// shard 1/2 (`manifest.shard-1-of-2.json`: frames 0-5 as `files[0]` … `files[5]`, and
/// `trajectories.shard-1-of-2.csv` as `files[6]`).
public let mergeManifestLies: [ManifestLie] = [
    ManifestLie("frame 2's file recorded as frame 3's", .mergeRefused("records frame_000002.png as frame 3's file")) {
        try setFileField(&$0, 2, "frame", 3)
    },
    ManifestLie("a frame listed as done has no file record", .mergeRefused("lists frame 4 as done with 0 files")) { object in
        var files = try #require(object["files"] as? [[String: Any]])
        files.remove(at: 4)
        object["files"] = files
    },
    ManifestLie("a frame's size is one byte more", .mergeRefused("frame_000003.png differs from what shard 1/2 wrote")) {
        try setFileField(&$0, 3, "bytes", try size(of: $0, 3) + 1)
    },
    ManifestLie("another rate", .mergeRefused("is from another render")) { try setInner(&$0, "scene", "fps", "24 fps") },
    ManifestLie("frames beyond the shard's part", .refused(field: "frames")) { $0["frames"] = "0-11" },
    ManifestLie("frames to 10^12", .refused(field: "frames")) { $0["frames"] = "0-999999999999" },
    ManifestLie("a file recorded for a frame not listed as done", .refused(field: "files[3].frame")) { $0["frames"] = "0-2" },
    ManifestLie("shard frames that are not its part", .refused(field: "shard.frames")) { object in
        var shard = try #require(object["shard"] as? [String: Any])
        shard["frames"] = "0-8"
        object["shard"] = shard
    },
    ManifestLie("shard 3 of 2", .refused(field: "shard")) { object in
        var shard = try #require(object["shard"] as? [String: Any])
        shard["index"] = 3
        object["shard"] = shard
    },
    ManifestLie("a part outside the folder", .refused(field: "files[6].file")) { try setFileField(&$0, 6, "file", "../outside.csv") },
    ManifestLie("a size written as a string", .refused(field: "files[1].bytes")) { try setFileField(&$0, 1, "bytes", "1") },
    ManifestLie("cut short at half its length", .refused(field: "")) { data in data.prefix(data.count / 2) },
]
