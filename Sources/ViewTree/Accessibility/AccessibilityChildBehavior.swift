/// How an accessibility element made of a view treats the elements inside it: SwiftUI's
/// `AccessibilityChildBehavior`. Zoetrope keeps no accessibility tree, so it changes nothing
/// drawn or laid out.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's properties are merged into this element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
