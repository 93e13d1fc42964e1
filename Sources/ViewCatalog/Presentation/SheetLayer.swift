import Foundation
import LayoutCore

/// What `.sheet` draws over the view that presents it: nothing while the sheet is not presented;
/// then the dimmed background and the sheet's card with its content, sliding up from the bottom.
struct SheetLayer<Sheet: View>: View {
    /// The sheet's content, or `nil` while it is not presented.
    let sheet: Sheet?
    /// What changes when the sheet comes or goes, to animate by.
    let presentation: AnyHashable?
    /// What runs when the sheet goes away.
    let onDismiss: (() -> Void)?

    var body: some View {
        SheetLayout {
            if let sheet {
                Color.black.opacity(PresentationMeasures.sheetDimming)
                    .layoutValue(key: SheetPartKey.self, value: .dimming)
                    .transition(.opacity)
                SheetCard(content: sheet)
                    .transition(.offset(y: PresentationMeasures.sheetSlideDistance))
            }
        }
        // A page sheet runs from under the status bar to the screen's bottom edge, whatever the
        // safe area the presenting view is in.
        .ignoresSafeArea()
        .animation(.smooth(duration: PresentationMeasures.sheetSlideDuration), value: presentation)
        .onChange(of: presentation) { old, new in
            if old != nil, new != old { onDismiss?() }
        }
    }
}

/// A sheet's card, drag indicator and content, tagged for the sheet's layout.
struct SheetCard<Content: View>: View {
    let content: Content

    var body: some View {
        Group {
            UnevenRoundedRectangle(topLeadingRadius: PresentationMeasures.sheetCornerRadius,
                                   topTrailingRadius: PresentationMeasures.sheetCornerRadius, style: .continuous)
                .fill(Color(uiColor: .systemBackground))
                .layoutValue(key: SheetPartKey.self, value: .card)
            content
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: PresentationMeasures.sheetCornerRadius,
                                                  topTrailingRadius: PresentationMeasures.sheetCornerRadius, style: .continuous))
            Capsule()
                .fill(Color(uiColor: .systemGray3))
                .layoutValue(key: SheetPartKey.self, value: .dragIndicator)
        }
    }
}
