import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` at the top or the bottom: the
    /// content is placed along that edge, across the view's width at `alignment`, and the view
    /// takes the height that is left, `spacing` away from it.
    ///
    /// Zoetrope does not pass safe areas into views' frames (see `ignoresSafeArea`), so the view is laid out above
    /// or below the content as a `VStack` would lay them out, where SwiftUI lets a view that
    /// ignores the safe area (a scrolling list, a background) run under the content. `spacing`
    /// `nil` is no space.
    /// - Parameters:
    ///   - edge: The edge the content sits on.
    ///   - alignment: Where the content sits across the edge.
    ///   - spacing: The space between the content and the view.
    ///   - content: What sits on the edge: a bar of buttons, a text field.
    /// - Returns: The view and its inset.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> VStack<ConditionalContent<TupleView<V, Self>, TupleView<Self, V>>> {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top {
                inset
                self
            } else {
                self
                inset
            }
        }
    }

    /// SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` at the leading or the
    /// trailing edge: the content is placed along that edge, down the view's height at
    /// `alignment`, and the view takes the width that is left, `spacing` away from it. Laid out
    /// as an `HStack` would lay them out (see the vertical form).
    /// - Parameters:
    ///   - edge: The edge the content sits on.
    ///   - alignment: Where the content sits along the edge.
    ///   - spacing: The space between the content and the view.
    ///   - content: What sits on the edge.
    /// - Returns: The view and its inset.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> HStack<ConditionalContent<TupleView<V, Self>, TupleView<Self, V>>> {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading {
                inset
                self
            } else {
                self
                inset
            }
        }
    }
}
