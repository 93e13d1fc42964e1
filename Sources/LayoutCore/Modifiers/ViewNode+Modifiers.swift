import AnimationCore
import Foundation

// SwiftUI's layout modifiers on `ViewNode`s: each wraps the view in a one-view container with the
// modifier's layout, as SwiftUI's modifiers wrap views. The container carries the view's layout
// values and priority, so a layout reads them through the modifier as it would on the view.

extension ViewNode {
    /// This view inside a one-view container laid out by `layout`.
    private func wrapped<L: Layout>(in layout: L) -> ViewNode {
        var container = ViewNode(layout: layout, children: [self], priority: priority)
        container.layoutValues = layoutValues
        return container
    }

    /// Space around the view on the given edges: SwiftUI's `.padding(_:_:)`.
    /// - Parameters:
    ///   - edges: The edges; all by default.
    ///   - length: The space; 16 points (SwiftUI's default on iOS) by default.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat = 16) -> ViewNode {
        padding(EdgeInsets(edges, length))
    }

    /// Space around the view: SwiftUI's `.padding(_:)` with insets.
    public func padding(_ insets: EdgeInsets) -> ViewNode {
        wrapped(in: PaddingLayout(insets: insets))
    }

    /// A frame of a fixed width and/or height: SwiftUI's `.frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// The view at its ideal size along the given axes: SwiftUI's `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        wrapped(in: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// The view drawn moved, its place in the layout unchanged: SwiftUI's `.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode {
        wrapped(in: OffsetLayout(x: x, y: y))
    }

    /// The view drawn turned about `anchor`: SwiftUI's `.rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ViewNode {
        wrapped(in: EffectLayout(rotation: angle, anchor: anchor))
    }

    /// The view drawn scaled about `anchor`: SwiftUI's `.scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ViewNode {
        wrapped(in: EffectLayout(scale: scale, anchor: anchor))
    }

    /// The view drawn faded: SwiftUI's `.opacity(_:)`, multiplied into any opacity it has.
    public func opacity(_ opacity: Double) -> ViewNode {
        wrapped(in: EffectLayout(opacity: opacity))
    }

    /// The view proposed sizes of an aspect ratio: SwiftUI's `.aspectRatio(_:contentMode:)`.
    /// - Parameters:
    ///   - ratio: Width over height; `nil` for the view's own ideal ratio.
    ///   - contentMode: Whether it fits in the proposal or fills it.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ViewNode {
        wrapped(in: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }
}
