import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` with `name` tapped at each of `times`.
private func tappedScene<Content: View & SendableMetatype>(tapping name: String, at times: [TimeInterval], fps: Int = 30,
                                                          @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "observation", canvas: CGSize(width: 300, height: 200), fps: fps, duration: 2,
              interactions: times.map { .tap(name, at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The width of the `index`-th leaf view at `frame` of `scene`.
private func width(_ scene: Scene, frame: Int, leaf index: Int) throws -> CGFloat {
    try scene.sample(frame: frame).placements[index].size.width
}

/// A model as apps write one with the Observation module, which `import Zoetrope` brings.
@Observable
private final class Meter {
    var level = 0
    var label = "low"
}

/// A model of a tree, with a weak reference to its parent and a strong one to what is chosen.
@Observable
private final class Node {
    weak var parent: Node?
    var chosen: Node?
    var size = 10
}

/// `@Observable` models, as apps write them: held in `@State` or a plain property, given with
/// `.environment(_:)` and read with `@Environment(Model.self)`, bound with `@Bindable`; a model
/// changed by an event re-renders the views that read it, animated in `withAnimation`.
@Suite("Models: @Observable, @Bindable, @Environment(Model.self)")
struct ModelsObservationTests {
    @Test("An @Observable model in @State, changed by a tap, widens the bar of a child holding it in a plain property")
    func observableInState() throws {
        struct Bar: View {
            let meter: Meter
            var body: some View { Rectangle().frame(width: CGFloat(10 + 40 * meter.level), height: 10) }
        }
        struct Screen: View {
            @State private var meter = Meter()
            var body: some View {
                VStack {
                    Bar(meter: meter)
                    Button("Up") { meter.level += 1 }
                }
            }
        }
        let scene = try tappedScene(tapping: "Up", at: [0.5, 1]) { Screen() }
        #expect(try width(scene, frame: 59, leaf: 0) == 90, "out of order: two taps")
        #expect(try width(scene, frame: 0, leaf: 0) == 10)
        #expect(try width(scene, frame: 20, leaf: 0) == 50)
    }

    @Test("An @Observable model changed in withAnimation is halfway at mid-animation, at two frame rates", arguments: [24, 30])
    func animatedChange(fps: Int) throws {
        struct Grower: View {
            @State private var meter = Meter()
            var body: some View {
                VStack {
                    Button("Grow") { withAnimation(.linear(duration: 1)) { meter.level = 5 } }
                    Rectangle().frame(width: CGFloat(20 + 40 * meter.level), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Grow", at: [0.5], fps: fps) { Grower() }
        let frame = { (time: Double) in Int((time * Double(fps)).rounded()) }
        #expect(abs(try width(scene, frame: frame(1.0), leaf: 1) - 120) < 1e-6, "halfway at 1 s")
        #expect(abs(try width(scene, frame: frame(1.75), leaf: 1) - 220) < 1e-6, "the end")
        #expect(abs(try width(scene, frame: frame(0.25), leaf: 1) - 20) < 1e-6, "before the tap")
    }

    @Test("environment(_:) gives an @Observable model to the views below, read with @Environment(Model.self)")
    func environmentModel() throws {
        struct Bar: View {
            @Environment(Meter.self) private var meter
            var body: some View { Rectangle().frame(width: CGFloat(10 + 40 * meter.level), height: 10) }
        }
        struct Raise: View {
            @Environment(Meter.self) private var meter
            var body: some View { Button("Up") { meter.level += 2 } }
        }
        struct Board: View {
            var body: some View { VStack { Bar(); Raise() } }
        }
        let scene = try tappedScene(tapping: "Up", at: [1]) { Board().environment(Meter()) }
        #expect(try width(scene, frame: 15, leaf: 0) == 10)
        #expect(try width(scene, frame: 45, leaf: 0) == 90)
    }

    @Test("@Environment(Model.self) with an optional type reads nil where no view above gives the model")
    func optionalEnvironmentModel() throws {
        struct Bar: View {
            @Environment(Meter.self) private var meter: Meter?
            var body: some View { Rectangle().frame(width: meter == nil ? 30 : 60, height: 10) }
        }
        let bare = try ViewProbe(width: 200, height: 100) { Bar() }
        let given = try ViewProbe(width: 200, height: 100) { Bar().environment(Meter()) }
        #expect(bare.frames.first?.width == 30)
        #expect(given.frames.first?.width == 60)
    }

    @Test("@Bindable makes bindings to an @Observable model's properties: $meter.level written through a child's @Binding")
    func bindable() throws {
        struct Raise: View {
            @Binding var level: Int
            var body: some View { Button("Up") { level += 3 } }
        }
        struct Panel: View {
            @Bindable var meter: Meter
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 20 * meter.level), height: 10)
                    Raise(level: $meter.level)
                }
            }
        }
        struct Screen: View {
            @State private var meter = Meter()
            var body: some View { Panel(meter: meter) }
        }
        let scene = try tappedScene(tapping: "Up", at: [1]) { Screen() }
        #expect(try width(scene, frame: 15, leaf: 0) == 10)
        #expect(try width(scene, frame: 45, leaf: 0) == 70)
    }

    @Test("Bindable(wrappedValue:), Bindable(projectedValue:) and Bindable(_:) make the same bindings", arguments: [0, 1, 2])
    func bindableInitialisers(form: Int) throws {
        struct Raise: View {
            @Binding var level: Int
            var body: some View { Button("Up") { level += 1 } }
        }
        struct Panel: View {
            @Bindable var meter: Meter
            let form: Int
            init(meter: Meter, form: Int) {
                self.form = form
                _meter = form == 1 ? Bindable(projectedValue: Bindable(meter)) : Bindable(wrappedValue: meter)
            }
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 20 * meter.level), height: 10)
                    if form == 2 {
                        Raise(level: Bindable(meter).level)
                    } else {
                        Raise(level: $meter.level)
                    }
                }
            }
        }
        struct Screen: View {
            let form: Int
            @State private var meter = Meter()
            var body: some View { Panel(meter: meter, form: form) }
        }
        let scene = try tappedScene(tapping: "Up", at: [1]) { Screen(form: form) }
        #expect(try width(scene, frame: 15, leaf: 0) == 10)
        #expect(try width(scene, frame: 45, leaf: 0) == 30)
    }

    @Test("A model holding objects (a weak parent, a chosen child swapped by a tap) keeps each state's objects, frames in any order")
    func modelHoldingObjects() throws {
        struct Tree: View {
            @State private var root = Node()
            @State private var small = Node()
            @State private var large = Node()
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(root.chosen?.size ?? 5), height: 10)
                    Button("Choose") {
                        small.size = 20
                        large.size = 80
                        small.parent = root
                        large.parent = root
                        root.chosen = root.chosen === small ? large : small
                    }
                }
            }
        }
        let scene = try tappedScene(tapping: "Choose", at: [0.5, 1]) { Tree() }
        #expect(try width(scene, frame: 45, leaf: 0) == 80, "the second tap chose the large node")
        #expect(try width(scene, frame: 20, leaf: 0) == 20, "the first chose the small one")
        #expect(try width(scene, frame: 5, leaf: 0) == 5, "none chosen")
        #expect(try width(scene, frame: 59, leaf: 0) == 80)
    }
}
