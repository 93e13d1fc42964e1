import FrameComposition
import FrameRendering
import FrameTimeline
import Foundation
import SceneCore

/// Every view's path over a scene's animation, drawn as a picture: a line through the view's
/// centre at each frame, a dot per frame (so speed shows as spacing), a ring where it starts and a
/// square where it ends, over faint pictures of the first and last frames.
///
/// With a comparison scene (the same scene in the other interpolation mode), its paths are drawn
/// too, dashed and grey: article 004's arcs against chords in one picture.
public struct TrajectoryPlot: Sendable {
    /// The scene whose paths are drawn in colour.
    public var scene: Scene
    /// A scene whose paths are drawn dashed and grey over them, if any.
    public var comparison: Scene?

    /// Creates a plot.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - comparison: Another scene of the same canvas to draw dashed over it; none by default.
    public init(scene: Scene, comparison: Scene? = nil) {
        self.scene = scene
        self.comparison = comparison
    }

    /// The same scene in the other interpolation mode: positions for parameters and back.
    /// - Parameter scene: The scene.
    /// - Returns: The scene, interpolated the other way.
    /// - Throws: ``RenderError/scene(_:)`` when the scene cannot be built that way, or when its
    ///   front door cannot build it again (a scene built in Swift).
    public static func otherInterpolation(of scene: Scene) throws(RenderError) -> Scene {
        let other: InterpolationMode = scene.interpolation == .parameters ? .positions : .parameters
        do throws(SceneError) {
            guard let built = try scene.interpolated(other) else {
                throw SceneError(file: scene.origin, path: "interpolation",
                                 message: "is given by the scene's own Swift code, so it cannot be compared with \(other) here")
            }
            return built
        } catch {
            throw .scene(error)
        }
    }

    /// The plot as a display list, the size of the scene's canvas.
    /// - Throws: ``RenderError/scene(_:)`` when a frame cannot be sampled.
    /// - Complexity: One layout pass per frame of each scene; O(frames × views) items.
    public func displayList() throws(RenderError) -> DisplayList {
        let (paths, ends) = try Self.paths(of: scene, drawingEnds: true)
        var items = ends.flatMap(Self.faded)
        if let comparison {
            let grey = Stroke(color: RGBAColor(red8: 0x77, green8: 0x77, blue8: 0x77), width: 1.5, dash: [5, 4])
            for path in try Self.paths(of: comparison, drawingEnds: false).paths {
                items += Self.lines(through: path, stroke: grey)
            }
        }
        // Lines first, then the dots over every line, then the start and end marks over everything.
        for (view, path) in paths.enumerated() {
            items += Self.lines(through: path, stroke: Stroke(color: Self.colour(of: view, in: scene), width: 2))
        }
        for (view, path) in paths.enumerated() {
            items += path.map { Self.dot(at: $0, colour: Self.colour(of: view, in: scene), size: 3.5, kind: .ellipse) }
        }
        for (view, path) in paths.enumerated() {
            let colour = Self.colour(of: view, in: scene)
            if let first = path.first { items.append(Self.ring(at: first, colour: colour)) }
            if let end = path.last { items.append(Self.dot(at: end, colour: colour, size: 9, kind: .rectangle)) }
        }
        return DisplayList(canvasSize: scene.canvasSize, background: scene.background, items: items)
    }

    /// Each view's centre at every frame, from one pass of the frame loop over the scene, and,
    /// when asked, the first and last frames drawn.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - drawingEnds: Whether to draw the first and last frames.
    /// - Returns: The paths, one per view, and the display lists of the first and last frames
    ///   (one for a scene of one frame; none unless asked).
    static func paths(of scene: Scene, drawingEnds: Bool) throws(RenderError) -> (paths: [[CGPoint]], ends: [DisplayList]) {
        let last = scene.clock.frameCount - 1
        var paths = Array(repeating: [CGPoint](), count: scene.views.count)
        var ends: [DisplayList] = []
        do throws(SceneError) {
            try FrameLoop.compose(Array(scene.clock.frames), with: FrameComposer(scene: scene, showSizes: []),
                                  drawing: { drawingEnds && ($0 == 0 || $0 == last) }) { composed in
                for (view, placement) in composed.sample.placements.enumerated() where paths.indices.contains(view) {
                    paths[view].append(placement.center)
                }
                if let list = composed.displayList { ends.append(list) }
            }
        } catch {
            throw .scene(error)
        }
        return (paths, ends)
    }

    /// A frame's views, faint.
    private static func faded(_ list: DisplayList) -> [DisplayItem] {
        list.items.map { item in
            guard case .shape(var shape) = item else { return item }
            shape.opacity *= 0.18
            return .shape(shape)
        }
    }

    private static func lines(through path: [CGPoint], stroke: Stroke) -> [DisplayItem] {
        zip(path, path.dropFirst()).compactMap { from, to in
            from == to ? nil : .line(LineItem(from: from, to: to, stroke: stroke))
        }
    }

    private static func dot(at point: CGPoint, colour: RGBAColor, size: Double, kind: ShapeKind) -> DisplayItem {
        .shape(ShapeItem(kind: kind, center: point, size: CGSize(width: size, height: size), fill: colour))
    }

    private static func ring(at point: CGPoint, colour: RGBAColor) -> DisplayItem {
        .shape(ShapeItem(kind: .ellipse, center: point, size: CGSize(width: 11, height: 11), fill: .white,
                         stroke: Stroke(color: colour, width: 2)))
    }

    /// The view's own fill, darkened so a path shows on a light background.
    static func colour(of view: Int, in scene: Scene) -> RGBAColor {
        let fill = scene.views.indices.contains(view) ? scene.views[view].fill : .black
        return RGBAColor(red: fill.red * 0.75, green: fill.green * 0.75, blue: fill.blue * 0.75)
    }
}
