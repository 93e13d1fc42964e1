import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A value of this file's own in the environment, as apps declare one.
private struct BarWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 20
}

extension EnvironmentValues {
    fileprivate var barWidth: CGFloat {
        get { self[BarWidthKey.self] }
        set { self[BarWidthKey.self] = newValue }
    }
}

/// `@Environment`, `EnvironmentKey`, `EnvironmentValues` and the modifiers that set values
/// (`.environment(_:_:)`, `.preferredColorScheme(_:)`, `.disabled(_:)`), as apps write them.
@Suite("Environment")
struct EnvironmentTests {
    @Test("Environment(_:) with a key path of your own reads the EnvironmentKey's default, or what environment(_:_:) sets above", arguments: [
        (nil, 20.0), (50.0, 50.0), (0.0, 0.0),
    ] as [(CGFloat?, CGFloat)])
    func environmentKeyPath(set: CGFloat?, expectedWidth: CGFloat) throws {
        /// A bar as wide as the environment's `barWidth`.
        struct EnvironmentBar: View {
            @Environment(\.barWidth) private var width
            var body: some View { Rectangle().fill(.blue).frame(width: width, height: 10) }
        }
        let probe = try ViewProbe(width: 200, height: 40) {
            if let set {
                EnvironmentBar().environment(\.barWidth, set)
            } else {
                EnvironmentBar()
            }
        }
        #expect(abs((probe.frames.first?.width ?? -1) - expectedWidth) < 1e-9)
    }

    @Test("EnvironmentKey.defaultValue and EnvironmentValues' subscript: a fresh EnvironmentValues() gives the default, a set value after; its description counts what is set")
    func environmentValuesSubscript() {
        var values = EnvironmentValues()
        #expect(values[BarWidthKey.self] == BarWidthKey.defaultValue)
        values[BarWidthKey.self] = 7
        #expect(values.barWidth == 7)
        #expect(EnvironmentValues().colorScheme == .light)
        #expect(values.description == "EnvironmentValues(1 set)")
    }

    @Test("Environment(\\.colorScheme) is light by default and dark under preferredColorScheme(.dark) or environment(\\.colorScheme, .dark)", arguments: [
        (0, Pixel.black), (1, Pixel.white), (2, Pixel.white),
    ])
    func colorScheme(setting: Int, expected: RGBA8) throws {
        /// A disc drawn white in the dark appearance and black in the light, as apps pick by scheme.
        struct SchemeDisc: View {
            @Environment(\.colorScheme) private var colorScheme
            var body: some View { Circle().fill(colorScheme == .dark ? Color.white : Color.black).frame(width: 40, height: 40) }
        }
        let image = try ViewProbe(width: 60, height: 60) {
            switch setting {
            case 1: SchemeDisc().preferredColorScheme(.dark)
            case 2: SchemeDisc().environment(\.colorScheme, .dark)
            default: SchemeDisc()
            }
        }.image()
        expectPixel(image, x: 30, y: 30, expected, "the disc's middle")
        #expect(EnvironmentValues().colorScheme == .light)
    }

    @Test("preferredColorScheme(.dark) draws the standard and system colours in iOS's dark values, and primary text white")
    func darkAppearanceColors() throws {
        let probe = try ViewProbe(width: 120, height: 60) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 60)
                Color(.systemGray5).frame(width: 40, height: 60)
                Color.primary.frame(width: 40, height: 60)
            }
            .preferredColorScheme(.dark)
        }
        let image = try probe.image()
        expectPixel(image, x: 20, y: 30, RGBA8(red: 0xFF, green: 0x45, blue: 0x3A), "dark .red, #FF453A")
        expectPixel(image, x: 60, y: 30, RGBA8(red: 44, green: 44, blue: 46), "dark systemGray5, #2C2C2E")
        expectPixel(image, x: 100, y: 30, Pixel.white, "dark .primary")
        let text = try ViewProbe(width: 120, height: 40) { Text("Hi").preferredColorScheme(.dark) }
        #expect(text.looks.compactMap(\.label).first?.color == .white)
    }

    @Test("the values apps read have an iPhone's defaults in portrait: compact across, regular down, active, large type, POSIX locale")
    func defaults() throws {
        /// Text naming the environment values apps read most, to check their defaults.
        struct EnvironmentReport: View {
            @Environment(\.horizontalSizeClass) private var horizontal
            @Environment(\.verticalSizeClass) private var vertical
            @Environment(\.scenePhase) private var scenePhase
            @Environment(\.dynamicTypeSize) private var dynamicTypeSize
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.locale) private var locale
            @Environment(\.layoutDirection) private var layoutDirection
            @Environment(\.isEnabled) private var isEnabled
            var body: some View {
                Text(verbatim: "\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil") \(scenePhase) \(dynamicTypeSize) "
                     + "\(reduceMotion) \(locale.identifier) \(layoutDirection) \(isEnabled)")
            }
        }
        let label = try #require(try ViewProbe(width: 600, height: 40) { EnvironmentReport() }.looks.compactMap(\.label).first)
        #expect(label.text == "compact regular active large false en_US_POSIX leftToRight true")
    }

    @Test("disabled(_:) with true makes isEnabled false inside; with false it leaves it as it is")
    func disabled() throws {
        /// Whether the views inside are enabled, shown as the colour of a square: green enabled, red not.
        struct EnabledSquare: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Rectangle().fill(isEnabled ? Color.green : Color.red).frame(width: 30, height: 30) }
        }
        let image = try ViewProbe(width: 90, height: 30) {
            HStack(spacing: 0) {
                EnabledSquare()
                EnabledSquare().disabled(true)
                EnabledSquare().disabled(false)
            }
        }.image()
        expectPixel(image, x: 15, y: 15, Pixel.green, "enabled")
        expectPixel(image, x: 45, y: 15, Pixel.red, "disabled")
        expectPixel(image, x: 75, y: 15, Pixel.green, "disabled(false)")
    }

    @Test("disabled(_:) keeps a tapped button's action from running: the count stays 0")
    func disabledButton() throws {
        struct Counter: View {
            let isDisabled: Bool
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }.disabled(isDisabled)
                    Rectangle().fill(.blue).frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        for (isDisabled, width) in [(false, 30.0), (true, 10.0)] as [(Bool, CGFloat)] {
            let scene = try Scene(named: "disabled", canvas: CGSize(width: 200, height: 100), duration: 1, interactions: [.tap("Add", at: 0.5)],
                                  textMeasurer: CairoTextMeasurer()) { Counter(isDisabled: isDisabled) }
            let sampled = try scene.sample(frame: 29)
            #expect(abs((sampled.placements.last?.frame.width ?? -1) - width) < 1e-9, "disabled: \(isDisabled)")
        }
    }

    @Test("Environment(\\.dismiss) and Environment(\\.openURL) can be called: dismiss does nothing outside a presentation (DismissActionTests shows sheets and pushed screens), openURL calls the handler set above")
    func actions() throws {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        struct Opener: View {
            @Environment(\.openURL) private var openURL
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Open") {
                    dismiss()
                    openURL(URL(fileURLWithPath: "/help"))
                }
            }
        }
        _ = try Scene(named: "open", canvas: CGSize(width: 200, height: 100), duration: 1, interactions: [.tap("Open", at: 0.5)],
                      textMeasurer: CairoTextMeasurer()) {
            Opener().environment(\.openURL, OpenURLAction { url in
                opened.urls.append(url)
                return .handled
            })
        }.sample(frame: 29)
        #expect(opened.urls.map(\.path).contains("/help"))
        #expect(EnvironmentValues().dismiss.isPresented == false)
    }
}
