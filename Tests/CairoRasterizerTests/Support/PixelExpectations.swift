import CairoRasterizer
import Foundation
import FrameRendering
import Testing

/// Draws a display list on a canvas of its size, encodes it, and decodes the PNG bytes back:
/// the pixels a test inspects are the ones a file would hold.
func renderThroughPNG(_ list: DisplayList, options: PNGEncodingOptions = .fast) throws -> RasterImage {
    let canvas = try CairoCanvas(size: list.canvasSize)
    try canvas.draw(list)
    return try PNGDecoder.decode(PNGEncoder.encode(canvas, options: options))
}

/// Expects the pixel at `(x, y)` to be within `tolerance` of `expected` on every channel, and
/// explains a failure with both colours and the largest difference.
func expectPixel(_ image: RasterImage, x: Int, y: Int, approximately expected: RGBA8, tolerance: Int = 2,
                 _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    guard (0..<image.width).contains(x), (0..<image.height).contains(y) else {
        Issue.record("pixel (\(x), \(y)) \(what) is outside the \(image.width)×\(image.height) image",
                     sourceLocation: sourceLocation)
        return
    }
    let actual = image.pixel(x: x, y: y)
    let difference = actual.maximumComponentDifference(from: expected)
    #expect(difference <= tolerance,
            "pixel (\(x), \(y)) \(what): expected \(expected) ± \(tolerance), got \(actual) (off by \(difference))",
            sourceLocation: sourceLocation)
}

/// The smallest rectangle holding every pixel that differs from `background` by more than
/// `threshold` on some channel, as inclusive pixel bounds; `nil` when there is none.
func inkBounds(in image: RasterImage, differingFrom background: RGBA8, threshold: Int = 64,
               within region: (x: Range<Int>, y: Range<Int>)? = nil)
    -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let columns = region?.x ?? 0..<image.width
    let rows = region?.y ?? 0..<image.height
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in rows {
        for x in columns where image.pixel(x: x, y: y).maximumComponentDifference(from: background) > threshold {
            bounds = (min(bounds?.minX ?? x, x), min(bounds?.minY ?? y, y),
                      max(bounds?.maxX ?? x, x), max(bounds?.maxY ?? y, y))
        }
    }
    return bounds
}

/// A fresh empty folder under the system's temporary folder, removed when the body returns.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CairoRasterizerTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// The names in a folder, sorted, hidden files included.
func directoryListing(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
}

extension RGBA8 {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0)
    static let red = RGBA8(red: 255, green: 0, blue: 0)
    static let blue = RGBA8(red: 0, green: 0, blue: 255)
    static let transparent = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
}

// Named `pure…` because `RGBAColor` has instance properties `red` and `blue`.
extension RGBAColor {
    static let pureRed = RGBAColor(red: 1, green: 0, blue: 0)
    static let pureBlue = RGBAColor(red: 0, green: 0, blue: 1)
    static let pureYellow = RGBAColor(red: 1, green: 1, blue: 0)
}

/// A 200 × 100 display list with the given background and items.
func canvas200x100(background: RGBAColor = .white, _ items: [DisplayItem]) -> DisplayList {
    DisplayList(canvasSize: CGSize(width: 200, height: 100), background: background, items: items)
}

/// A shape item with defaults that keep test tables short.
func shape(_ kind: ShapeKind = .rectangle, at center: CGPoint, size: CGSize, rotation: Double = 0,
           scale: Double = 1, fill: RGBAColor, stroke: Stroke? = nil, opacity: Double = 1,
           label: TextLabel? = nil) -> DisplayItem {
    .shape(ShapeItem(kind: kind, center: center, size: size, rotation: rotation, scale: scale, fill: fill,
                     stroke: stroke, opacity: opacity, label: label))
}
