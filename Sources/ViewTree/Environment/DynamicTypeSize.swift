/// The text size the user chose: SwiftUI's `DynamicTypeSize`, read as
/// `@Environment(\.dynamicTypeSize)`. Zoetrope sets text at the default, ``large``; the value is
/// there for code that reads it (`if dynamicTypeSize.isAccessibilitySize { … }`).
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
