/// What a content shape is for: SwiftUI's `ContentShapeKinds` (hit testing, drag and context-menu
/// previews, hover and focus effects, accessibility).
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds, one bit each.
    public let rawValue: Int

    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Where the view answers touches and clicks.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of the view's drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of the view's context-menu preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of the view's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of the view's focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The outline accessibility draws around the view.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
