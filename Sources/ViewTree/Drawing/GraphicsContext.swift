import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// Where a `Canvas` draws, and the state drawing is done in: SwiftUI's `GraphicsContext`.
///
/// Each drawing operation (``fill(_:with:style:)``, ``stroke(_:with:lineWidth:)``,
/// ``stroke(_:with:style:)``, `draw` of text) records a display item in the canvas's
/// coordinates (origin at its top-left corner, y down) with the context's state then: its
/// ``transform``, ``opacity`` and clip paths. The context is a value, as in SwiftUI: a copy
/// (`var inner = context`) has its own state, changed without changing the original's, and
/// draws into the same layer; ``drawLayer(content:)`` draws into a new one.
///
/// Images are `Image(systemName:)`, drawn as discs as `Image` views are. Not supported: symbols,
/// filters, `blendMode`, `withCGContext`, `clipToLayer` and the `environment` (text takes the
/// canvas's foreground colour and font size). Gradients and other shadings than colours are not
/// there yet.
public struct GraphicsContext {
    /// The colour, font size and text measurer of the view around a canvas: what its text is
    /// resolved in, and what `.foreground` shading is.
    struct Environment {
        /// The foreground colour (`.foregroundStyle` around the canvas; black by default).
        var foreground: RGBAColor
        /// The font size text is set in (`.font` around the canvas; 17 by default).
        var fontSize: Double
        /// How text is set besides its size (`.font`, `.bold()`, … around the canvas).
        var font = FontSettings()
        /// Measures text, so that text is placed by its frame; without one, text has no size.
        var textMeasurer: (any TextMeasuring)?
    }

    /// Where a context's operations are recorded: shared by the copies of a context, as SwiftUI's
    /// contexts share the layer they draw into.
    final class Layer {
        var items: [DisplayItem] = []
    }

    /// The layer this context draws into.
    private var layer = Layer()
    /// What text and `.foreground` resolve in.
    let environment: Environment
    /// The canvas's size, which an inverse clip covers.
    let canvasSize: CGSize
    /// The clip paths, in the canvas's coordinates; drawing shows only where all of them cover.
    var clipPaths: [ClipPath] = []
    /// The bounding rectangle of what the canvas's frame and the clip paths leave, in the
    /// canvas's coordinates.
    var clipBounds: CGRect

    /// The transform from the coordinates drawing is done in (user space) to the canvas's:
    /// the identity at first, changed by ``translateBy(x:y:)``, ``scaleBy(x:y:)``,
    /// ``rotate(by:)`` and ``concatenate(_:)``.
    public var transform: CGAffineTransform = .identity
    /// The opacity later drawing operations are drawn with, each on its own, `0...1`; 1 at first.
    public var opacity: Double = 1

    /// A fresh context for a canvas of `size`: nothing drawn, identity transform, opacity 1, no clip.
    init(environment: Environment, size: CGSize) {
        self.environment = environment
        self.canvasSize = size
        self.clipBounds = CGRect(origin: .zero, size: size)
    }

    /// The items this context's layer holds, back to front.
    var recordedItems: [DisplayItem] { layer.items }

    // MARK: - Transforms

    /// Moves later drawing by `x` and `y` in the current user space: SwiftUI's `translateBy(x:y:)`.
    /// - Parameters:
    ///   - x: The horizontal distance.
    ///   - y: The vertical distance, down.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales later drawing by `x` and `y` about the user space's origin: SwiftUI's `scaleBy(x:y:)`.
    /// Line widths scale too; a factor of 0 makes later drawing invisible.
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns later drawing about the user space's origin: SwiftUI's `rotate(by:)`. y is down, so
    /// a positive angle turns clockwise on screen.
    /// - Parameter angle: The angle.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to later drawing before the current transform: SwiftUI's `concatenate(_:)`.
    /// - Parameter matrix: The transform, from the new user space to the current one.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: - Paths

    /// Fills `path` with `shading`: SwiftUI's `fill(_:with:style:)`. An empty path draws nothing.
    /// - Parameters:
    ///   - path: The outline, in the current user space.
    ///   - shading: The colour.
    ///   - style: Which points overlapping parts cover (even-odd or non-zero); non-zero by default.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        record(.shape(ShapeItem(kind: .path(path.outline, fillRule: style.isEOFilled ? .evenOdd : .nonZero), center: .zero,
                                size: .zero, fill: shading.color(in: environment), opacity: opacity)),
               reaching: path.outline.points, margin: 1)
    }

    /// Strokes `path` with a line of `lineWidth`, centred on it: SwiftUI's `stroke(_:with:lineWidth:)`.
    /// - Parameters:
    ///   - path: The outline, in the current user space.
    ///   - shading: The colour.
    ///   - lineWidth: The width, in the current user space; 1 by default.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `style`'s width, caps, joins and dashes: SwiftUI's `stroke(_:with:style:)`.
    /// - Parameters:
    ///   - path: The outline, in the current user space.
    ///   - shading: The colour.
    ///   - style: The width (in the current user space), caps, joins, miter limit and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        // A mitred corner reaches at most the miter limit in half widths from the path.
        let reach = Double(style.lineWidth) * max(Double(style.miterLimit), 1) / 2 + 1
        record(.shape(ShapeItem(kind: .path(path.outline), center: .zero, size: .zero, fill: .clear,
                                stroke: style.stroke(in: shading.color(in: environment)), opacity: opacity)),
               reaching: path.outline.points, margin: reach)
    }

    // MARK: - Layers

    /// Draws what `content` draws into a new layer, then the layer into this context at its
    /// opacity, as one: SwiftUI's `drawLayer(content:)`. The new layer's context starts with this
    /// one's transform and clip, and opacity 1.
    /// - Parameter content: Draws the layer.
    /// - Throws: What `content` throws; nothing is drawn then.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = self
        inner.layer = Layer()
        inner.opacity = 1
        try content(&inner)
        guard !inner.layer.items.isEmpty else { return }
        layer.items.append(.group(GroupItem(items: inner.layer.items, opacity: opacity)))
    }

    /// Adds `item`, drawn in the current user space, to the layer: as it is when the transform
    /// is the identity and nothing clips it, else in a group with the transform and the clip.
    ///
    /// What cannot be seen is left out, as CoreGraphics draws nothing for it: an item whose
    /// points (or the transform) are not finite, and one that lies wholly outside the canvas's
    /// frame and clips (a particle that has left the canvas, however far it has gone).
    /// - Parameters:
    ///   - item: The item, in the current user space.
    ///   - points: Points whose hull, widened by `margin`, holds all the item draws.
    ///   - margin: How far past the points the item reaches (half a stroke, a label).
    func record(_ item: DisplayItem, reaching points: [CGPoint], margin: Double) {
        guard canShow(points, margin: margin) else { return }
        guard !transform.isIdentity || !clipPaths.isEmpty else {
            layer.items.append(item)
            return
        }
        let matrix = GroupItem.Transform(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                                         d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
        layer.items.append(.group(GroupItem(items: [item], transform: matrix, clip: clipPaths)))
    }

    /// Whether something within `margin` of the hull of `points`, in the current user space, is
    /// finite and can reach what the canvas's frame and clips leave.
    private func canShow(_ points: [CGPoint], margin: Double) -> Bool {
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard let first = points.first, margin.isFinite, entries.allSatisfy(\.isFinite),
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        let placed = box.insetBy(dx: -margin, dy: -margin).applying(transform)
        return placed.minX.isFinite && placed.maxX.isFinite && placed.minY.isFinite && placed.maxY.isFinite
            && placed.intersects(clipBounds)
    }
}
