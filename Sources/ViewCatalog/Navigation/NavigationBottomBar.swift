import Foundation
import LayoutCore

/// The toolbar at the bottom of a screen, when its content puts items there: the `.bottomBar`
/// items from the leading edge and the `.status` items in the middle, in a 44 pt row.
struct NavigationBottomBar: View {
    let screen: NavigationScreenModel

    var body: some View {
        let bottom = screen.entries(in: [.bottom]), status = screen.entries(in: [.bottomCentre])
        return Group {
            if (bottom.isEmpty && status.isEmpty) || screen.bottomBarVisibility == .hidden {
                Color.clear.frame(height: 0)
            } else {
                ZStack {
                    HStack(spacing: NavigationMeasures.barItemSpacing) {
                        ForEach(bottom.indices, id: \.self) { index in bottom[index].view }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationMeasures.sideMargin)
                    ForEach(status.indices, id: \.self) { index in status[index].view }
                }
                .font(NavigationMeasures.barItemFont)
                .frame(maxWidth: .infinity)
                .frame(height: NavigationMeasures.bottomBarHeight)
            }
        }
    }
}
