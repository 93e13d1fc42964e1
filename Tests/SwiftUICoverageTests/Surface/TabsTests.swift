import CairoRasterizer
import FrameRendering
import Testing
import Zoetrope

/// The frame of the first visible leaf view whose label is `text` in `frame`.
private func visibleFrame(of text: String, in frame: SampledFrame) -> CGRect? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.1.frame
}

/// The colour of the first visible label `text` in `frame`.
private func visibleColor(of text: String, in frame: SampledFrame) -> RGBAColor? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.0.label?.color
}

/// `TabView` and `tabItem`, as apps write them: the selected tab's content over a 49 pt tab bar
/// of the tabs' labels, the selected one in the tint; a tap on a tab selects it.
@Suite("Tab views")
struct TabsTests {
    @Test("TabView(content:) with tabItem(_:) shows the first tab over a 49 pt tab bar; its title in the tint, the others grey; a tap on a tab switches to it")
    func tabView() throws {
        let scene = try Scene(named: "tabs", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 2,
                              interactions: [.tap("Settings", at: 1)], textMeasurer: CairoTextMeasurer()) {
            TabView {
                Text("Home screen").tabItem({ Label("Home", systemImage: "house") })
                Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        let before = try scene.sample(frame: 5)
        #expect(visibleTexts(before).contains("Home screen") && !visibleTexts(before).contains("Settings screen"))
        let home = try #require(visibleFrame(of: "Home", in: before)), settings = try #require(visibleFrame(of: "Settings", in: before))
        #expect(home.minY > 351 && home.maxY <= 400, "in the 49 pt bar at the bottom: \(home)")
        #expect(abs(home.midX - 97.5) < 1 && abs(settings.midX - 292.5) < 1, "two equal tabs")
        #expect(visibleColor(of: "Home", in: before) == Color.blue.rgba, "the selected tab in the tint")
        #expect(visibleColor(of: "Settings", in: before) == Color(uiColor: .systemGray).rgba, "the other grey")
        let screen = try #require(visibleFrame(of: "Home screen", in: before))
        #expect(abs(screen.midY - 175.5) < 1, "the content centred above the bar")
        let after = try scene.sample(frame: 15)
        #expect(visibleTexts(after).contains("Settings screen") && !visibleTexts(after).contains("Home screen"))
        #expect(visibleColor(of: "Settings", in: after) == Color.blue.rgba)
        let probe = try ViewProbe(width: 390, height: 400) {
            TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.green.tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        let image = try probe.image()
        expectPixel(image, x: 10, y: 390, RGBA8(red: 249, green: 249, blue: 249), "the bar's background")
        expectPixel(image, x: 10, y: 340, Pixel.red, "the first tab's content above the bar")
    }

    @Test("TabView(selection:content:) shows the tab its binding selects and a tap writes the binding",
          arguments: [0, 1])
    func selection(start: Int) throws {
        struct Screen: View {
            @State var selected: Int
            var body: some View {
                TabView(selection: $selected) {
                    Text("First \(selected)").tabItem { Text("One") }.tag(0)
                    Text("Second \(selected)").tabItem { Text("Two") }.tag(1)
                }
            }
        }
        let scene = try Scene(named: "tabs", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 2,
                              interactions: [.tap("Two", at: 1)], textMeasurer: CairoTextMeasurer()) { Screen(selected: start) }
        #expect(visibleTexts(try scene.sample(frame: 5)).contains(start == 0 ? "First 0" : "Second 1"))
        #expect(visibleTexts(try scene.sample(frame: 15)).contains("Second 1"))
    }

    @Test("TabView(selection:content:) with an enum selection: the tab at the case's position is shown")
    func enumSelection() throws {
        enum Section: Hashable, CaseIterable { case news, sports }
        struct Screen: View {
            var body: some View {
                TabView(selection: .constant(Section.sports)) {
                    Text("News").tabItem { Text("N") }.tag(Section.news)
                    Text("Sports").tabItem { Text("S") }.tag(Section.sports)
                }
            }
        }
        let probe = try ViewProbe(width: 390, height: 400) { Screen() }
        #expect(visibleTexts(probe.sampled).contains("Sports") && !visibleTexts(probe.sampled).contains("News"))
    }

    @Test("toolbar(.hidden, for: .tabBar) hides the tab bar: the content takes its place")
    func hiddenTabBar() throws {
        let probe = try ViewProbe(width: 390, height: 400) {
            TabView {
                Color.red.tabItem { Text("One") }.toolbar(.hidden, for: .tabBar)
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 390, height: 400), tolerance: 0.5)
        #expect(!visibleTexts(probe.sampled).contains("One"))
    }
}
