import Foundation

extension RGBAColor {
    /// SwiftUI's standard colours by name, with the sRGB values of Apple's light-mode system colours
    /// (`.red` is #FF3B30, `.blue` #007AFF, …), so a scene painted "orange" looks as it does on a device.
    public static let named: [String: RGBAColor] = [
        "black": .black, "white": .white, "clear": .clear,
        "red": hex(0xFF3B30), "orange": hex(0xFF9500), "yellow": hex(0xFFCC00), "green": hex(0x34C759),
        "mint": hex(0x00C7BE), "teal": hex(0x30B0C7), "cyan": hex(0x32ADE6), "blue": hex(0x007AFF),
        "indigo": hex(0x5856D6), "purple": hex(0xAF52DE), "pink": hex(0xFF2D55), "brown": hex(0xA2845E),
        "gray": hex(0x8E8E93),
    ]

    private static func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(red8: UInt8((value >> 16) & 0xFF), green8: UInt8((value >> 8) & 0xFF), blue8: UInt8(value & 0xFF))
    }

    /// Reads a colour written as a SwiftUI name (`"orange"`) or as hex (`"#F90"`, `"#FF9500"`, or
    /// `"#FF950080"` with alpha).
    /// - Parameter text: The name or hex string.
    /// - Returns: The colour, or `nil` when `text` is neither.
    public init?(parsing text: String) {
        if let named = Self.named[text] {
            self = named
            return
        }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? digits.flatMap { [$0, $0] } : digits
        let bytes = stride(from: 0, to: expanded.count, by: 2).compactMap { UInt8(String(expanded[$0...$0 + 1]), radix: 16) }
        guard bytes.count == expanded.count / 2 else { return nil }
        self.init(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255)
    }
}
