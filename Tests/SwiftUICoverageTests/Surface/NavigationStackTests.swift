import CairoRasterizer
import FrameRendering
import Testing
import Zoetrope

/// The frame of the first leaf view whose label is `text` in `probe`.
private func frame(of text: String, in probe: ViewProbe) -> CGRect? {
    zip(probe.looks, probe.frames).first { $0.0.label?.text == text }?.1
}

/// The label look of the first leaf view whose label is `text` in `probe`.
private func label(_ text: String, in probe: ViewProbe) -> TextLabel? {
    probe.looks.first { $0.label?.text == text }?.label
}

/// A scene of `content` on a 390 × 500 canvas (10 fps, 3 s) with the named views tapped at the times given.
private func tappedScene<Content: View & SendableMetatype>(_ taps: [(String, TimeInterval)],
                                                          @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "navigation", canvas: CGSize(width: 390, height: 500), fps: 10, duration: 3,
              interactions: taps.map { .tap($0.0, at: $0.1) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The labels drawn (not hidden) in a sampled frame, in order.
func visibleTexts(_ frame: SampledFrame) -> [String] {
    zip(frame.looks, frame.placements).compactMap { $0.1.opacity > 0 ? $0.0.label?.text : nil }
}

/// The labels drawn (not hidden) in a sampled frame, in order.
private func texts(_ frame: SampledFrame) -> [String] {
    visibleTexts(frame)
}

/// `NavigationStack`, `NavigationView` and the title modifiers, as apps write them: the bar at the
/// top of the stack with a large (34 pt bold, leading 16, 96 pt bar) or inline (17 pt semibold,
/// centred, 44 pt bar) title read from the content, the content below it.
@Suite("Navigation stacks")
struct NavigationStackTests {
    @Test("NavigationStack(root:) with navigationTitle(_:) draws a large 34 pt bold title 16 pt from the leading edge, and the content below the 96 pt bar")
    func largeTitle() throws {
        let probe = try ViewProbe(width: 390, height: 500) {
            NavigationStack {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                    Spacer()
                }
                .navigationTitle("Inbox")
            }
        }
        let title = try #require(label("Inbox", in: probe))
        #expect(title.fontSize == 34)
        let titleFrame = try #require(frame(of: "Inbox", in: probe))
        #expect(abs(titleFrame.minX - 16) < 0.5)
        #expect(titleFrame.maxY <= 96 && titleFrame.minY >= 44)
        expectFrame(probe.frames.first, CGRect(x: 0, y: 96, width: 390, height: 50), tolerance: 0.5, "the content under the bar")
        let image = try probe.image()
        expectPixel(image, x: 300, y: 100, Pixel.red, "the content starts at the bar's bottom")
        expectPixel(image, x: 300, y: 92, Pixel.white, "the bar has no background of its own")
    }

    @Test("navigationTitle(_:) takes a Text, a String, a Binding<String> or a view, shown as the large title",
          arguments: ["Text", "String", "Binding", "view"])
    func titleForms(form: String) throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                switch form {
                case "Text": Color.red.navigationTitle(Text("Mail"))
                case "String": Color.red.navigationTitle(String("Mail"))
                case "Binding": Color.red.navigationTitle(.constant("Mail"))
                default: Color.red.navigationTitle { Text("Mail") }
                }
            }
        }
        #expect(label("Mail", in: probe)?.fontSize == 34, "the title drawn large")
        let titleFrame = try #require(frame(of: "Mail", in: probe))
        #expect(abs(titleFrame.minX - 16) < 0.5)
        expectFrame(probe.frames.first, CGRect(x: 0, y: 96, width: 390, height: 204), tolerance: 0.5, "the content fills the space under the bar")
    }

    @Test("navigationBarTitleDisplayMode(.inline) draws the title 17 pt, centred in a 44 pt bar; .large and .automatic on the root draw it large",
          arguments: [NavigationBarItem.TitleDisplayMode.inline, .large, .automatic])
    func displayMode(mode: NavigationBarItem.TitleDisplayMode) throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(mode)
            }
        }
        let title = try #require(frame(of: "Settings", in: probe))
        if mode == .inline {
            #expect(label("Settings", in: probe)?.fontSize == 17)
            #expect(abs(title.midX - 195) < 0.5 && abs(title.midY - 22) < 1, "centred in the bar: \(title)")
            expectFrame(probe.frames.first, CGRect(x: 0, y: 44, width: 390, height: 256), tolerance: 0.5)
        } else {
            #expect(label("Settings", in: probe)?.fontSize == 34)
            expectFrame(probe.frames.first, CGRect(x: 0, y: 96, width: 390, height: 204), tolerance: 0.5)
        }
    }

    @Test("NavigationView(content:) is a stack: the title in its bar, the content under it")
    func navigationView() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationView {
                Color.red.navigationTitle("Notes")
            }
        }
        #expect(label("Notes", in: probe)?.fontSize == 34)
        expectFrame(probe.frames.first, CGRect(x: 0, y: 96, width: 390, height: 204), tolerance: 0.5)
    }

    @Test("navigationBarHidden(true) leaves no bar: the content takes its place; false keeps it")
    func barHidden() throws {
        for hidden in [true, false] {
            let probe = try ViewProbe(width: 390, height: 300) {
                NavigationStack {
                    Color.red.navigationTitle("Notes").navigationBarHidden(hidden)
                }
            }
            expectFrame(probe.frames.first, CGRect(x: 0, y: hidden ? 0 : 96, width: 390, height: hidden ? 300 : 204), tolerance: 0.5)
            #expect((label("Notes", in: probe) == nil) == hidden)
        }
    }

    @Test("navigationSubtitle(_:) draws a line under the large title in the secondary colour; it takes a Text, a key or a String",
          arguments: ["Text", "key", "String"])
    func subtitle(form: String) throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                switch form {
                case "Text": Color.red.navigationTitle("Inbox").navigationSubtitle(Text("3 unread"))
                case "key": Color.red.navigationTitle("Inbox").navigationSubtitle(LocalizedStringKey("3 unread"))
                default: Color.red.navigationTitle("Inbox").navigationSubtitle(String("3 unread"))
                }
            }
        }
        let title = try #require(frame(of: "Inbox", in: probe)), subtitle = try #require(frame(of: "3 unread", in: probe))
        #expect(subtitle.minY >= title.maxY - 0.5 && abs(subtitle.minX - 16) < 0.5)
        #expect(label("3 unread", in: probe)?.fontSize == 15)
        #expect(label("3 unread", in: probe)?.color != label("Inbox", in: probe)?.color, "secondary, not primary")
        #expect((probe.frames.first?.minY ?? 0) > 96, "the bar grows by the subtitle's line")
    }

    @Test("NavigationStack(path:root:) with a NavigationPath shows the screen of the path's last value, with its title, over the root; the back button, titled with the root's title, pops it")
    func navigationPath() throws {
        struct Screen: View {
            @State private var path = NavigationPath([7])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationTitle("Numbers")
                        .navigationDestination(for: Int.self) { number in
                            Text("Number \(number)").navigationTitle("Detail \(number)")
                        }
                }
            }
        }
        let scene = try tappedScene([("Numbers", 1)]) { Screen() }
        let before = try scene.sample(frame: 5)
        #expect(texts(before).contains("Number 7"))
        #expect(texts(before).contains("Detail 7"), "the pushed screen's title")
        #expect(texts(before).contains("Numbers"), "the back button shows the root's title")
        let after = try scene.sample(frame: 15)
        #expect(!texts(after).contains("Number 7"), "the back button popped the screen")
        #expect(texts(after).contains("Root"))
    }

    @Test("NavigationStack(path:root:) with an array: a NavigationLink(value:) tap appends its value and the destination of its type is pushed, inline under an inline root")
    func arrayPath() throws {
        struct Screen: View {
            @State private var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Fruit", value: "Apple")
                        Text("Count \(path.count)")
                    }
                    .navigationTitle("Food")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: String.self) { name in Text(name).navigationTitle(name) }
                }
            }
        }
        let scene = try tappedScene([("Fruit", 1)]) { Screen() }
        #expect(texts(try scene.sample(frame: 5)).contains("Count 0"))
        let after = try scene.sample(frame: 15)
        #expect(texts(after).contains("Count 1"), "the link appended its value to the path")
        let titles = zip(after.looks, after.placements).filter { $0.0.label?.text == "Apple" && $0.1.opacity > 0 }
        #expect(titles.count == 2, "the destination's text and its title")
        #expect(titles.contains { $0.0.label?.fontSize == 17 && abs($0.1.frame.midY - 22) < 1 }, "the title inline, as the root's")
    }

    @Test("navigationBarBackButtonHidden(_:) hides the back button of a pushed screen")
    func backButtonHidden() throws {
        for hidden in [true, false] {
            let probe = try ViewProbe(width: 390, height: 300) {
                NavigationStack(path: .constant(NavigationPath([1]))) {
                    Color.red
                        .navigationTitle("Start")
                        .navigationDestination(for: Int.self) { _ in
                            Color.blue.navigationTitle("Next").navigationBarBackButtonHidden(hidden)
                        }
                }
            }
            let starts = probe.looks.filter { $0.label?.text == "Start" }
            #expect(starts.count == (hidden ? 1 : 2), "the root's own title, and the back button's when shown")
        }
    }

    @Test("the default back button title is Back when the previous screen has no title, drawn in the tint with a chevron")
    func defaultBackTitle() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack(path: .constant(NavigationPath([1]))) {
                Color.red.navigationDestination(for: Int.self) { _ in Color.blue.navigationTitle("Next") }
            }
        }
        let back = try #require(label("Back", in: probe))
        #expect(back.color == Color.blue.rgba, "the accent colour")
        let backFrame = try #require(frame(of: "Back", in: probe))
        #expect(backFrame.minX > 8 && backFrame.minX < 30 && abs(backFrame.midY - 22) < 1)
    }
}

