import Foundation

extension Button where Label == DefaultButtonLabel {
    /// Creates a button that shows its role's system label: SwiftUI's `Button(role:action:)`
    /// (iOS 26), as `Button(role: .close) { dismiss() }` in a sheet's toolbar.
    ///
    /// The label is the role's title and symbol (``DefaultButtonLabel``: "Cancel", "Close",
    /// "Done" or "Delete"), which is also the button's title for ``Interaction/tap(_:at:)``; a
    /// ``ButtonRole/destructive`` button is drawn in red, as any destructive button is.
    /// - Parameters:
    ///   - role: What the button does, which decides its label.
    ///   - action: What a tap runs.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
