import Foundation
import CairoRasterizer
import FrameComposition
import Testing
import Zoetrope

/// A view rendered the way `zoetrope render` renders it, for the coverage tests to check: where
/// its leaf views are laid out, how they look, and the frame's pixels decoded from the PNG.
struct ViewProbe {
    /// The scene the view was made into.
    let scene: Scene
    /// The frame sampled.
    let frame: Int
    /// The sampled frame: placements and looks of the leaf views, in the order the body lists them.
    let sampled: SampledFrame

    /// Renders `content` on a canvas of `width` × `height` points, with the fonts renders use.
    /// - Parameters:
    ///   - width: The canvas width.
    ///   - height: The canvas height.
    ///   - frame: The frame to sample; 0 by default.
    ///   - duration: The scene's duration, for views that animate; a still by default.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - content: The view, written as apps write it.
    init<Content: View & SendableMetatype>(width: CGFloat, height: CGFloat, frame: Int = 0, duration: TimeInterval? = nil,
                                           safeArea: EdgeInsets = EdgeInsets(),
                                           @ViewBuilder content: @escaping @Sendable () -> Content) throws {
        scene = try Scene(named: "coverage", canvas: CGSize(width: width, height: height), safeArea: safeArea, duration: duration,
                          textMeasurer: CairoTextMeasurer(), content: content)
        self.frame = frame
        sampled = try scene.sample(frame: frame)
    }

    /// The frames of the leaf views, in canvas points, in the order the body lists them.
    var frames: [CGRect] { sampled.placements.map(\.frame) }

    /// The looks of the leaf views, in the order the body lists them.
    var looks: [ViewSpec] { sampled.looks }

    /// The frame's picture: drawn, encoded as the PNG a render writes, and decoded again.
    func image() throws -> RasterImage { try drawnImage(of: scene, frame: frame) }
}

/// Frame `frame` of `scene`: drawn, encoded as the PNG a render writes, and decoded again.
func drawnImage(of scene: Scene, frame: Int) throws -> RasterImage {
    let composed = try FrameComposer(scene: scene).compose(frame: frame)
    let list = try #require(composed.displayList, "frame \(frame) has no picture")
    let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
    try canvas.draw(list)
    return try PNGDecoder.decode(PNGEncoder.encode(canvas))
}

/// Writes a `width` × `height` opaque PNG whose pixel at (x, y) is `color(x, y)`: a picture for
/// a test's temporary bundle or folder.
func writeTestPicture(width: Int, height: Int, to url: URL, color: (Int, Int) -> RGBA8) throws {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let pixel = color(x, y)
            pixels += [pixel.red, pixel.green, pixel.blue, 255]
        }
    }
    let picture = try #require(RasterImage(width: width, height: height, pixels: pixels))
    try PNGEncoder.write(picture, to: url)
}

/// Expects the pixel at (`x`, `y`) to be `expected` within `tolerance` per channel.
func expectPixel(_ image: RasterImage, x: Int, y: Int, _ expected: RGBA8, tolerance: Int = 2, _ what: @autoclosure () -> String = "pixel",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image.pixel(x: x, y: y)
    #expect(actual.maximumComponentDifference(from: expected) <= tolerance,
            "\(what()) at (\(x), \(y)): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` within `tolerance` on every edge.
func expectFrame(_ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 1e-6, _ what: @autoclosure () -> String = "frame",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what()): expected \(expected), got nothing", sourceLocation: sourceLocation)
        return
    }
    let close = abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(close, "\(what()): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

/// Pixels of the colours the tests draw with, as a PNG stores them.
enum Pixel {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0)
    /// SwiftUI's light `.red`, #FF3B30.
    static let red = RGBA8(red: 0xFF, green: 0x3B, blue: 0x30)
    /// SwiftUI's light `.blue`, #007AFF.
    static let blue = RGBA8(red: 0x00, green: 0x7A, blue: 0xFF)
    /// SwiftUI's light `.yellow`, #FFCC00.
    static let yellow = RGBA8(red: 0xFF, green: 0xCC, blue: 0x00)
    /// SwiftUI's light `.green`, #34C759.
    static let green = RGBA8(red: 0x34, green: 0xC7, blue: 0x59)

    /// `color` over white at `opacity`, as 8-bit channels.
    static func over(white color: RGBA8, opacity: Double) -> RGBA8 {
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * opacity + 255 * (1 - opacity)).rounded()) }
        return RGBA8(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }
}
