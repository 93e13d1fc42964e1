/// UIKit's appearance trait: refused at compile time, since Linux has no UIKit. Read
/// `@Environment(\.colorScheme)`, which is SwiftUI's own word for it.
@available(*, unavailable, message: "UIKit traits do not exist on Linux: read @Environment(\\.colorScheme) and use ColorScheme's .light and .dark.")
public enum UIUserInterfaceStyle: Int, Sendable {
    /// UIKit's unspecified style.
    case unspecified
    /// UIKit's light style.
    case light
    /// UIKit's dark style.
    case dark
}

extension ColorScheme {
    /// The scheme of a UIKit style: refused at compile time, since Linux has no UIKit.
    @available(*, unavailable, message: "UIKit traits do not exist on Linux: use ColorScheme's .light and .dark.")
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) { nil }
}
