import Foundation

/// SwiftUI's `PinnedScrollableViews`: which section views a lazy stack or grid pins while it
/// scrolls. Zoetrope's scroll views do not scroll, so nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
