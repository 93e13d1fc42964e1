import Foundation

/// Items drawn together in a coordinate space of their own: clipped to paths, transformed, and
/// composited at an opacity as one layer. What a `Canvas` view draws is one group, and each
/// drawing operation of its `GraphicsContext` that has a transform or a clip is another.
///
/// The clip paths are in the coordinates outside the group (the list's, or the enclosing
/// group's items'); the ``transform`` maps the group's items into those coordinates, and a
/// ``projection`` then projects them (`.rotation3DEffect`). So a group is drawn as: clip to every
/// path of ``clip`` (their intersection), then apply the projection and the transform, then draw
/// the items, back to front, and composite them at ``opacity``, through the alpha of
/// the ``mask`` items when there are some.
public struct GroupItem: Hashable, Sendable {
    /// The items, back to front, in the group's own coordinates.
    public var items: [DisplayItem]
    /// Maps the group's coordinates into the coordinates outside it.
    public var transform: Transform
    /// Paths the group is clipped to, in the coordinates outside it; nothing outside any of them
    /// is drawn. Empty for no clip.
    public var clip: [ClipPath]
    /// The opacity the items are composited with, as one layer, `0...1`.
    public var opacity: Double
    /// Items whose alpha the group is composited through (SwiftUI's `.mask`), in the coordinates
    /// outside the group: where they are transparent nothing of the group shows. `nil` for no
    /// mask; an empty mask hides the whole group.
    public var mask: [DisplayItem]?
    /// A filter the items are drawn through (a blur, a shadow), if any.
    public var filter: GroupFilter?
    /// How the group, drawn as one layer, is combined with what is under it; drawn over it by default.
    public var blend: BlendOperator
    /// A projective transform applied after ``transform``, into the coordinates outside the
    /// group; `nil` for none. cairo has only affine matrices, so a projected group's paths are
    /// flattened and every point projected (see `CairoCanvas`).
    public var projection: ProjectiveTransform?
    /// Whether the group is always drawn as a layer of its own, starting clear, so that what is
    /// blended inside it blends only with the group's items (a compositing group); otherwise it
    /// is a layer only when its opacity, mask or blend needs one.
    public var isolated: Bool

    /// Creates a group.
    /// - Parameters:
    ///   - items: The items, back to front, in the group's coordinates.
    ///   - transform: Maps the group's coordinates into the outer ones; the identity by default.
    ///   - clip: Paths to clip to, in the outer coordinates; none by default.
    ///   - opacity: The opacity of the whole group; 1 by default.
    ///   - mask: Items whose alpha the group shows through, in the outer coordinates; none by default.
    ///   - filter: A blur or a shadow the items are drawn through; none by default.
    ///   - blend: How the group is combined with what is under it; over it by default.
    ///   - isolated: Whether it is always a layer of its own; `false` by default.
    ///   - projection: A projection applied after the transform; none by default.
    public init(items: [DisplayItem], transform: Transform = .identity, clip: [ClipPath] = [], opacity: Double = 1,
                mask: [DisplayItem]? = nil, filter: GroupFilter? = nil, blend: BlendOperator = .normal, isolated: Bool = false,
                projection: ProjectiveTransform? = nil) {
        self.projection = projection
        self.items = items
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
        self.mask = mask
        self.filter = filter
        self.blend = blend
        self.isolated = isolated
    }

    /// An affine transform, as CoreGraphics writes one: a point (x, y) goes to
    /// (a·x + c·y + tx, b·x + d·y + ty).
    public struct Transform: Hashable, Sendable {
        /// Row 1, column 1.
        public var a: Double
        /// Row 1, column 2.
        public var b: Double
        /// Row 2, column 1.
        public var c: Double
        /// Row 2, column 2.
        public var d: Double
        /// The horizontal translation.
        public var tx: Double
        /// The vertical translation.
        public var ty: Double

        /// Creates a transform from its six entries.
        public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that changes nothing.
        public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// The absolute value of the determinant: how much the transform scales areas (0 when it
        /// flattens everything onto a line or a point).
        public var areaScale: Double { abs(a * d - b * c) }

        /// `point` transformed.
        /// - Parameter point: A point in the inner coordinates.
        /// - Returns: The point in the outer coordinates.
        public func apply(to point: CGPoint) -> CGPoint {
            let x = Double(point.x), y = Double(point.y)
            return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
        }
    }
}

/// A path a group is clipped to: its points in the coordinates outside the group, and the rule
/// that says which points it covers.
public struct ClipPath: Hashable, Sendable {
    /// The outline; its points are used as they are (not in a frame of their own, as a
    /// ``ShapeKind/path(_:fillRule:)`` item's are).
    public var path: ShapePath
    /// Which points the path covers where it overlaps itself.
    public var fillRule: FillRule
    /// Whether the clip's edge is smoothed (pixels it crosses partly covered); when not, a pixel
    /// is in or out.
    public var antialiased: Bool

    /// Creates a clip path.
    /// - Parameters:
    ///   - path: The outline, in the coordinates outside the group.
    ///   - fillRule: Which points it covers; non-zero winding by default.
    ///   - antialiased: Whether the edge is smoothed; `true` by default.
    public init(path: ShapePath, fillRule: FillRule = .nonZero, antialiased: Bool = true) {
        self.path = path
        self.fillRule = fillRule
        self.antialiased = antialiased
    }
}
