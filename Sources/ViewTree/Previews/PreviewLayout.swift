import Foundation

/// How a preview is sized: SwiftUI's `PreviewLayout`, given to ``View/previewLayout(_:)``.
public enum PreviewLayout: Hashable, Sendable {
    /// On a device's screen.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// In a container of this size.
    case fixed(width: CGFloat, height: CGFloat)
}
