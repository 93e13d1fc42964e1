/// A platform a preview is for: SwiftUI's `PreviewPlatform`, returned by
/// ``PreviewProvider/platform``.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
