import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A view that shows what its screen puts in its environment: the size classes set the red
/// bar's size, the pixel density the blue bar's width, the appearance its height.
private struct ScreenReport: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: horizontal == .regular ? 200 : 100, height: vertical == .regular ? 40 : 20)
            Color.blue.frame(width: 10 * displayScale, height: colorScheme == .dark ? 30 : 15)
        }
    }
}

/// `Scene(named:device:orientation:colorScheme:…)`: a view on a device's screen, as an app
/// shows it. Screens and insets are the catalog's (sources in docs/devices.md); size classes
/// follow Apple's Human Interface Guidelines ("Layout", Device size classes).
@Suite("Scenes on devices")
struct DeviceSceneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var device: Device
        var orientation: InterfaceOrientation = .portrait
        var colorScheme: ColorScheme = .light
        var canvas: CGSize
        /// The safe area's centre, where the report is centred.
        var centre: CGPoint
        var red: CGSize
        var blue: CGSize
        var background: RGBA8
        var testDescription: String { "\(device) \(orientation.id) \(colorScheme)" }
    }

    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0)

    @Test("the canvas is the screen, the view is centred in the safe area, the environment has the screen's size classes, scale and appearance", arguments: [
        // Upright: compact width, regular height; 59 above and 34 below.
        Case(device: .iPhone16, canvas: CGSize(width: 393, height: 852), centre: CGPoint(x: 196.5, y: 59 + 759 / 2.0),
             red: CGSize(width: 100, height: 40), blue: CGSize(width: 30, height: 15), background: white),
        // On its side: compact both ways; 59 each side, 21 below.
        Case(device: .iPhone16, orientation: .landscapeLeft, canvas: CGSize(width: 852, height: 393),
             centre: CGPoint(x: 426, y: 186), red: CGSize(width: 100, height: 20), blue: CGSize(width: 30, height: 15), background: white),
        // The largest iPhones are regular width on their side.
        Case(device: .iPhone16ProMax, orientation: .landscapeRight, canvas: CGSize(width: 956, height: 440),
             centre: CGPoint(x: 478, y: (440 - 21) / 2.0), red: CGSize(width: 200, height: 20), blue: CGSize(width: 30, height: 15), background: white),
        // An iPad is regular both ways, at 2 pixels a point; dark: a black screen.
        Case(device: .iPadPro11, colorScheme: .dark, canvas: CGSize(width: 834, height: 1210), centre: CGPoint(x: 417, y: 24 + 1166 / 2.0),
             red: CGSize(width: 200, height: 40), blue: CGSize(width: 20, height: 30), background: black),
        // A Mac window never turns and has no insets.
        Case(device: .mac, orientation: .landscapeLeft, canvas: CGSize(width: 800, height: 600), centre: CGPoint(x: 400, y: 300),
             red: CGSize(width: 200, height: 40), blue: CGSize(width: 20, height: 15), background: white),
    ])
    func screens(_ test: Case) throws {
        let scene = try Scene(named: "screen", device: test.device, orientation: test.orientation, colorScheme: test.colorScheme,
                              textMeasurer: CairoTextMeasurer()) { ScreenReport() }
        #expect(scene.canvasSize == test.canvas)
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        try #require(frames.count == 2)
        #expect(frames[0].size == test.red && frames[1].size == test.blue, "\(frames)")
        let middle = CGPoint(x: frames[0].midX, y: (frames[0].minY + frames[1].maxY) / 2)
        #expect(abs(middle.x - test.centre.x) < 1e-9 && abs(middle.y - test.centre.y) < 1e-9, "\(middle), expected \(test.centre)")
        #expect(try drawnImage(of: scene, frame: 0).pixel(x: 1, y: 1) == test.background)
    }

    @Test("GeometryProxy.safeAreaInsets: a reader that ignores the safe area reports the insets it covers (59 and 34 on an iPhone 16, 59 either side on its side); one inside reports none",
          arguments: [(InterfaceOrientation.portrait, [59.0, 0, 34, 0]), (.landscapeLeft, [0.0, 59, 21, 59])])
    func geometryProxySafeAreaInsets(orientation: InterfaceOrientation, expected: [Double]) throws {
        final class Seen: @unchecked Sendable { var covering: EdgeInsets?; var inside: EdgeInsets? }
        struct Reader: View {
            let seen: Seen
            var body: some View {
                ZStack {
                    GeometryReader { proxy -> Color in
                        seen.covering = proxy.safeAreaInsets
                        return Color.clear
                    }
                    .ignoresSafeArea()
                    GeometryReader { proxy -> Color in
                        seen.inside = proxy.safeAreaInsets
                        return Color.clear
                    }
                }
            }
        }
        let seen = Seen()
        let scene = try Scene(named: "insets", device: .iPhone16, orientation: orientation) { Reader(seen: seen) }
        _ = try scene.sample(frame: 0)
        let covering = try #require(seen.covering), inside = try #require(seen.inside)
        #expect([covering.top, covering.leading, covering.bottom, covering.trailing].map(Double.init) == expected)
        #expect(inside == EdgeInsets(), "inside the safe area: \(inside)")
    }

    @Test("a background that ignores the safe area fills the screen, status bar and all, on the iPhone SE")
    func ignoringTheSafeArea() throws {
        let scene = try Scene(named: "screen", device: .iPhoneSE, textMeasurer: CairoTextMeasurer()) {
            Color.yellow.ignoresSafeArea()
        }
        let image = try drawnImage(of: scene, frame: 0)
        let held = try Scene(named: "screen", device: .iPhoneSE, textMeasurer: CairoTextMeasurer()) { Color.yellow }
        let kept = try drawnImage(of: held, frame: 0)
        #expect(image.width == 375 && image.height == 667)
        #expect(image.pixel(x: 187, y: 5) == image.pixel(x: 187, y: 300), "the status bar's strip is yellow too")
        #expect(kept.pixel(x: 187, y: 5) == Self.white && kept.pixel(x: 187, y: 25) == image.pixel(x: 187, y: 300),
                "without it, the 20-point status bar stays the background")
    }

    @Test("Device.named finds a device by any of its names, ignoring case and spaces; an unknown name gets the nearest", arguments: [
        ("iPhone 16", "iPhone 16"), ("iphone 15 pro", "iPhone 16"), ("iPhone  13 mini", "iPhone 13 mini"),
        ("iPhone 8", "iPhone SE (3rd generation)"), ("iPad Air 11-inch (M2)", "iPad (10th generation)"), ("My Mac", "Mac"),
    ])
    func lookup(name: String, device: String) {
        #expect(Device.named(name)?.name == device)
    }

    @Test("every name in the catalog names one device, and every screen's insets leave room")
    func catalog() throws {
        let names = Device.catalog.flatMap { [$0.name] + $0.otherNames }.map { $0.lowercased() }
        #expect(Set(names).count == names.count, "a name is used twice")
        #expect(Device.catalog.first == Device.standard)
        for device in Device.catalog {
            for landscape in [false, true] {
                let screen = device.screen(landscape: landscape)
                let safe = screen.safeArea
                #expect(safe.top + safe.bottom < screen.size.height / 4 && safe.leading + safe.trailing < screen.size.width / 4, "\(device)")
            }
        }
        #expect(Device.named("iPhone 61") == nil)
        #expect(Device.unknownDeviceMessage("iPhone 61").hasPrefix(#"unknown device "iPhone 61" (did you mean "iPhone 11"?); known devices: iPhone 16, iPhone 16 Plus"#))
    }
}
