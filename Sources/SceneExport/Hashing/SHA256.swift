import CCrypto
import Foundation

/// SHA-256 digests, as `sha256sum` prints them, computed by OpenSSL's libcrypto.
///
/// Render manifests record the digest of every file they list, so a resumed render can tell whole,
/// matching files from missing or different ones, and people can check a folder with `sha256sum`.
public final class SHA256 {
    /// The `EVP_MD_CTX *` this digest owns.
    private let context: OpaquePointer

    /// Starts an empty digest.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto cannot make a context (out of memory).
    public init() throws(RenderError) {
        guard let context = EVP_MD_CTX_new() else {
            throw .internalFailure("libcrypto could not create a digest context")
        }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            throw .internalFailure("libcrypto could not start a SHA-256 digest")
        }
        self.context = context
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    /// Adds bytes to the digest.
    /// - Parameter bytes: The next bytes.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        EVP_DigestUpdate(context, base, bytes.count)
    }

    /// Finishes the digest.
    /// - Returns: 64 lowercase hexadecimal digits.
    public func finish() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return Self.hex(digest.prefix(Int(length)))
    }

    /// The SHA-256 of some bytes.
    /// - Parameter bytes: The bytes.
    /// - Returns: 64 lowercase hexadecimal digits.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    public static func digest(of bytes: [UInt8]) throws(RenderError) -> String {
        let hash = try SHA256()
        bytes.withUnsafeBytes { hash.update($0) }
        return hash.finish()
    }

    /// The SHA-256 of a file's contents, read in blocks.
    /// - Parameter url: The file.
    /// - Returns: 64 lowercase hexadecimal digits, and the file's size in bytes; `nil` when the
    ///   file cannot be opened or read.
    /// - Complexity: O(*n*) in the file's size, with a fixed buffer.
    public static func digest(ofFileAt url: URL) -> (sha256: String, bytes: Int)? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, let hash = try? SHA256() else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                total += count
            } else if count == 0 {
                return (hash.finish(), total)
            } else if errno != EINTR {
                return nil
            }
        }
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
