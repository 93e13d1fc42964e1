import CairoRasterizer
import Foundation
import FrameRendering

/// Opaque pictures that stress a PNG encoder: edge sizes, runs of every length, rows that repeat,
/// random colours and noise that does not compress. Each is drawn as 1-pixel-high rectangles on
/// pixel boundaries, so every pixel has exactly the colour asked for.
enum TestPicture: String, CaseIterable, CustomStringConvertible, Sendable {
    case onePixel = "1×1"
    case oneColumn = "1×50 column"
    case oneRow = "300×1 row"
    case allSame = "64×64 of one colour"
    case stripes = "stripes of every run length 1–300, shifted row by row"
    case repeatingRows = "non-uniform rows repeated below themselves"
    case fewColours = "random pixels of four colours"
    case randomRuns = "random runs of random colours"
    case noise = "random noise (does not compress)"
    case large = "1920×1080 noise band inside flat colour"
    case wideRepeatingRows = "11,000 pixels wide: rows too long to match the row above"

    var description: String { rawValue }

    /// The picture's size in pixels.
    var size: (width: Int, height: Int) {
        switch self {
        case .onePixel: (1, 1)
        case .oneColumn: (1, 50)
        case .oneRow: (300, 1)
        case .allSame: (64, 64)
        case .stripes: (1_200, 24)
        case .repeatingRows: (257, 40)
        case .fewColours: (97, 53)
        case .randomRuns: (640, 48)
        case .noise: (256, 128)
        case .large: (1_920, 1_080)
        case .wideRepeatingRows: (11_000, 3)
        }
    }

    /// A canvas with the picture drawn on it.
    func makeCanvas() throws -> CairoCanvas {
        let (width, height) = size
        var random = SplitMix64(seed: UInt64(rawValue.utf8.count) &* 0x9E37_79B9)
        var items: [DisplayItem] = []
        for y in 0..<height {
            for run in runs(ofRow: y, width: width, random: &random) {
                items.append(.shape(ShapeItem(kind: .rectangle, center: CGPoint(x: Double(run.start) + Double(run.length) / 2, y: Double(y) + 0.5),
                                              size: CGSize(width: Double(run.length), height: 1), fill: run.colour)))
            }
        }
        let list = DisplayList(canvasSize: CGSize(width: width, height: height), background: RGBAColor(red: 0.2, green: 0.3, blue: 0.4),
                               items: items)
        let canvas = try CairoCanvas(width: width, height: height)
        try canvas.draw(list)
        return canvas
    }

    /// Row `y` as runs of one colour each.
    private func runs(ofRow y: Int, width: Int, random: inout SplitMix64) -> [(start: Int, length: Int, colour: RGBAColor)] {
        var runs: [(start: Int, length: Int, colour: RGBAColor)] = []
        var x = 0
        func add(_ length: Int, _ colour: RGBAColor) {
            let length = min(length, width - x)
            guard length > 0 else { return }
            runs.append((x, length, colour))
            x += length
        }
        switch self {
        case .onePixel, .oneColumn, .oneRow:
            while x < width { add(1 + Int(random.next() % 5), random.colour()) }
        case .allSame:
            add(width, RGBAColor(red: 0.9, green: 0.1, blue: 0.5))
        case .stripes:
            var length = 1 + y % 3
            while x < width {
                add(length, RGBAColor(red: Double(length % 7) / 6, green: Double(x % 5) / 4, blue: 0.5))
                length = length < 300 ? length + 1 : 1
            }
        case .repeatingRows, .wideRepeatingRows:
            var row = SplitMix64(seed: UInt64(y / 7))
            while x < width { add(1 + Int(row.next() % 9), row.colour()) }
        case .fewColours:
            let palette = [RGBAColor.white, .black, RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0.5, blue: 1)]
            while x < width { add(1, palette[Int(random.next() % 4)]) }
        case .randomRuns:
            while x < width { add(1 + Int(random.next() % 40), random.colour()) }
        case .noise:
            while x < width { add(1, random.colour()) }
        case .large:
            if (500..<540).contains(y) {
                while x < width { add(1, random.colour()) }
            } else {
                add(width / 3, .white)
                add(width, RGBAColor(red: 0, green: Double(y) / 1_080, blue: 1))
            }
        }
        return runs
    }
}

/// A small, seeded random number generator (SplitMix64), so pictures are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// An opaque colour with random 8-bit channels.
    mutating func colour() -> RGBAColor {
        let bits = next()
        return RGBAColor(red: Double(bits & 0xFF) / 255, green: Double((bits >> 8) & 0xFF) / 255, blue: Double((bits >> 16) & 0xFF) / 255)
    }
}
