import Foundation
import LayoutCore

/// How an alert or a dialog draws its buttons: the title centred in its cell in the accent
/// colour, bold for the cancel role, red for the destructive one; when a tap lets go of a
/// button (its action has run), the presentation goes away.
struct AlertButtonStyle: ButtonStyle {
    let isPresented: Binding<Bool>
    /// The font of a button's title: 17 points in an alert, 20 in a dialog.
    let fontSize: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
            .opacity(configuration.isPressed ? 0.6 : 1)
            .onChange(of: configuration.isPressed) { wasPressed, isPressed in
                if wasPressed, !isPressed { isPresented.wrappedValue = false }
            }
    }
}

/// A button's cell with its buttons and their hairlines.
struct AlertButtons<Actions: View>: View {
    let actions: Actions
    let isPresented: Binding<Bool>
    let buttonHeight: CGFloat
    let fontSize: CGFloat
    let pairsSideBySide: Bool

    var body: some View {
        AlertButtonsLayout(buttonHeight: buttonHeight, pairsSideBySide: pairsSideBySide) {
            if Actions.self == EmptyView.self {
                Button("OK") {}
            } else {
                actions
            }
            ForEach(0..<8, id: \.self) { _ in
                Rectangle()
                    .fill(Color(uiColor: .separator))
                    .layoutValue(key: AlertSeparatorKey.self, value: true)
            }
        }
        .buttonStyle(AlertButtonStyle(isPresented: isPresented, fontSize: fontSize))
    }
}
