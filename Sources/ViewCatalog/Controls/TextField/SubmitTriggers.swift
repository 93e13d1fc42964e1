import Foundation

/// What submits a view's value: SwiftUI's `SubmitTriggers`, for ``View/onSubmit(of:_:)``.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers as bits.
    public let rawValue: Int

    /// Creates the triggers from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The return key of a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// The return key of a search field (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
