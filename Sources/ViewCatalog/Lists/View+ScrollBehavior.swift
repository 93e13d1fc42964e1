import Foundation
import LayoutCore

// How scroll views (and lists) inside behave. Zoetrope draws scroll views at rest, where an
// iPhone shows no scroll indicators and nothing moves, so only the clipping is seen.
extension View {
    /// SwiftUI's `scrollIndicators(_:axes:)`: whether the scroll views inside show their
    /// indicators. A scroll view at rest shows none on an iPhone, and Zoetrope's never scroll,
    /// so nothing changes in what is drawn.
    /// - Parameters:
    ///   - visibility: The indicators' visibility.
    ///   - axes: The axes it applies to; both by default.
    /// - Returns: The view, drawn as it is.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// SwiftUI's `scrollDisabled(_:)`: whether the user can scroll the scroll views inside.
    /// Zoetrope's scroll views are at rest and take no drags, so nothing changes in what is
    /// drawn.
    /// - Parameter disabled: Whether scrolling is disabled.
    /// - Returns: The view, drawn as it is.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }

    /// SwiftUI's `scrollClipDisabled(_:)`: with `true`, the scroll views inside draw their
    /// content past their frame instead of clipping it there.
    /// - Parameter disabled: Whether clipping is disabled; `true` by default.
    /// - Returns: The view, its scroll views clipping or not.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
