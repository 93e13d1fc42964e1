import Foundation

/// The label a button made with only a role shows: SwiftUI's `DefaultButtonLabel`, which
/// `Button(role: .close) { … }` makes for you (you never make one yourself).
///
/// It is a ``Label`` of the role's system title and SF Symbol, drawn by the label style in
/// effect: ``ButtonRole/cancel`` "Cancel" with `xmark`, ``ButtonRole/close`` "Close" with `xmark`,
/// ``ButtonRole/confirm`` "Done" with `checkmark`, ``ButtonRole/destructive`` "Delete" with
/// `trash`. Where it differs from SwiftUI: iOS 26 picks the look by where the button is (only
/// the glyph, in a glass circle, in a toolbar; the title in an alert); Zoetrope draws what the
/// label style says (icon and title by default; `.labelStyle(.iconOnly)` for the glyph alone),
/// the symbol as Zoetrope draws symbols (a disc), and the title in English.
public struct DefaultButtonLabel: View {
    /// The role whose label this is.
    let role: ButtonRole

    init(role: ButtonRole) {
        self.role = role
    }

    /// The role's title and symbol, as a ``Label``.
    public var body: some View {
        let (title, symbol) = Self.titleAndSymbol(for: role)
        return Label(title, systemImage: symbol)
    }

    /// The title and SF Symbol iOS shows for `role`.
    static func titleAndSymbol(for role: ButtonRole) -> (title: String, symbol: String) {
        switch role {
        case .cancel: ("Cancel", "xmark")
        case .close: ("Close", "xmark")
        case .confirm: ("Done", "checkmark")
        default: ("Delete", "trash")
        }
    }
}
