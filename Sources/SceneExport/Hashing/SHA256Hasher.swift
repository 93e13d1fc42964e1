import CCrypto
import Foundation

/// SHA-256 digests, as `sha256sum` prints them, computed by OpenSSL's libcrypto behind a small
/// type of the package's own (not swift-crypto's `SHA256`), which checks every call's result.
///
/// Render manifests record the digest of every file they list, so a resumed render can tell whole,
/// matching files from missing or different ones, and people can check a folder with `sha256sum`.
package final class SHA256Hasher {
    /// The `EVP_MD_CTX *` this digest owns.
    private let context: OpaquePointer

    /// Starts an empty digest.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto cannot make a context (out of memory).
    package init() throws(RenderError) {
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
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    package func update(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else {
            throw .internalFailure("libcrypto could not add \(bytes.count) bytes to a SHA-256 digest")
        }
    }

    /// Adds the bytes of an array to the digest.
    /// - Parameter bytes: The next bytes.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    package func update(_ bytes: [UInt8]) throws(RenderError) {
        let added = bytes.withUnsafeBytes { buffer in
            buffer.isEmpty || buffer.baseAddress.map { EVP_DigestUpdate(context, $0, buffer.count) == 1 } == true
        }
        guard added else { throw .internalFailure("libcrypto could not add \(bytes.count) bytes to a SHA-256 digest") }
    }

    /// Finishes the digest.
    /// - Returns: 64 lowercase hexadecimal digits.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    package func finish() throws(RenderError) -> String {
        try finishDigest().hex
    }

    /// Finishes the digest.
    /// - Returns: The 32 bytes of the digest, compactly.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails or gives another length.
    package func finishDigest() throws(RenderError) -> Digest {
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &bytes, &length) == 1, length == 32 else {
            throw .internalFailure("libcrypto could not finish a SHA-256 digest")
        }
        return Digest(bytes: bytes.prefix(32))
    }

    /// A SHA-256 digest in 32 bytes, without allocating: what a render keeps per frame file.
    package struct Digest: Hashable, Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64)

        /// Creates a digest from its bytes (big-endian words); missing bytes are zero.
        init(bytes: some Collection<UInt8>) {
            var values: [UInt64] = [0, 0, 0, 0]
            for (index, byte) in bytes.prefix(32).enumerated() {
                values[index / 8] |= UInt64(byte) << (56 - 8 * UInt64(index % 8))
            }
            words = (values[0], values[1], values[2], values[3])
        }

        /// Reads 64 hexadecimal digits.
        /// - Returns: `nil` unless the text is exactly 64 hexadecimal digits.
        package init?(hex: String) {
            let digits = Array(hex.utf8)
            guard digits.count == 64 else { return nil }
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: 64, by: 2) {
                guard let high = Self.value(of: digits[index]), let low = Self.value(of: digits[index + 1]) else { return nil }
                bytes.append(high << 4 | low)
            }
            self.init(bytes: bytes)
        }

        /// 64 lowercase hexadecimal digits, as `sha256sum` prints them.
        package var hex: String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(32)
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
            }
            return SHA256Hasher.hex(bytes[...])
        }

        package static func == (left: Digest, right: Digest) -> Bool {
            left.words == right.words
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }

        private static func value(of digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }

    /// The SHA-256 of some bytes.
    /// - Parameter bytes: The bytes.
    /// - Returns: 64 lowercase hexadecimal digits.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    package static func digest(of bytes: [UInt8]) throws(RenderError) -> String {
        try compactDigest(of: bytes).hex
    }

    /// The SHA-256 of some bytes, compactly.
    /// - Parameter bytes: The bytes.
    /// - Returns: The digest.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto fails.
    package static func compactDigest(of bytes: [UInt8]) throws(RenderError) -> Digest {
        let hash = try SHA256Hasher()
        try hash.update(bytes)
        return try hash.finishDigest()
    }

    /// The SHA-256 of a file's contents, read in blocks.
    /// - Parameter url: The file.
    /// - Returns: 64 lowercase hexadecimal digits, and the file's size in bytes; `nil` when the
    ///   file cannot be opened or read.
    /// - Complexity: O(*n*) in the file's size, with a fixed buffer.
    package static func digest(ofFileAt url: URL) -> (sha256: String, bytes: Int)? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, let hash = try? SHA256Hasher() else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let added: Bool = buffer.withUnsafeBytes { bytes in
                    (try? hash.update(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))) != nil
                }
                guard added else { return nil }
                total += count
            } else if count == 0 {
                return (try? hash.finish()).map { ($0, total) }
            } else if errno != EINTR {
                return nil
            }
        }
    }

    private static let digits = Array("0123456789abcdef".utf8)

    fileprivate static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
