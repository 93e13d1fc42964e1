import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// The widths of the leaf views at `frame` of a scene of `content` with `name` tapped at 1 s.
private func widthsAfterTap<Content: View & SendableMetatype>(_ name: String, frame: Int,
                                                             @ViewBuilder content: @escaping @Sendable () -> Content) throws -> [CGFloat] {
    let scene = try Scene(named: "storage", canvas: CGSize(width: 400, height: 400), duration: 2,
                          interactions: [.tap(name, at: 1)], textMeasurer: CairoTextMeasurer(), content: content)
    return try scene.sample(frame: frame).placements.map(\.size.width)
}

private enum Mode: Int { case off = 1, on = 4 }
private enum Theme: String { case light = "l", dark = "dark" }

/// `@AppStorage` and `@ScaledMetric`, as apps write them: values kept under a key for the whole
/// app (in a scene, shared by the views and starting at their defaults), and dimensions that
/// follow the text size.
@Suite("Models: AppStorage and ScaledMetric")
struct ModelsStorageTests {
    @Test("AppStorage(wrappedValue:_:store:) keeps each kind of value at its default until an event writes it")
    func appStorageWithDefaults() throws {
        struct Settings: View {
            @AppStorage private var flag: Bool
            @AppStorage private var count: Int
            @AppStorage private var level: Double
            @AppStorage private var name: String
            @AppStorage private var link: URL
            @AppStorage private var blob: Data
            @AppStorage private var day: Date
            @AppStorage private var mode: Mode
            @AppStorage private var theme: Theme
            init() {
                _flag = AppStorage(wrappedValue: false, "flag")
                _count = AppStorage(wrappedValue: 1, "count")
                _level = AppStorage(wrappedValue: 1.5, "level", store: .standard)
                _name = AppStorage(wrappedValue: "ab", "name")
                _link = AppStorage(wrappedValue: URL(string: "https://a.b/c")!, "link")
                _blob = AppStorage(wrappedValue: Data([1, 2]), "blob")
                _day = AppStorage(wrappedValue: Date(timeIntervalSince1970: 3), "day")
                _mode = AppStorage(wrappedValue: .off, "mode")
                _theme = AppStorage(wrappedValue: .light, "theme")
            }
            var body: some View {
                VStack {
                    Rectangle().frame(width: flag ? 20 : 10, height: 2)
                    Rectangle().frame(width: CGFloat(10 * count), height: 2)
                    Rectangle().frame(width: CGFloat(10 * level), height: 2)
                    Rectangle().frame(width: CGFloat(10 * name.count), height: 2)
                    Rectangle().frame(width: CGFloat(10 * link.path.count), height: 2)
                    Rectangle().frame(width: CGFloat(10 * blob.count), height: 2)
                    Rectangle().frame(width: CGFloat(10 * day.timeIntervalSince1970), height: 2)
                    Rectangle().frame(width: CGFloat(10 * mode.rawValue), height: 2)
                    Rectangle().frame(width: CGFloat(10 * theme.rawValue.count), height: 2)
                    Button("Set") {
                        flag = true
                        count = 3
                        level = 2.5
                        name = "abcd"
                        link = URL(string: "https://a.b/cdefg")!
                        blob = Data([1, 2, 3])
                        day = Date(timeIntervalSince1970: 7)
                        mode = .on
                        theme = .dark
                    }
                }
            }
        }
        let before = try widthsAfterTap("Set", frame: 15) { Settings() }
        let after = try widthsAfterTap("Set", frame: 45) { Settings() }
        #expect(Array(before.prefix(9)) == [10, 10, 15, 20, 20, 20, 30, 10, 10], "the defaults")
        #expect(Array(after.prefix(9)) == [20, 30, 25, 40, 60, 30, 70, 40, 40], "the values written")
    }

    @Test("AppStorage(_:store:) keeps an optional value, nil until an event writes it")
    func appStorageOptionals() throws {
        struct Settings: View {
            @AppStorage private var flag: Bool?
            @AppStorage private var count: Int?
            @AppStorage private var level: Double?
            @AppStorage private var name: String?
            @AppStorage private var link: URL?
            @AppStorage private var blob: Data?
            @AppStorage private var day: Date?
            @AppStorage private var mode: Mode?
            @AppStorage private var theme: Theme?
            init() {
                _flag = AppStorage("flag")
                _count = AppStorage("count")
                _level = AppStorage("level", store: nil)
                _name = AppStorage("name")
                _link = AppStorage("link")
                _blob = AppStorage("blob")
                _day = AppStorage("day")
                _mode = AppStorage("mode")
                _theme = AppStorage("theme")
            }
            var body: some View {
                let set: [Bool] = [flag != nil, count != nil, level != nil, name != nil, link != nil, blob != nil, day != nil,
                                   mode != nil, theme != nil]
                VStack {
                    ForEach(0..<set.count, id: \.self) { index in
                        Rectangle().frame(width: set[index] ? 30 : 10, height: 2)
                    }
                    Button("Set") {
                        flag = true
                        count = 1
                        level = 1
                        name = "a"
                        link = URL(string: "https://a.b")
                        blob = Data()
                        day = Date(timeIntervalSince1970: 0)
                        mode = .on
                        theme = .dark
                    }
                }
            }
        }
        #expect(Array(try widthsAfterTap("Set", frame: 15) { Settings() }.prefix(9)) == Array(repeating: 10, count: 9), "nil at first")
        #expect(Array(try widthsAfterTap("Set", frame: 45) { Settings() }.prefix(9)) == Array(repeating: 30, count: 9), "set by the tap")
    }

    @Test("@AppStorage values are shared by every view with the key, and $value is a binding to it")
    func appStorageShared() throws {
        struct Reader: View {
            @AppStorage("volume") private var volume = 2
            var body: some View { Rectangle().frame(width: CGFloat(10 * volume), height: 5) }
        }
        struct Louder: View {
            @Binding var volume: Int
            var body: some View { Button("Louder") { volume += 3 } }
        }
        struct Writer: View {
            @AppStorage("volume") private var volume = 2
            var body: some View { Louder(volume: $volume) }
        }
        let content = { @Sendable in VStack { Reader(); Writer() } }
        #expect(try widthsAfterTap("Louder", frame: 15, content: content)[0] == 20)
        #expect(try widthsAfterTap("Louder", frame: 45, content: content)[0] == 50, "written by another view")
    }

    @Test("@ScaledMetric is its value at the default text size and grows with the body text at a larger one")
    func scaledMetric() throws {
        struct Badge: View {
            @ScaledMetric private var side: CGFloat = 34
            var body: some View { Rectangle().frame(width: side, height: side) }
        }
        struct Explicit: View {
            @ScaledMetric private var side: CGFloat
            init() { _side = ScaledMetric(wrappedValue: 17) }
            var body: some View { Rectangle().frame(width: side, height: 5) }
        }
        let regular = try ViewProbe(width: 200, height: 200) { Badge() }
        let large = try ViewProbe(width: 200, height: 200) { Badge().environment(\.dynamicTypeSize, .xxxLarge) }
        let accessible = try ViewProbe(width: 200, height: 200) { Explicit().environment(\.dynamicTypeSize, .accessibility5) }
        #expect(abs((regular.frames.first?.width ?? 0) - 34) < 1e-9, "the default text size, large")
        #expect(abs((large.frames.first?.width ?? 0) - 46) < 1e-9, "body text goes from 17 to 23 points")
        #expect(abs((accessible.frames.first?.width ?? 0) - 53) < 1e-9, "body text at 53 points")
    }
}
