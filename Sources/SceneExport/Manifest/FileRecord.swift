import FileAccess
import FrameRendering

/// A file a render wrote: its name in the output folder, its size and its SHA-256.
public struct FileRecord: Hashable, Sendable, Codable {
    /// The file's name in the output folder.
    public var file: String
    /// The frame it shows, for a file per frame; `nil` for a file of the whole render.
    public var frame: Int?
    /// Its size in bytes.
    public var bytes: Int
    /// Its SHA-256, as 64 lowercase hexadecimal digits (as `sha256sum` prints it).
    public var sha256: String

    /// Creates a record.
    public init(file: String, frame: Int?, bytes: Int, sha256: String) {
        self.file = file
        self.frame = frame
        self.bytes = bytes
        self.sha256 = sha256
    }

    /// The record as one line of JSON, keys in a fixed order.
    var jsonLine: String {
        let frameField = frame.map { "\"frame\": \($0), " } ?? ""
        return "{\"file\": \(JSONStringLiteral.quote(file)), \(frameField)\"bytes\": \(bytes), \"sha256\": \(JSONStringLiteral.quote(sha256))}"
    }
}

/// Writing JSON by hand, so manifests have a fixed layout: one file per line, keys in a fixed order.
enum JSONText {
    /// A dictionary of strings as one line of JSON, keys sorted.
    static func object(_ fields: [String: String]) -> String {
        "{" + fields.keys.sorted().map { "\(JSONStringLiteral.quote($0)): \(JSONStringLiteral.quote(fields[$0] ?? ""))" }.joined(separator: ", ") + "}"
    }
}
