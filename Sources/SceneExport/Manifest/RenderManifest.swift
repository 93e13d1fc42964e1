import FileAccess
import Foundation

/// What an output folder holds: which scene was rendered with which settings, which frames are
/// done, and every file with its size and SHA-256.
///
/// A render writes it as `manifest.json` (a shard as `manifest.shard-K-of-N.json`) beside its
/// files, rewrites it as frames complete, and writes it a last time when it stops, whether it
/// finished, failed or was interrupted. It holds no times, paths or job counts, so the same
/// scene and settings always give the same bytes, however the render was run.
///
/// ```json
/// {
///   "format": "zoetrope-render-manifest",
///   "version": 1,
///   "zoetrope": "0.8.0",
///   "scene": {"canvas": "400×400", "fps": "30 fps", "frameCount": "151", "name": "wheel", "sha256": "…"},
///   "settings": {"formats": "png,csv", "png": "zlib level 1, filters 0x08", …},
///   "frames": "0-150",
///   "files": [
///     {"file": "frame_000000.png", "frame": 0, "bytes": 10342, "sha256": "…"},
///     {"file": "trajectories.csv", "bytes": 91234, "sha256": "…"}
///   ]
/// }
/// ```
public struct RenderManifest: Hashable, Sendable {
    /// The name of an unsharded render's manifest.
    public static let fileName = "manifest.json"
    /// The value of the `format` field.
    public static let format = "zoetrope-render-manifest"
    /// The version of the layout this type reads and writes.
    public static let version = 1

    /// The version of Zoetrope that rendered the files.
    public var zoetrope: String
    /// The scene: name, SHA-256 of its file, frame count, rate and canvas.
    public var scene: [String: String]
    /// Every setting that changes the files' bytes: the formats, each sink's settings, the
    /// showSizes overlay, and the versions of the drawing and compression libraries.
    public var settings: [String: String]
    /// For a shard's part: which shard, and the frames that are its part. `nil` otherwise.
    public var shard: ShardPart?
    /// The frames done: their files are in the folder.
    public var frames: FrameSet
    /// Every file, sorted by name.
    public var files: [FileRecord]

    /// A shard's part of a render.
    public struct ShardPart: Hashable, Sendable {
        /// Which shard.
        public var shard: ShardSpec
        /// The frames that are its part, done or not.
        public var frames: FrameSet
        /// Every frame of the render the shards split, for messages about missing shards.
        public var of: FrameSet
    }

    /// Creates a manifest.
    public init(zoetrope: String, scene: [String: String], settings: [String: String], shard: ShardPart? = nil,
                frames: FrameSet = FrameSet(), files: [FileRecord] = []) {
        self.zoetrope = zoetrope
        self.scene = scene
        self.settings = settings
        self.shard = shard
        self.frames = frames
        self.files = files.sorted { $0.file < $1.file }
    }

    /// The manifest file name of a render: `manifest.json`, or `manifest.shard-K-of-N.json`.
    /// - Parameter shard: The shard, if the render is one.
    public static func fileName(for shard: ShardSpec?) -> String {
        shard.map { $0.partName(of: fileName) } ?? fileName
    }

    /// What differs between the render this manifest describes and another with `other`'s scene
    /// and settings, in words; empty when they would write the same bytes.
    /// - Parameter other: The manifest a new render would write.
    /// - Returns: One phrase per difference, such as `scenes/wheel.json as it was before (its SHA-256 differs)`.
    public func differences(from other: RenderManifest) -> [String] {
        var found: [String] = []
        if zoetrope != other.zoetrope {
            found.append("Zoetrope \(Self.clipped(zoetrope)) (this is \(other.zoetrope))")
        }
        for key in Set(scene.keys).union(other.scene.keys).sorted() where scene[key] != other.scene[key] {
            found.append(key == "sha256"
                ? "another version of the scene (the scene file's SHA-256 was \(scene[key].map(Self.clipped) ?? "none"), now \(other.scene[key].map(Self.clipped) ?? "none"))"
                : "a scene whose \(key) was \(scene[key].map(Self.clipped) ?? "not set") (now \(other.scene[key].map(Self.clipped) ?? "not set"))")
        }
        for key in Set(settings.keys).union(other.settings.keys).sorted() where settings[key] != other.settings[key] {
            found.append("\(key) \(settings[key].map { "'\(Self.clipped($0))'" } ?? "not set") (now \(other.settings[key].map { "'\(Self.clipped($0))'" } ?? "not set"))")
        }
        return found
    }

    /// What stops a render with `fresh`'s scene and settings from adding frames or formats to the
    /// render this manifest describes (a resume or a frame range), in words; empty when it can.
    ///
    /// Unlike ``differences(from:)``, formats may be added: settings that only one side has are
    /// not differences, unless the folder holds frame files they change (a frame format's own
    /// settings, `showSizes`, `scale`, `libraries`). And every format of a file per frame (`png`,
    /// `svg`) that the folder holds must still be asked for, or its frames would no longer match
    /// the manifest.
    /// - Parameter fresh: The manifest the new render would write.
    /// - Returns: One phrase per difference.
    public func differences(whenAddingTo fresh: RenderManifest) -> [String] {
        var found: [String] = []
        if zoetrope != fresh.zoetrope {
            found.append("Zoetrope \(Self.clipped(zoetrope)) (this is \(fresh.zoetrope))")
        }
        var strict = self
        strict.zoetrope = fresh.zoetrope
        strict.settings = [:]
        var other = fresh
        other.settings = [:]
        found += strict.differences(from: other)
        let listed = ["formats", Self.frameFormatsKey]
        let held = Set(Self.list(settings[Self.frameFormatsKey]))
        // The frame files kept depend on their formats' settings and on what is drawn over them:
        // those count even where only one side has them (a render at --scale 2 resumed at 1).
        let binding = held.isEmpty ? [] : held.union(Self.drawingKeys)
        for key in Set(settings.keys).union(fresh.settings.keys).subtracting(listed).sorted()
        where settings[key] != fresh.settings[key] {
            if let before = settings[key], let now = fresh.settings[key] {
                found.append("\(key) '\(Self.clipped(before))' (now '\(Self.clipped(now))')")
            } else if binding.contains(key) {
                found.append("\(key) \(settings[key].map { "'\(Self.clipped($0))'" } ?? "not set") (now \(fresh.settings[key].map { "'\(Self.clipped($0))'" } ?? "not set"))")
            }
        }
        let missing = held.subtracting(Self.list(fresh.settings[Self.frameFormatsKey])).sorted()
        if !missing.isEmpty {
            found.append("\(missing.joined(separator: " and ")) frames, which --format no longer names")
        }
        return found
    }

    /// The settings key listing the formats that write a file per frame.
    public static let frameFormatsKey = "frameFormats"

    /// The settings of what every drawn frame shows, whatever its format: the sizes drawn over
    /// the views, the scale, and the drawing libraries' versions.
    static let drawingKeys: Set<String> = ["showSizes", "scale", "libraries"]

    /// A value for a message, cut to 80 characters (a manifest may hold anything).
    private static func clipped(_ value: String) -> String {
        value.count > 80 ? String(value.prefix(80)) + "…" : value
    }

    private static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map(String.init)
    }

    /// The manifest as JSON text: fields in a fixed order, one file per line.
    public var jsonText: String {
        var text = ""
        writeJSON(fileCount: files.count, fileLine: { files[$0].jsonLine }, emit: { text += $0 })
        return text
    }

    /// Writes the manifest as JSON, a piece at a time, with the files given by index (sorted by
    /// name) instead of ``files``; the one layout every manifest is written in.
    /// - Parameters:
    ///   - fileCount: How many files there are.
    ///   - fileLine: The JSON line of the file at an index (``FileRecord``'s layout).
    ///   - emit: Receives the text, in order.
    func writeJSON(fileCount: Int, fileLine: (Int) -> String, emit: (String) -> Void) {
        emit("{\n")
        emit("  \"format\": \(JSONStringLiteral.quote(Self.format)),\n")
        emit("  \"version\": \(Self.version),\n")
        emit("  \"zoetrope\": \(JSONStringLiteral.quote(zoetrope)),\n")
        emit("  \"scene\": \(JSONText.object(scene)),\n")
        emit("  \"settings\": \(JSONText.object(settings)),\n")
        if let shard {
            emit("  \"shard\": {\"index\": \(shard.shard.index), \"count\": \(shard.shard.count), "
                 + "\"frames\": \(JSONStringLiteral.quote(shard.frames.description)), \"of\": \(JSONStringLiteral.quote(shard.of.description))},\n")
        }
        emit("  \"frames\": \(JSONStringLiteral.quote(frames.description)),\n")
        guard fileCount > 0 else {
            emit("  \"files\": []\n}\n")
            return
        }
        emit("  \"files\": [\n")
        for index in 0..<fileCount {
            emit("    " + fileLine(index) + (index == fileCount - 1 ? "\n" : ",\n"))
        }
        emit("  ]\n}\n")
    }
}
