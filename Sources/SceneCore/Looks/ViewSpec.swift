import Foundation
import FrameRendering

/// One view of a scene: a shape of a fixed size (or sized to its label), its fill and opacity,
/// an optional centred label, and the node ids a tree layout reads.
public struct ViewSpec: Hashable, Sendable {
    /// The shape.
    public var shape: ShapeSpec
    /// The width the view always takes, like `.frame(width:)`; `nil` to size it to its label.
    public var width: Double?
    /// The height the view always takes; `nil` to size it to its label.
    public var height: Double?
    /// Space around the label when the view is sized to it, on every side.
    public var padding: Double = 0
    /// Whether the view takes any size it is offered, its width and height (or its label's
    /// size) being only its ideal size, like `.frame(maxWidth: .infinity, maxHeight: .infinity)`.
    public var isFlexible: Bool = false
    /// The corner radius of a rounded rectangle.
    public var cornerRadius: Double
    /// The fill colour; with a ``fillGradient``, the colour a drawing of one colour shows for it
    /// (its first stop's).
    public var fill: RGBAColor
    /// The gradient the view is filled with instead of ``fill``, if any (SwiftUI's
    /// `.fill(LinearGradient(…))`); scene files have none, views built in Swift set it.
    public var fillGradient: GradientSpec?
    /// The opacity, `0...1`.
    public var opacity: Double
    /// The label drawn at the centre, if any.
    public var label: TextLabel?
    /// The view's node id, for tree layouts.
    public var nodeID: String?
    /// The node id of the view's parent, for tree layouts; `nil` for the root.
    public var parentID: String?
    /// The path the view is drawn with instead of ``shape``, when it draws one of its own (a
    /// `Path` or a user's `Shape`); scene files have none, views built in Swift set it.
    public var pathShape: PathShape?
    /// The outline drawn along the shape's edge (SwiftUI's `.stroke`), if any; scene files have
    /// none, views built in Swift set it.
    public var stroke: Stroke?
    /// The gradient the ``stroke`` is drawn with instead of its colour, if any (SwiftUI's
    /// `.stroke(AngularGradient(…), lineWidth:)`).
    public var strokeGradient: GradientSpec?
    /// What the view draws itself instead of its shape (a `Canvas`), if anything; scene files
    /// have none, views built in Swift set it.
    public var drawing: ViewDrawing?
    /// The PNG file whose picture the view shows instead of its shape (SwiftUI's
    /// `Image("name")`), if any, stretched to the view's frame.
    public var imagePath: String?
    /// Where the view is drawn among the others: higher over lower, equal ones in order
    /// (SwiftUI's `.zIndex`); 0 by default.
    public var zIndex: Double = 0
    /// Effects drawn over the view in the frames of the views they were applied to (clips and
    /// masks), innermost first; none by default.
    public var effects: [ViewEffect] = []
    /// When the view is part of a mask (SwiftUI's `.mask`), the key of the effect it masks with
    /// (``ViewEffect/Kind/mask(key:)``): it is drawn only into that mask, never on its own.
    public var maskKey: Int?

    /// Creates a view, with a scene file's defaults for what is not given.
    /// - Parameters:
    ///   - shape: The shape; a rectangle by default.
    ///   - width: The width it always takes; `nil` (the default) to size it to its label.
    ///   - height: The height it always takes; `nil` (the default) to size it to its label.
    ///   - padding: Space around the label when sized to it; none by default.
    ///   - isFlexible: Whether it takes any size it is offered; `false` by default.
    ///   - cornerRadius: The corner radius of a rounded rectangle; 8 by default.
    ///   - fill: The fill colour; black by default.
    ///   - opacity: The opacity, `0...1`; 1 by default.
    ///   - label: The label drawn at the centre; none by default.
    ///   - nodeID: The node id, for tree layouts; none by default.
    ///   - parentID: The parent's node id, for tree layouts; none by default.
    public init(shape: ShapeSpec = .rectangle, width: Double? = nil, height: Double? = nil, padding: Double = 0,
                isFlexible: Bool = false, cornerRadius: Double = 8, fill: RGBAColor = .black, opacity: Double = 1,
                label: TextLabel? = nil, nodeID: String? = nil, parentID: String? = nil) {
        self.shape = shape
        self.width = width
        self.height = height
        self.padding = padding
        self.isFlexible = isFlexible
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.opacity = opacity
        self.label = label
        self.nodeID = nodeID
        self.parentID = parentID
    }
}

extension ViewSpec {
    /// The outline the view is drawn with in a frame of `size`: its path, or its ``shape``.
    /// - Parameter size: The view's frame size.
    /// - Returns: The display list's shape kind.
    public func drawnKind(in size: CGSize) -> ShapeKind {
        guard let pathShape else { return shape.kind(cornerRadius: cornerRadius) }
        return .path(pathShape.path(in: size).outline, fillRule: pathShape.fillRule)
    }

    /// The size the view's outline is drawn at in a frame of `size`, centred on it: the frame
    /// itself for a path (which is drawn in the frame's coordinates), else ``ShapeSpec/drawnSize(in:)``.
    /// - Parameter size: The view's frame size.
    /// - Returns: The drawn size.
    public func drawnSize(in size: CGSize) -> CGSize {
        pathShape == nil ? shape.drawnSize(in: size) : size
    }

    /// The ``fillGradient`` placed in a frame of `size`, as the display list draws it.
    /// - Parameter size: The view's frame size.
    /// - Returns: The paint, or `nil` when the view is filled with a colour.
    public func drawnFillGradient(in size: CGSize) -> GradientPaint? {
        fillGradient?.paint(in: size)
    }

    /// The ``stroke`` with its ``strokeGradient`` placed in a frame of `size`, as the display list
    /// draws it.
    /// - Parameter size: The view's frame size.
    /// - Returns: The stroke, or `nil` when the view has none.
    public func drawnStroke(in size: CGSize) -> Stroke? {
        guard var drawn = stroke else { return nil }
        drawn.gradient = strokeGradient?.paint(in: size)
        return drawn
    }
}
