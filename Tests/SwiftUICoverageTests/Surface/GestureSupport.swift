import CairoRasterizer
import FrameComposition
import Testing
import Zoetrope

/// A scene of `content` on a 300 × 200 canvas at `fps`, with `interactions` scripted, for the
/// gesture tests.
func gestureScene<Content: View & SendableMetatype>(fps: Int = 30, duration: TimeInterval = 2, _ interactions: [Interaction],
                                                   @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "gestures", canvas: CGSize(width: 300, height: 200), fps: fps, duration: duration,
              interactions: interactions, textMeasurer: CairoTextMeasurer(), content: content)
}

/// Frame `frame` of `scene`, drawn, encoded as a PNG and decoded again.
func gestureImage(_ scene: Scene, frame: Int) throws -> RasterImage {
    let composed = try FrameComposer(scene: scene).compose(frame: frame)
    let list = try #require(composed.displayList, "frame \(frame) has no picture")
    let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
    try canvas.draw(list)
    return try PNGDecoder.decode(PNGEncoder.encode(canvas))
}

/// The columns of row `y` of `image` whose pixel is `colour` (within 8 per channel): where a
/// view of that colour is drawn across the row; `nil` when none is.
func columns(of colour: RGBA8, in image: RasterImage, y: Int) -> ClosedRange<Int>? {
    let xs = (0..<image.width).filter { image.pixel(x: $0, y: y).maximumComponentDifference(from: colour) <= 8 }
    guard let first = xs.first, let last = xs.last else { return nil }
    return first...last
}

/// The leaf frames of `scene` at `frame`.
func gestureFrames(_ scene: Scene, frame: Int) throws -> [CGRect] {
    try scene.sample(frame: frame).placements.map(\.frame)
}

/// Writes frame `frame` of `scene` as `name`.png into the folder `ZOETROPE_GESTURE_PICTURES`
/// names, when it is set, for a person to look at.
func writeGesturePicture(_ scene: Scene, frame: Int, named name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_GESTURE_PICTURES"] else { return }
    let composed = try FrameComposer(scene: scene).compose(frame: frame)
    let list = try #require(composed.displayList)
    let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
    try canvas.draw(list)
    try Data(PNGEncoder.encode(canvas)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
}

/// What a gesture's callbacks were given in one replay of a scene: `fresh()` empties it as the
/// scene's view is made, so it holds the values of the last replay.
final class GestureRecorder<Value>: @unchecked Sendable {
    var changed: [Value] = []
    var ended: [Value] = []
    /// Times at which something was noted, as the recorder's owner says.
    var notes: [String] = []

    /// The recorder, emptied.
    func fresh() -> GestureRecorder {
        changed = []
        ended = []
        notes = []
        return self
    }
}
