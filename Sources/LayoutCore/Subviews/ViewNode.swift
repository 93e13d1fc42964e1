import Foundation

/// A view as the layout system sees it: how it answers size proposals, the spacing it prefers,
/// its priority, the layout values it carries, and, for a container, its own layout and children.
///
/// SwiftUI builds these from views; here tests and scenes build them directly:
///
/// ```swift
/// let tiles = (0..<8).map { _ in ViewNode(sizing: .fixed(width: 70, height: 70)) }
/// let column = ViewNode(layout: VStackLayout(), children: tiles)
/// ```
public struct ViewNode {
    /// What the view is.
    public enum Content {
        /// A view with no children, sized by a ``ViewSizing``.
        case leaf(ViewSizing)
        /// A container that lays out its children with a layout.
        case container(AnyLayout, [ViewNode])
    }

    /// What the view is.
    public var content: Content
    /// The spacing the view prefers next to its neighbours; for a container, its layout's
    /// `spacing(subviews:cache:)` is used instead.
    public var spacing: ViewSpacing
    /// The view's layout priority; stacks offer space to higher priorities first. 0 by default.
    public var priority: Double
    /// The layout values the view carries.
    public var layoutValues: LayoutValues
    /// The guide values the view sets (`alignmentGuide(_:computeValue:)`), in the order set: a
    /// later one for the same guide wins, as the outer modifier does in SwiftUI.
    var alignmentGuides: [AlignmentGuideOverride] = []
    /// For a spacer, the least length it takes along a stack's axis; `nil` for other views.
    var spacerMinimumLength: CGFloat?

    /// Creates a leaf view.
    /// - Parameters:
    ///   - sizing: How the view answers size proposals.
    ///   - spacing: The spacing it prefers; 8 points on every edge by default.
    ///   - priority: Its layout priority; 0 by default.
    public init(sizing: ViewSizing, spacing: ViewSpacing = ViewSpacing(), priority: Double = 0) {
        self.content = .leaf(sizing)
        self.spacing = spacing
        self.priority = priority
        self.layoutValues = LayoutValues()
    }

    /// A flexible space: SwiftUI's `Spacer`. In a stack it takes the room the stack offers along
    /// its axis, at least `minLength`, and nothing across it, and a stack without an explicit
    /// spacing puts no gap beside it; elsewhere (a `ZStack`) whatever it is offered; offered
    /// nothing, no room. Its layout priority is −∞, as a SwiftUI spacer's is, so a stack sizes
    /// every other view first (keeping the spacer's minimum) and the spacer takes what is left;
    /// ``layoutPriority(_:)`` sets another.
    /// - Parameter minLength: The least length along a stack's axis; 8 points, SwiftUI's default
    ///   spacing, by default.
    /// - Returns: The spacer.
    public static func spacer(minLength: CGFloat? = nil) -> ViewNode {
        var spacer = ViewNode(sizing: .flexible(minimum: .zero, ideal: .zero, maximum: CGSize(width: CGFloat.infinity, height: .infinity)))
        spacer.spacerMinimumLength = max(minLength ?? ViewSpacing.defaultSpacing, 0)
        spacer.priority = -.infinity
        return spacer
    }

    /// Creates a container view that lays out `children` with `layout`.
    /// - Parameters:
    ///   - layout: The container's layout.
    ///   - children: The views it lays out.
    ///   - priority: Its layout priority; 0 by default.
    public init<L: Layout>(layout: L, children: [ViewNode], priority: Double = 0) {
        self.content = .container(AnyLayout(layout), children)
        self.spacing = ViewSpacing()
        self.priority = priority
        self.layoutValues = LayoutValues()
    }

    /// This view carrying `value` for `key`, like SwiftUI's `.layoutValue(key:value:)`.
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    /// - Returns: The tagged view.
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> ViewNode {
        var copy = self
        copy.layoutValues[key] = value
        return copy
    }

    /// This view with an explicit value for a horizontal guide: SwiftUI's `.alignmentGuide(_:computeValue:)`.
    ///
    /// ```swift
    /// ViewNode(sizing: .fixed(width: 80, height: 20)).alignmentGuide(.leading) { d in d[.trailing] }
    /// ```
    /// - Parameters:
    ///   - guide: The guide.
    ///   - computeValue: Its value from the view's dimensions (which hold its other guides), measured
    ///     from the view's leading edge.
    /// - Returns: The view, carrying the guide.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ViewNode {
        var copy = self
        copy.alignmentGuides.append(AlignmentGuideOverride(horizontal: guide, vertical: nil, compute: computeValue))
        return copy
    }

    /// This view with an explicit value for a vertical guide, measured from its top edge.
    /// - Parameters:
    ///   - guide: The guide.
    ///   - computeValue: Its value from the view's dimensions.
    /// - Returns: The view, carrying the guide.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ViewNode {
        var copy = self
        copy.alignmentGuides.append(AlignmentGuideOverride(horizontal: nil, vertical: guide, compute: computeValue))
        return copy
    }

    /// This view with a layout priority, like SwiftUI's `.layoutPriority(_:)`.
    /// - Parameter value: The priority.
    /// - Returns: The view with the new priority.
    public func layoutPriority(_ value: Double) -> ViewNode {
        var copy = self
        copy.priority = value
        return copy
    }

    /// The number of leaf views in this view: 1 for a leaf, the sum over children for a container.
    public var leafCount: Int {
        switch content {
        case .leaf: 1
        case .container(_, let children): children.reduce(0) { $0 + $1.leafCount }
        }
    }
}

/// A guide value a view sets: for one horizontal or one vertical guide.
struct AlignmentGuideOverride {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat
}
