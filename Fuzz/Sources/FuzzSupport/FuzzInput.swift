/// A fuzzer's input read a piece at a time: bytes, small numbers and text, with zeros once the
/// input runs out, so that every input (even an empty one) makes a whole case.
public struct FuzzInput {
    /// The input.
    public let bytes: [UInt8]
    /// The offset of the next byte to read.
    public private(set) var offset = 0

    /// Reads `bytes` from the start.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or `nil` when there is none left.
    public mutating func nextByte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next byte, or 0 when there is none left.
    public mutating func byte() -> UInt8 {
        nextByte() ?? 0
    }

    /// The next two bytes as a little-endian number; missing bytes count as 0.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// Everything not read yet; the input then is at its end.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return Array(bytes[min(offset, bytes.count)...])
    }
}
