import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` (10 fps, 2 s) with `name` tapped at each of `times`.
private func scene<Content: View & SendableMetatype>(tapping name: String, at times: [TimeInterval],
                                                    @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "events", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2,
              interactions: times.map { .tap(name, at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The widths of the leaf views at `frame` of `scene`.
private func widths(_ scene: Scene, frame: Int) throws -> [CGFloat] {
    try scene.sample(frame: frame).placements.map(\.size.width)
}

/// The event handlers, as apps write them: `.onAppear`, `.onDisappear`, `.onTapGesture`,
/// `.onChange`, `.task` and `.accessibilityIdentifier`; each writes state that sizes a bar.
@Suite("Event handlers")
struct EventTests {
    @Test("onAppear(perform:) runs as the view first appears, before the first frame is drawn")
    func onAppear() throws {
        struct Grower: View {
            @State private var length: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                    .onAppear { length = 140 }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Grower() }
        #expect(probe.frames.first?.width == 140)
    }

    @Test("onDisappear(perform:) runs when the view leaves the body")
    func onDisappear() throws {
        struct Leaver: View {
            @State private var shown = true
            @State private var gone = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 50 * gone), height: 10)
                    if shown {
                        Circle().frame(width: 10, height: 10).onDisappear { gone += 1 }
                    }
                    Button("Hide") { shown = false }
                }
            }
        }
        let scene = try scene(tapping: "Hide", at: [1]) { Leaver() }
        #expect(try widths(scene, frame: 5)[0] == 10)
        #expect(try widths(scene, frame: 15)[0] == 60, "ran once as the circle left")
    }

    @Test("onTapGesture(count:perform:) runs its action on each tap of the view, named by accessibilityIdentifier(_:)")
    func onTapGesture() throws {
        struct Tappable: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 30 * taps), height: 20)
                        .onTapGesture { taps += 1 }
                        .accessibilityIdentifier("bar")
                }
            }
        }
        let scene = try scene(tapping: "bar", at: [0.5, 1]) { Tappable() }
        #expect(try widths(scene, frame: 2) == [10])
        #expect(try widths(scene, frame: 7) == [40])
        #expect(try widths(scene, frame: 12) == [70])
    }

    @Test("onChange(of:initial:_:) with (old, new) runs after each change with both values; initial: true also runs as it appears")
    func onChangeOldNew() throws {
        struct Watcher: View {
            @State private var count = 1
            @State private var seen: [Int] = []
            @State private var first: [Int] = []
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 * seen.reduce(0, +)), height: 10)
                        .onChange(of: count) { old, new in seen = [old, new] }
                    Rectangle().frame(width: CGFloat(10 * first.count), height: 10)
                        .onChange(of: count, initial: true) { _, new in first.append(new) }
                    Button("Add") { count += 3 }
                }
            }
        }
        let scene = try scene(tapping: "Add", at: [1]) { Watcher() }
        #expect(try widths(scene, frame: 5).prefix(2) == [0, 10], "no change yet; initial ran once")
        #expect(try widths(scene, frame: 15).prefix(2) == [50, 20], "old 1 + new 4; and once more")
    }

    @Test("onChange(of:initial:_:) with no arguments runs after each change, not as the view appears")
    func onChangeNoArguments() throws {
        struct Watcher: View {
            @State private var count = 0
            @State private var runs = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 40 * runs), height: 10)
                        .onChange(of: count) { runs += 1 }
                    Button("Add") { count += 1 }
                }
            }
        }
        let scene = try scene(tapping: "Add", at: [0.5, 1.5]) { Watcher() }
        #expect(try widths(scene, frame: 2)[0] == 10)
        #expect(try widths(scene, frame: 10)[0] == 50)
        #expect(try widths(scene, frame: 18)[0] == 90)
    }

    @Test("task(priority:_:) starts as the view appears; its writes show")
    func task() throws {
        struct Loader: View {
            @State private var loaded: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: loaded, height: 10)
                    .task(priority: .userInitiated) { loaded = 120 }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Loader() }
        #expect(probe.frames.first?.width == 120)
    }

    @Test("task(id:priority:_:) starts as the view appears and again each time the id changes")
    func taskWithID() throws {
        struct Loader: View {
            @State private var page = 0
            @State private var loads = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 30 * loads), height: 10)
                        .task(id: page) { loads += 1 }
                    Button("Next") { page += 1 }
                }
            }
        }
        let scene = try scene(tapping: "Next", at: [1]) { Loader() }
        #expect(try widths(scene, frame: 5)[0] == 40)
        #expect(try widths(scene, frame: 15)[0] == 70)
    }
}
