/// Why a PNG could not be encoded, written, read or decoded.
///
/// Every case names where: a file path, or `nil` for PNG bytes in memory.
public enum PNGError: Error, Hashable, CustomStringConvertible {
    /// The encoding options ask for a zlib level outside `0...9`.
    case invalidCompressionLevel(Int32)
    /// libpng refused to encode the image; `message` is libpng's (for example for an empty image).
    case encodingFailed(path: String?, message: String)
    /// The encoded file could not be written or moved into place; `reason` is the system's.
    /// Nothing is left behind at `path` or beside it.
    case fileWriteFailed(path: String, reason: String)
    /// The file could not be read; `reason` is the system's.
    case fileReadFailed(path: String, reason: String)
    /// The bytes are not a PNG that libpng can decode; `message` is libpng's.
    case decodingFailed(path: String?, message: String)
    /// The PNG is larger than the decoder accepts, ``PNGDecoder/maximumSide`` on either side.
    case imageTooLarge(path: String?, width: Int, height: Int)

    /// A one-line explanation naming the file, or saying the PNG was in memory.
    public var description: String {
        switch self {
        case let .invalidCompressionLevel(level):
            "invalid PNG compression level \(level): expected 0...9"
        case let .encodingFailed(path, message):
            "cannot encode \(Self.name(path)): \(message)"
        case let .fileWriteFailed(path, reason):
            "cannot write PNG file '\(path)': \(reason)"
        case let .fileReadFailed(path, reason):
            "cannot read PNG file '\(path)': \(reason)"
        case let .decodingFailed(path, message):
            "cannot decode \(Self.name(path)): \(message)"
        case let .imageTooLarge(path, width, height):
            "cannot decode \(Self.name(path)): \(width) × \(height) pixels is larger than "
                + "\(PNGDecoder.maximumSide) on a side"
        }
    }

    private static func name(_ path: String?) -> String {
        path.map { "PNG file '\($0)'" } ?? "in-memory PNG"
    }
}
