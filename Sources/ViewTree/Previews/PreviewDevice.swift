/// A device a preview is shown on, by name: SwiftUI's `PreviewDevice`, written as
/// `.previewDevice(PreviewDevice(rawValue: "iPhone 15"))` or `.previewDevice("iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    /// - Parameter rawValue: The device's name, such as `"iPhone 15 Pro"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, written as a literal.
    /// - Parameter value: The device's name.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
