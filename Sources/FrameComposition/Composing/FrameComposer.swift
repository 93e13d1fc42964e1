import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore

/// Turns a scene and a frame number into that frame: its sample and its display list.
///
/// Composing is a pure function of the scene, the sizes asked for and the frame number, so any
/// frame can be composed alone, in any order, on any thread, and always comes out the same.
///
/// The display list draws, back to front: the connections between views (a tree's edges) as
/// dashed grey lines from the bottom centre of one view to the top centre of the other, like
/// article 004's tree; the views where the layout put them; and, when sizes were asked for,
/// article 004's `showSizes` cards over every view and layout.
public struct FrameComposer: Sendable {
    /// The scene.
    public let scene: Scene
    /// The sizes every frame reports and draws; empty for none.
    public let sizes: [SizeRequest]
    /// How many times larger than the canvas frames are drawn (`--scale`); 1 by default.
    public let scale: Double

    /// Creates a composer.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - showSizes: The sizes to report and draw over every view; `nil` for the scene's own
    ///     `showSizes`, empty for none.
    ///   - scale: How many times larger than the canvas to draw; 1 by default.
    public init(scene: Scene, showSizes: [SizeRequest]? = nil, scale: Double = 1) {
        self.scene = scene
        self.sizes = showSizes ?? scene.showSizes
        self.scale = scale
    }

    /// The size of the frames drawn, in points (pixels): the canvas times ``scale``.
    public var drawnSize: CGSize {
        CGSize(width: Double(scene.canvasSize.width) * scale, height: Double(scene.canvasSize.height) * scale)
    }

    /// The stroke of connection lines: article 004's `StrokeStyle(lineWidth: 2, dash: [3, 3])` in grey.
    public static let connectionStroke = Stroke(color: RGBAColor(red8: 0x8E, green8: 0x8E, blue8: 0x93), width: 2, dash: [3, 3])

    /// Composes frame `frame`, with the scene's shared sampler (one thread at a time).
    /// - Parameters:
    ///   - frame: The frame number, in the scene clock's frames.
    ///   - drawing: Whether to make the display list too; a sample alone is cheaper.
    /// - Returns: The composed frame.
    /// - Throws: `SceneError` naming the frame when the layout returns a size or position no view
    ///   can have.
    /// - Complexity: One layout pass, plus one per size asked for; O(views) to draw.
    public func compose(frame: Int, drawing: Bool = true) throws(SceneError) -> ComposedFrame {
        let sample = try scene.sample(frame: frame, sizes: drawing ? sizes : [])
        return ComposedFrame(frame: frame, sample: sample, displayList: drawing ? displayList(for: sample) : nil)
    }

    /// Composes frame `frame` with a thread's own sampler: what a render's workers do, in parallel.
    /// - Parameters:
    ///   - frame: The frame number, in the scene clock's frames.
    ///   - drawing: Whether to make the display list too; a sample alone is cheaper.
    ///   - sampler: A sampler of this composer's scene (``SceneCore/Scene/makeSampler()``).
    /// - Returns: The composed frame, the same as ``compose(frame:drawing:)`` returns.
    /// - Throws: `SceneError` naming the frame when the layout returns a size or position no view
    ///   can have.
    public func compose(frame: Int, drawing: Bool = true, with sampler: SceneSampler) throws(SceneError) -> ComposedFrame {
        let sample = try sampler.sample(frame: frame, sizes: drawing ? sizes : [])
        return ComposedFrame(frame: frame, sample: sample, displayList: drawing ? displayList(for: sample) : nil)
    }

    /// What a sampled frame of the scene looks like: each view drawn with the frame's look for
    /// it, and the former looks fading out under it.
    /// - Parameter sample: A sampled frame of this composer's scene.
    /// - Returns: The display list: connections, then views, then size cards.
    public func displayList(for sample: SampledFrame) -> DisplayList {
        let lines = sample.connections.compactMap { connection -> DisplayItem? in
            guard sample.placements.indices.contains(connection.from), sample.placements.indices.contains(connection.to) else {
                return nil
            }
            return .line(Self.connectionLine(from: sample.placements[connection.from], to: sample.placements[connection.to]))
        }
        let drawn = Self.drawnLooks(looks: sample.looks, placements: sample.placements.count, order: sample.drawingOrder,
                                    fading: sample.fadingLooks)
        let shapes = Self.viewItems(of: drawn, in: sample).map(\.item)
        let overlay = sizeOverlay(for: sample).items
        return DisplayList(canvasSize: scene.canvasSize, background: scene.background, items: lines + shapes + overlay)
            .scaled(by: scale)
    }

    /// What the views draw, back to front, each item with the looks it draws (indices into the
    /// looks that are not masks): one look per item, but the looks of a compositing group drawn
    /// one after another are one item.
    /// - Parameters:
    ///   - drawn: The looks drawn, back to front, masks included (``drawnLooks(looks:placements:order:fading:)``).
    ///   - sample: The sampled frame.
    static func viewItems(of drawn: [DrawnLook], in sample: SampledFrame) -> [(item: DisplayItem, sources: [Int])] {
        let masks = maskItems(of: drawn, in: sample)
        let pending = drawn.filter { $0.look.maskKey == nil }.enumerated().map { index, look in
            let share = compositedShare(of: look.look.effects)
            let item = share > 0 ? self.item(for: look, in: sample, opacityScale: 1 / share) : self.item(for: look, in: sample, opacityScale: 0)
            return PendingItem(item: item, effects: look.look.effects[...], sources: [index])
        }
        return composited(pending, masks: masks).map { ($0.item, $0.sources) }
    }

    /// What one view's look draws, where the sample places the view, without its effects.
    /// - Parameter opacityScale: What the view's opacity is multiplied by: a view in a
    ///   compositing group leaves the opacity from outside it to the group.
    static func item(for drawn: DrawnLook, in sample: SampledFrame, opacityScale: Double = 1) -> DisplayItem {
        // A view under a 3D rotation is placed at its projected centre; it is drawn from the
        // laid-out one, and projected there by its effect.
        var placement = sample.placements[drawn.view]
        let shift = ViewEffect.restoringShift(in: drawn.look.effects)
        placement.position = CGPoint(x: placement.position.x + shift.width, y: placement.position.y + shift.height)
        let opacity = min(drawn.look.opacity * placement.opacity * drawn.share * opacityScale, 1)
        if let drawing = drawn.look.drawing {
            return DisplayItem.group(Self.group(drawing, at: placement, opacity: opacity))
        }
        if let path = drawn.look.imagePath {
            return DisplayItem.image(ImageItem(path: path, center: placement.center, size: placement.size,
                                               rotation: placement.rotation.radians, scale: Double(placement.scale), opacity: opacity))
        }
        return DisplayItem.shape(ShapeItem(
            kind: drawn.look.drawnKind(in: placement.size), center: placement.center,
            size: drawn.look.drawnSize(in: placement.size),
            rotation: placement.rotation.radians, scale: Double(placement.scale), fill: drawn.look.fill,
            fillGradient: drawn.look.drawnFillGradient(in: placement.size),
            stroke: drawn.look.drawnStroke(in: placement.size), opacity: opacity, label: drawn.look.label))
    }

    /// What item `index` of ``displayList(for:)``'s list shows, for messages:
    /// `view 2 ("3")`, `the line from view 0 to view 3`, or `the showSizes card 4`.
    /// - Parameters:
    ///   - index: The item's index in the unscaled list (inside the inset when ``scale`` is not 1).
    ///   - sample: The sampled frame the list was made from.
    /// - Returns: The description, or nil for an index past the list.
    public func describeItem(at index: Int, in sample: SampledFrame) -> String? {
        let connections = sample.connections.filter {
            sample.placements.indices.contains($0.from) && sample.placements.indices.contains($0.to)
        }
        if index < connections.count {
            return "the line from view \(connections[index].from) to view \(connections[index].to)"
        }
        let drawn = index - connections.count
        let looks = Self.drawnLooks(looks: sample.looks, placements: sample.placements.count, order: sample.drawingOrder,
                                    fading: sample.fadingLooks)
        let order = looks.filter { $0.look.maskKey == nil }
        // A compositing group draws its views as one item, so items and looks are counted apart.
        let items = Self.viewItems(of: looks, in: sample)
        if items.indices.contains(drawn) {
            let sources = items[drawn].sources.map { order[$0] }
            guard let first = sources.first else { return nil }
            guard sources.count == 1 else {
                let views = sources.map(\.view).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
                return "the compositing group of view\(views.count == 1 ? "" : "s") \(views.map(String.init).joined(separator: ", "))"
            }
            let label = first.look.label.map { " (\"\($0.text.prefix(40))\")" } ?? ""
            return "view \(first.view)\(label)\(first.isFading ? ", as it looked before the change fading it out" : "")"
        }
        let card = drawn - items.count
        return card < sizeOverlay(for: sample).items.count ? "the showSizes card \(card)" : nil
    }

    /// The showSizes cards of `sample`, kept off its labelled views where there is room.
    func sizeOverlay(for sample: SampledFrame) -> SizeOverlay {
        guard !sample.sizes.isEmpty else { return SizeOverlay(reports: []) }
        let labelled = sample.placements.indices.filter { sample.looks.indices.contains($0) && sample.looks[$0].label != nil }
        return SizeOverlay(reports: sample.sizes, labels: labelled.map { sample.placements[$0].drawnBounds },
                           canvas: CGRect(origin: .zero, size: scene.canvasSize))
    }

    /// A look drawn for a view: its own, or a former one fading out under it.
    struct DrawnLook {
        /// The view it is drawn for.
        let view: Int
        /// The look drawn.
        let look: ViewSpec
        /// The share of the view's opacity it is drawn with.
        let share: Double
        /// Whether it is a former look fading out.
        let isFading: Bool
    }

    /// The looks drawn, back to front: the views in ``drawingOrder(of:order:)``, each with the
    /// former looks fading out under it, oldest first, sharing its opacity with its own look.
    /// - Parameters:
    ///   - looks: The views' looks.
    ///   - placements: How many views the sample places; later looks are not drawn.
    ///   - order: The sample's drawing order, if it is not index order.
    ///   - fading: The former looks fading out.
    static func drawnLooks(looks: [ViewSpec], placements: Int, order: [Int]?, fading: [FadingLook]) -> [DrawnLook] {
        let fades = Dictionary(grouping: fading, by: \.view)
        return drawingOrder(of: Array(looks.prefix(placements)), order: order).flatMap { view -> [DrawnLook] in
            let own = looks[view]
            guard let former = fades[view], !former.isEmpty else { return [DrawnLook(view: view, look: own, share: 1, isFading: false)] }
            let shares = former.map { min(max($0.share, 0), 1) }
            let drawn = zip(former, shares).map { DrawnLook(view: view, look: $0.look, share: $1, isFading: true) }
            return drawn + [DrawnLook(view: view, look: own, share: max(1 - shares.reduce(0, +), 0), isFading: false)]
        }
    }

    /// The order views are drawn in: higher `zIndex` over lower, views of equal `zIndex` (all of
    /// a scene file's) in the sample's order, or their own.
    /// - Parameters:
    ///   - views: The views' looks.
    ///   - order: The sample's drawing order, back to front, if it is not index order; it is used
    ///     only when it lists every view once.
    static func drawingOrder(of views: [ViewSpec], order: [Int]? = nil) -> [Int] {
        var base = Array(views.indices)
        if let order, order.count == views.count, Set(order) == Set(views.indices) { base = order }
        guard views.contains(where: { $0.zIndex != 0 }) else { return base }
        let rank = Dictionary(uniqueKeysWithValues: base.enumerated().map { ($1, $0) })
        return base.sorted { (views[$0].zIndex, rank[$0] ?? $0) < (views[$1].zIndex, rank[$1] ?? $1) }
    }

    private static func connectionLine(from parent: ViewPlacement, to child: ViewPlacement) -> LineItem {
        let from = CGPoint(x: parent.center.x, y: parent.center.y + parent.size.height * parent.scale / 2)
        let to = CGPoint(x: child.center.x, y: child.center.y - child.size.height * child.scale / 2)
        return LineItem(from: from, to: to, stroke: connectionStroke)
    }
}
