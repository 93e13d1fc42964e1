import Foundation

/// Everything needed to draw one frame, as plain data: a canvas and the items on it, back to front.
///
/// A display list knows nothing of layouts or timelines and a rasterizer knows nothing else, so
/// the same frame can be drawn by cairo, written as SVG, or compared in a test.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points; one point is one pixel at scale 1.
    public var canvasSize: CGSize
    /// The colour the canvas is filled with before any item is drawn.
    public var background: RGBAColor
    /// The items, drawn in order (the first is at the back).
    public var items: [DisplayItem]

    /// Creates a display list.
    /// - Parameters:
    ///   - canvasSize: The canvas size in points.
    ///   - background: The background colour.
    ///   - items: The items, back to front.
    public init(canvasSize: CGSize, background: RGBAColor, items: [DisplayItem] = []) {
        self.canvasSize = canvasSize
        self.background = background
        self.items = items
    }

    /// Whether every pixel of the frame is opaque (the background is), which lets encoders skip alpha.
    public var isOpaque: Bool { background.isOpaque }
}

/// One thing drawn on a frame.
public enum DisplayItem: Hashable, Sendable {
    /// A filled shape with an optional centred label.
    case shape(ShapeItem)
    /// A straight line segment.
    case line(LineItem)
    /// Free text.
    case text(TextItem)
    /// A PNG file's picture in a rectangle.
    case image(ImageItem)
    /// Another display list (a whole frame) drawn scaled into a rectangle and clipped to it: a
    /// contact sheet's cell.
    indirect case inset(InsetItem)
    /// Items drawn in their own coordinates, clipped and composited as one layer (see
    /// ``GroupItem``): what a `Canvas` view draws.
    indirect case group(GroupItem)
}

/// A display list drawn into a rectangle of another: scaled uniformly to fit it, centred in it,
/// with its background, and clipped to it.
public struct InsetItem: Hashable, Sendable {
    /// The frame to draw.
    public var list: DisplayList
    /// Where it goes, in the outer list's points.
    public var rect: CGRect

    /// Creates an inset.
    /// - Parameters:
    ///   - list: The frame to draw.
    ///   - rect: Where it goes.
    public init(list: DisplayList, rect: CGRect) {
        self.list = list
        self.rect = rect
    }

    /// The scale that fits the list's canvas into the rectangle.
    public var scale: Double {
        let width = Double(list.canvasSize.width), height = Double(list.canvasSize.height)
        guard width > 0, height > 0 else { return 0 }
        return min(Double(rect.width) / width, Double(rect.height) / height)
    }
}

/// The outline of a shape.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle filling the item's size.
    case rectangle
    /// A rectangle with circular corners of the given radius (clamped to half the shorter side).
    case roundedRectangle(cornerRadius: Double)
    /// An ellipse inscribed in the item's size; a circle when the size is square.
    case ellipse
    /// A rectangle whose shorter sides are half circles: SwiftUI's `Capsule`.
    case capsule
    /// A path of its own, in the item's frame (see ``ShapePath``), filled by `fillRule`: a
    /// SwiftUI `Path`, or a `Shape`'s `path(in:)`.
    case path(ShapePath, fillRule: FillRule = .nonZero)
}

/// A shape positioned by its centre, sized, rotated about its centre and scaled.
public struct ShapeItem: Hashable, Sendable {
    /// The outline.
    public var kind: ShapeKind
    /// The centre on the canvas, y down.
    public var center: CGPoint
    /// The unrotated, unscaled size.
    public var size: CGSize
    /// The clockwise rotation about the centre, in radians (y down, so positive turns clockwise).
    public var rotation: Double
    /// The scale about the centre; 1 is natural size.
    public var scale: Double
    /// The fill colour, unless ``fillGradient`` is set.
    public var fill: RGBAColor
    /// The gradient the shape is filled with instead of ``fill``, if any.
    public var fillGradient: GradientPaint?
    /// An optional outline stroke.
    public var stroke: Stroke?
    /// The opacity of the whole item (fill, stroke and label), `0...1`.
    public var opacity: Double
    /// An optional label drawn centred on the shape, rotated and scaled with it.
    public var label: TextLabel?

    /// Creates a shape item.
    /// - Parameters:
    ///   - kind: The outline.
    ///   - center: The centre on the canvas, y down.
    ///   - size: The unrotated, unscaled size.
    ///   - rotation: The clockwise rotation about the centre, in radians; none by default.
    ///   - scale: The scale about the centre; 1 by default.
    ///   - fill: The fill colour, unless `fillGradient` is given.
    ///   - fillGradient: A gradient to fill with instead of `fill`; none by default.
    ///   - stroke: An outline stroke; none by default.
    ///   - opacity: The opacity of the whole item; 1 by default.
    ///   - label: A label drawn centred on the shape; none by default.
    public init(kind: ShapeKind, center: CGPoint, size: CGSize, rotation: Double = 0, scale: Double = 1,
                fill: RGBAColor, fillGradient: GradientPaint? = nil, stroke: Stroke? = nil, opacity: Double = 1,
                label: TextLabel? = nil) {
        self.kind = kind
        self.center = center
        self.size = size
        self.rotation = rotation
        self.scale = scale
        self.fill = fill
        self.fillGradient = fillGradient
        self.stroke = stroke
        self.opacity = opacity
        self.label = label
    }
}

/// A line style: colour (or gradient), width, dash, and how ends and corners are drawn.
///
/// The defaults (butt ends, mitred corners, miter limit 10, no dash phase) are cairo's and
/// SwiftUI's, so a stroke that names only a colour and width draws as it always has.
public struct Stroke: Hashable, Sendable {
    /// The colour, unless ``gradient`` is set.
    public var color: RGBAColor
    /// The gradient the line is drawn with instead of ``color``, if any: in the space of the shape
    /// it outlines (a line item's points are that space).
    public var gradient: GradientPaint?
    /// The width in points.
    public var width: Double
    /// Dash lengths, alternating on and off; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double
    /// How open ends of the line are drawn.
    public var lineCap: LineCap
    /// How corners between segments are drawn.
    public var lineJoin: LineJoin
    /// The longest mitred corner, as a multiple of the width, before it is bevelled instead.
    public var miterLimit: Double

    /// Creates a stroke.
    /// - Parameters:
    ///   - color: The colour.
    ///   - width: The width in points; 1 by default.
    ///   - dash: Dash lengths, alternating on and off; empty (the default) for a solid line.
    ///   - dashPhase: How far into the pattern the line starts; 0 by default.
    ///   - lineCap: How open ends are drawn; butt by default.
    ///   - lineJoin: How corners are drawn; mitred by default.
    ///   - miterLimit: The longest mitre as a multiple of the width; 10 by default.
    ///   - gradient: A gradient to draw with instead of `color`; none by default.
    public init(color: RGBAColor, width: Double = 1, dash: [Double] = [], dashPhase: Double = 0,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                gradient: GradientPaint? = nil) {
        self.color = color
        self.gradient = gradient
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

/// How an open end of a stroked line is drawn.
public enum LineCap: Hashable, Sendable, CaseIterable {
    /// Square, ending exactly at the end point.
    case butt
    /// A half circle centred on the end point, reaching half the width past it.
    case round
    /// Square, reaching half the width past the end point.
    case square
}

/// How a corner between two segments of a stroked line is drawn.
public enum LineJoin: Hashable, Sendable, CaseIterable {
    /// The outer edges extended to meet in a point, bevelled past the miter limit.
    case miter
    /// A circular arc centred on the corner.
    case round
    /// The outer edges' ends joined by a straight line.
    case bevel
}

/// A straight line from one point to another.
public struct LineItem: Hashable, Sendable {
    /// Where the line starts.
    public var from: CGPoint
    /// Where the line ends.
    public var to: CGPoint
    /// How the line is drawn.
    public var stroke: Stroke

    /// Creates a line.
    public init(from: CGPoint, to: CGPoint, stroke: Stroke) {
        self.from = from
        self.to = to
        self.stroke = stroke
    }
}

/// Text that belongs to a shape: centred on it and transformed with it.
public struct TextLabel: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font size in points.
    public var fontSize: Double
    /// The text colour.
    public var color: RGBAColor
    /// The weight, slant and family of the glyphs.
    public var style: FontStyle
    /// How the text breaks into lines to fit the width of the shape it belongs to, as a SwiftUI
    /// `Text` does; nil for one line however wide (a scene file's label).
    public var wrapping: TextWrapping?
    /// Extra space after each character, in points (SwiftUI's `.tracking(_:)`); 0 by default.
    public var tracking: Double = 0

    /// Creates a label.
    public init(text: String, fontSize: Double = 17, color: RGBAColor = .black, style: FontStyle = .regular,
                wrapping: TextWrapping? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.color = color
        self.style = style
        self.wrapping = wrapping
    }
}

/// Free text placed on the canvas.
public struct TextItem: Hashable, Sendable {
    /// The text and its style.
    public var label: TextLabel
    /// Where the text goes.
    public var position: CGPoint
    /// Which point of the text's bounding box sits at `position`: (0, 0) top left, (0.5, 0.5) centre.
    public var anchor: CGPoint

    /// Creates a text item.
    public init(label: TextLabel, position: CGPoint, anchor: CGPoint = CGPoint(x: 0, y: 0)) {
        self.label = label
        self.position = position
        self.anchor = anchor
    }
}

extension DisplayList {
    /// The same frame drawn `factor` times larger: a canvas of `canvasSize × factor` holding this
    /// list as one ``InsetItem`` (what `--scale` renders, for thumbnails or 2× output).
    /// - Parameter factor: The scale; 1 returns the list unchanged.
    /// - Returns: The scaled list.
    public func scaled(by factor: Double) -> DisplayList {
        guard factor != 1 else { return self }
        let size = CGSize(width: Double(canvasSize.width) * factor, height: Double(canvasSize.height) * factor)
        return DisplayList(canvasSize: size, background: background,
                           items: [.inset(InsetItem(list: self, rect: CGRect(origin: .zero, size: size)))])
    }
}
