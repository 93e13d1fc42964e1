import Foundation

/// Whether a scroll view shows its scroll indicators: SwiftUI's `ScrollIndicatorVisibility`,
/// given to `scrollIndicators(_:axes:)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String

    /// The platform decides: on an iPhone, indicators show while the content scrolls.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    /// Indicators show while the content scrolls (and, on some platforms, always).
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    /// Indicators are hidden unless the platform needs them.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    /// Indicators never show.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}
