import FrameComposition
import FrameRendering
import Foundation
import SceneCore

/// Frames of a scene in a grid, each labelled with its frame number and time: a contact sheet.
///
/// The sheet is one display list (each frame an ``FrameRendering/InsetItem``), so it can be written
/// as PNG, SVG or PDF. The frames are composed in parallel, through the frame loop
/// (`FrameLoop.compose`).
public struct ContactSheet: Sendable {
    /// The scene.
    public var scene: Scene
    /// The frames, in reading order.
    public var frames: [Int]
    /// How many frames a row holds.
    public var columns: Int
    /// The width of each frame in the sheet, in points; its height follows the canvas's shape.
    public var cellWidth: Double

    /// The most frames a sheet holds.
    public static let maximumFrames = 400

    /// Space around each frame, and the height of its label.
    static let margin = 8.0
    static let labelHeight = 16.0

    /// Creates a sheet.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - frames: The frames, in order; each must be one of the scene's.
    ///   - columns: Frames per row; as many as there are frames, up to 6, by default.
    ///   - cellWidth: Each frame's width in the sheet; 200 points by default.
    public init(scene: Scene, frames: [Int], columns: Int? = nil, cellWidth: Double = 200) {
        self.scene = scene
        self.frames = frames
        self.columns = max(1, columns ?? min(frames.count, 6))
        self.cellWidth = cellWidth
    }

    /// Every `step`th frame of the scene from the first, and the last.
    /// - Parameters:
    ///   - step: The step between frames; 1 is used for less.
    ///   - scene: The scene.
    /// - Returns: The frames, ascending; `[0]` for a scene of one frame.
    public static func frames(every step: Int, of scene: Scene) -> [Int] {
        let last = scene.clock.frameCount - 1
        var frames = Array(stride(from: 0, through: last, by: max(1, step)))
        if frames.last != last { frames.append(last) }
        return frames
    }

    /// The step between the frames a sheet shows by default: ⌈last frame / 11⌉, at least 1, so
    /// that every step-th frame and the last are about a dozen (12 at most).
    /// - Parameter scene: The scene.
    /// - Returns: The step: 14 for a scene of 151 frames, 1 for one of 12 frames or fewer.
    public static func defaultStep(of scene: Scene) -> Int {
        max(1, (scene.clock.frameCount - 1 + 10) / 11)
    }

    /// The frames a sheet shows by default: about a dozen, evenly spaced, the first and the last
    /// included (``frames(every:of:)`` with ``defaultStep(of:)``).
    /// - Parameter scene: The scene.
    /// - Returns: The frames, ascending; every frame of a scene of 12 frames or fewer.
    public static func defaultFrames(of scene: Scene) -> [Int] {
        frames(every: defaultStep(of: scene), of: scene)
    }

    /// The frame whose cell (the frame and the label under it) holds `point` of the sheet, for
    /// saying where two sheets differ.
    /// - Parameter point: A point of the sheet, in its points.
    /// - Returns: The frame, or nil for a point in a margin.
    public func frame(at point: CGPoint) -> Int? {
        frames.indices.first { index in
            let origin = cellOrigin(index)
            return CGRect(x: origin.x, y: origin.y, width: cellWidth, height: cellHeight + Self.labelHeight).contains(point)
        }.map { frames[$0] }
    }

    /// The height of a frame's cell: the width scaled as the canvas is.
    private var cellHeight: Double {
        let canvas = scene.canvasSize
        return cellWidth * Double(canvas.height) / Double(canvas.width)
    }

    /// The top left corner of the `index`th cell, row by row.
    private func cellOrigin(_ index: Int) -> CGPoint {
        CGPoint(x: Self.margin + Double(index % columns) * (cellWidth + Self.margin),
                y: Self.margin + Double(index / columns) * (cellHeight + Self.labelHeight + Self.margin))
    }

    /// The sheet as a display list.
    /// - Returns: The grid of frames on white, each with its label below it.
    /// - Throws: ``RenderError/frames(scene:message:)`` for no frames, too many or one that is not
    ///   the scene's; ``RenderError/scene(_:)`` when a frame cannot be composed.
    public func displayList() throws(RenderError) -> DisplayList {
        try check()
        let rows = (frames.count + columns - 1) / columns
        let size = CGSize(width: Double(columns) * (cellWidth + Self.margin) + Self.margin,
                          height: Double(rows) * (cellHeight + Self.labelHeight + Self.margin) + Self.margin)
        var items: [DisplayItem] = []
        for (index, list) in try composedFrames().enumerated() {
            let frame = frames[index]
            let origin = cellOrigin(index)
            let cell = CGRect(x: origin.x, y: origin.y, width: cellWidth, height: cellHeight)
            items.append(.inset(InsetItem(list: list, rect: cell)))
            items.append(.shape(ShapeItem(kind: .rectangle, center: CGPoint(x: cell.midX, y: cell.midY), size: cell.size,
                                          fill: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0),
                                          stroke: Stroke(color: RGBAColor(red8: 0xDD, green8: 0xDD, blue8: 0xDD), width: 1))))
            items.append(.text(TextItem(label: TextLabel(text: label(frame), fontSize: 11, color: RGBAColor(red8: 0x55, green8: 0x55, blue8: 0x55)),
                                        position: CGPoint(x: origin.x + cellWidth / 2, y: origin.y + cellHeight + 3),
                                        anchor: CGPoint(x: 0.5, y: 0))))
        }
        return DisplayList(canvasSize: size, background: .white, items: items)
    }

    /// Every frame's display list, in order.
    private func composedFrames() throws(RenderError) -> [DisplayList] {
        var lists: [DisplayList] = []
        lists.reserveCapacity(frames.count)
        do throws(SceneError) {
            try FrameLoop.compose(frames, with: FrameComposer(scene: scene)) { composed in
                lists.append(composed.displayList ?? DisplayList(canvasSize: scene.canvasSize, background: .white))
            }
        } catch {
            throw .scene(error)
        }
        return lists
    }

    /// `frame 15 · 0.5 s`.
    private func label(_ frame: Int) -> String {
        let time = scene.clock.time(ofFrame: frame)
        return "frame \(frame) · \((time * 1000).rounded() / 1000) s"
    }

    private func check() throws(RenderError) {
        let file = scene.origin
        guard !frames.isEmpty else { throw .frames(scene: file, message: "a sheet needs at least one frame") }
        guard frames.count <= Self.maximumFrames else {
            throw .frames(scene: file, message: "\(frames.count) frames is more than a sheet holds (\(Self.maximumFrames)); use --every")
        }
        if let outside = frames.first(where: { !scene.clock.frames.contains($0) }) {
            throw .frames(scene: file, message: "frame \(outside) is outside the scene's frames 0-\(scene.clock.frameCount - 1)")
        }
        guard cellWidth.isFinite, (8...4096).contains(cellWidth) else {
            throw .unsupported("a sheet's frames are 8 to 4096 points wide, not \(cellWidth)")
        }
    }
}
