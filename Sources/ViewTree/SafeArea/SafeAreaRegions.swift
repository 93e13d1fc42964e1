/// Which safe-area regions a view ignores: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions as bits.
    public let rawValue: UInt

    /// Creates a set from its bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The region the container (the device's bars and rounded corners) insets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The region the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
