import Foundation
import LayoutCore

/// What `.alert` draws over the view that presents it while presented: the screen dimmed, and
/// the alert box in its centre: 270 points wide with 14-point corners, the title in 17-point
/// semibold, the message in 13-point text, both centred, and the buttons under a hairline.
struct AlertLayer<Actions: View, Message: View>: View {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    var body: some View {
        ZStack {
            if isPresented.wrappedValue {
                Color.black.opacity(PresentationMeasures.alertDimming)
                    .padding(-SheetLayout.dimmingReach)
                box
            }
        }
    }

    private var box: some View {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                title.font(.headline)
                if let message {
                    message.font(.footnote)
                }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.top, PresentationMeasures.alertTextInsets.top)
            .padding(.bottom, PresentationMeasures.alertTextInsets.bottom)
            .padding(.horizontal, PresentationMeasures.alertTextInsets.leading)
            AlertButtons(actions: actions, isPresented: isPresented, buttonHeight: PresentationMeasures.alertButtonHeight,
                         fontSize: 17, pairsSideBySide: true)
        }
        .frame(width: PresentationMeasures.alertWidth)
        .background(Color(white: PresentationMeasures.panelWhite),
                    in: RoundedRectangle(cornerRadius: PresentationMeasures.alertCornerRadius, style: .continuous))
    }
}
