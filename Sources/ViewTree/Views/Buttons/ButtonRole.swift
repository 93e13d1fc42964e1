/// What a button does, which decides how it is drawn: SwiftUI's `ButtonRole`. A
/// ``destructive`` button is drawn in red by the built-in styles.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// Deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels what is under way.
    public static let cancel = ButtonRole(name: "cancel")
    /// Closes the view it is in.
    public static let close = ButtonRole(name: "close")
    /// Confirms what is under way.
    public static let confirm = ButtonRole(name: "confirm")
}
