import Foundation
import LayoutCore

/// What `.confirmationDialog` draws over the view that presents it while presented: an iPhone's
/// action sheet. The screen dimmed, and at its bottom, 8 points in from the sides and above the
/// home indicator, a card with 14-point corners: the title (when shown) in 13-point semibold and
/// the message in 13-point text, both in the secondary colour, over the buttons, each 57 points
/// tall with its title in 20-point text.
struct DialogLayer<Actions: View, Message: View>: View {
    let title: Text
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    var body: some View {
        ZStack(alignment: .bottom) {
            if isPresented.wrappedValue {
                Color.black.opacity(PresentationMeasures.alertDimming)
                    .padding(-SheetLayout.dimmingReach)
                card
                    .padding(.horizontal, PresentationMeasures.dialogMargin)
                    .padding(.bottom, PresentationMeasures.dialogBottom)
            }
        }
    }

    private var card: some View {
        VStack(spacing: 0) {
            if titleVisibility == .visible || message != nil {
                VStack(spacing: 4) {
                    if titleVisibility == .visible {
                        title.font(.system(size: 13, weight: .semibold))
                    }
                    if let message {
                        message.font(.footnote)
                    }
                }
                .foregroundStyle(Color(uiColor: .secondaryLabel))
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(.vertical, PresentationMeasures.dialogTextInsets.top)
                .padding(.horizontal, PresentationMeasures.dialogTextInsets.leading)
            }
            AlertButtons(actions: actions, isPresented: isPresented, buttonHeight: PresentationMeasures.dialogButtonHeight,
                         fontSize: 20, pairsSideBySide: false)
        }
        .background(Color(white: PresentationMeasures.panelWhite),
                    in: RoundedRectangle(cornerRadius: PresentationMeasures.dialogCornerRadius, style: .continuous))
    }
}
