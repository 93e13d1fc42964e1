import Foundation
import LayoutCore

/// The back button of a pushed screen: a chevron and a title, in the tint; a tap pops the screen.
struct NavigationBackButton: View {
    let title: Text
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: NavigationMeasures.backButtonSpacing) {
                NavigationChevron(pointsBack: true)
                    .stroke(style: StrokeStyle(lineWidth: NavigationMeasures.backChevronLineWidth, lineCap: .round, lineJoin: .round))
                    .frame(width: NavigationMeasures.backChevronSize.width, height: NavigationMeasures.backChevronSize.height)
                title.lineLimit(1)
            }
        }
    }
}
