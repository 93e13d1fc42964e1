import CairoRasterizer
import FrameComposition
import Testing
import Zoetrope

/// A scene of `content` on a 320 × 200 canvas (10 fps, 2 s) with `name` tapped at each of
/// `times`, for the controls' tests.
func controlsScene<Content: View & SendableMetatype>(tapping name: String, at times: [TimeInterval], width: CGFloat = 320,
                                                     @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "controls", canvas: CGSize(width: width, height: 200), fps: 10, duration: 2,
              interactions: times.map { .tap(name, at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The picture of `frame` of `scene`, decoded from the PNG a render writes; also written to
/// `/tmp/C-looks/<name>.png` when `ZOETROPE_CONTROLS_LOOKS` is set, to look at.
func controlsImage(_ scene: Scene, frame: Int, name: String) throws -> RasterImage {
    let composed = try FrameComposer(scene: scene).compose(frame: frame)
    let list = try #require(composed.displayList, "frame \(frame) has no picture")
    let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
    try canvas.draw(list)
    let png = try PNGEncoder.encode(canvas)
    if ProcessInfo.processInfo.environment["ZOETROPE_CONTROLS_LOOKS"] != nil {
        try Data(png).write(to: URL(fileURLWithPath: "/tmp/C-looks/\(name).png"))
    }
    return try PNGDecoder.decode(png)
}

/// The frame of the leaf showing `text` at `frame` of `scene`, if there is one.
func controlsFrame(of text: String, in sampled: SampledFrame) -> CGRect? {
    zip(sampled.placements, sampled.looks).first { $0.1.label?.text == text }?.0.frame
}

/// The look of the leaf showing `text`, if there is one.
func controlsLook(of text: String, in sampled: SampledFrame) -> ViewSpec? {
    sampled.looks.first { $0.label?.text == text }
}

/// The frames of the leaves filled with `color`.
func controlsFrames(filledWith color: Color, in sampled: SampledFrame) -> [CGRect] {
    zip(sampled.placements, sampled.looks).filter { $0.1.fill == color.rgba && $0.1.label == nil }.map(\.0.frame)
}

/// The texts of the views drawn in `frame` (opacity above 0), in drawing order.
func shownTexts(_ frame: SampledFrame) -> [String] {
    zip(frame.looks, frame.placements).compactMap { $0.1.opacity > 0 ? $0.0.label?.text : nil }
}
