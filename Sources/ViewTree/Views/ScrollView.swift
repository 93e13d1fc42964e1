import Foundation
import LayoutCore

/// SwiftUI's `ScrollView`, at rest: its content at its own length along the axes it scrolls,
/// inside a frame as large as it is offered (``ScrollLayout``).
///
/// The content's views are stacked as SwiftUI stacks them, in a `VStack` (an `HStack` for a
/// scroll view that scrolls only horizontally); the content starts at the top (leading) edge
/// and is centred across. Nothing scrolls, and a scroll view at rest shows no indicators, so
/// `showsIndicators` changes nothing. As in SwiftUI, the content is clipped to the scroll view's
/// frame (`.clipped()`): content longer than the frame stops at its edge.
public struct ScrollView<Content: View>: View {
    let container: ClipShapeView<LayoutView<ScrollLayout, AnyView>>

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The axes the content scrolls along; vertical by default.
    ///   - showsIndicators: Whether indicators show while scrolling; accepted, nothing scrolls.
    ///   - content: The content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        let views = content()
        let stacked = axes == .horizontal ? AnyView(HStack { views }) : AnyView(VStack { views })
        container = ScrollLayout(axes: axes) { stacked }.clipped()
    }

    /// The content in the scroll view's layout.
    public var body: some View { container }
}
