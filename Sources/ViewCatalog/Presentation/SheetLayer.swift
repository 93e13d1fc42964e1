import Foundation
import LayoutCore

/// What `.sheet` (and `.fullScreenCover`) draws over the view that presents it: nothing while
/// the sheet is not presented; then the dimmed background and the sheet's card with its content,
/// sliding up from the bottom.
struct SheetLayer<Sheet: View>: View {
    /// The sheet's content, or `nil` while it is not presented.
    let sheet: Sheet?
    /// What changes when the sheet comes or goes, to animate by.
    let presentation: AnyHashable?
    /// What runs when the sheet goes away.
    let onDismiss: (() -> Void)?
    /// How the sheet covers the screen.
    var style = SheetStyle.page
    @Environment(\.screenSize) private var screenSize

    var body: some View {
        SheetLayout(fullScreen: style == .fullScreen, screen: screenSize) {
            if let sheet {
                if style == .page {
                    Color.black.opacity(PresentationMeasures.sheetDimming)
                        .layoutValue(key: SheetPartKey.self, value: .dimming)
                        .transition(.opacity)
                }
                SheetCard(content: sheet, cornerRadius: style == .page ? PresentationMeasures.sheetCornerRadius : 0)
                    .transition(.offset(y: screenSize?.height ?? PresentationMeasures.sheetSlideDistance))
            }
        }
        .animation(.smooth(duration: PresentationMeasures.sheetSlideDuration), value: presentation)
        .onChange(of: presentation) { old, new in
            if old != nil, new != old { onDismiss?() }
        }
    }
}

/// A sheet's card, drag indicator and content, tagged for the sheet's layout.
struct SheetCard<Content: View>: View {
    let content: Content
    /// The radius of its top corners.
    let cornerRadius: CGFloat

    var body: some View {
        Group {
            UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
                .fill(Color(uiColor: .systemBackground))
                .layoutValue(key: SheetPartKey.self, value: .card)
            content
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous))
            Capsule()
                .fill(Color(uiColor: .systemGray3))
                .layoutValue(key: SheetPartKey.self, value: .dragIndicator)
        }
    }
}
