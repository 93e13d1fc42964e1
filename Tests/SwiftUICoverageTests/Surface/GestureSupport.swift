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
