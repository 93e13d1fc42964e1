import CairoRasterizer
import Foundation
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A scene of `content` with `name` tapped at each of `times`.
private func tappedScene<Content: View & SendableMetatype>(tapping name: String, at times: [TimeInterval], fps: Int = 30,
                                                          duration: TimeInterval = 2,
                                                          @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "models", canvas: CGSize(width: 300, height: 200), fps: fps, duration: duration,
              interactions: times.map { .tap(name, at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The width of the `index`-th leaf view at `frame` of `scene`.
private func width(_ scene: Scene, frame: Int, leaf index: Int) throws -> CGFloat {
    try scene.sample(frame: frame).placements[index].size.width
}

/// A counter as apps write one: an `ObservableObject` with a `@Published` count.
private final class CounterModel: ObservableObject {
    @Published var count = 0
}

/// A model whose change is announced by hand, with the `objectWillChange` an `ObservableObject`
/// has by default.
private final class ManualModel: ObservableObject {
    var level = 0 {
        willSet { objectWillChange.send() }
    }
}

/// A model with a publisher of its own as `objectWillChange`.
private final class SubjectModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var level = 0 {
        willSet { objectWillChange.send() }
    }
}

/// A game as a shared model: put in the environment at the root and read far below.
private final class GameModel: ObservableObject {
    @Published var score = 0
}

/// `ObservableObject` models with `@Published` properties, held by `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject`, as apps write them: a scripted tap changes the
/// model, and the views that read it show the new value from that moment on, animated when the
/// change is made in `withAnimation`.
@Suite("Models: ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject")
struct ModelsObservableObjectTests {
    @Test("@StateObject keeps the object it makes: a tap that increments its @Published count widens the bar from then on")
    func stateObject() throws {
        struct Counter: View {
            @StateObject private var model = CounterModel()
            var body: some View {
                VStack {
                    Button("Add") { model.count += 1 }
                    Rectangle().frame(width: CGFloat(10 + 20 * model.count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Add", at: [0.5, 1]) { Counter() }
        // Frames out of order: each is a function of its time alone.
        #expect(try width(scene, frame: 45, leaf: 1) == 50, "two taps by 1.5 s")
        #expect(try width(scene, frame: 0, leaf: 1) == 10, "no tap yet")
        #expect(try width(scene, frame: 20, leaf: 1) == 30, "one tap by 0.67 s")
        #expect(try width(scene, frame: 59, leaf: 1) == 50)
    }

    @Test("StateObject(wrappedValue:) in an initialiser makes the object once, however often the view is made again")
    func stateObjectInInitialiser() throws {
        struct Counter: View {
            @StateObject private var model: CounterModel
            init(start: Int) {
                let model = CounterModel()
                model.count = start
                _model = StateObject(wrappedValue: model)
            }
            var body: some View {
                VStack {
                    Button("Add") { model.count += 1 }
                    Rectangle().frame(width: CGFloat(10 + 20 * model.count), height: 10)
                }
            }
        }
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    // Made again at every tap, as its parent's body is built again.
                    Counter(start: 2)
                    Rectangle().frame(width: CGFloat(taps), height: 5).onTapGesture { taps += 1 }
                }
            }
        }
        let scene = try tappedScene(tapping: "Add", at: [0.5, 1]) { Parent() }
        #expect(try width(scene, frame: 0, leaf: 1) == 50, "the start count, 2")
        #expect(try width(scene, frame: 45, leaf: 1) == 90, "4 after two taps: the object was not made again")
    }

    @Test("@ObservedObject, given by the view that owns the model, re-renders with it; $model.count of either is a binding to its property")
    func observedObject() throws {
        struct Raise: View {
            let title: String
            let step: Int
            @Binding var value: Int
            var body: some View { Button(title) { value += step } }
        }
        struct Bar: View {
            @ObservedObject var model: CounterModel
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 20 * model.count), height: 10)
                    Raise(title: "Three", step: 3, value: $model.count)
                }
            }
        }
        struct Screen: View {
            @StateObject private var model = CounterModel()
            var body: some View {
                VStack {
                    Bar(model: model)
                    Raise(title: "Two", step: 2, value: $model.count)
                }
            }
        }
        let scene = try Scene(named: "models", canvas: CGSize(width: 300, height: 200), duration: 2,
                              interactions: [.tap("Two", at: 0.5), .tap("Three", at: 1)], textMeasurer: CairoTextMeasurer()) { Screen() }
        #expect(try width(scene, frame: 10, leaf: 0) == 10)
        #expect(try width(scene, frame: 20, leaf: 0) == 50, "the @StateObject's binding wrote 2 into the model")
        #expect(try width(scene, frame: 45, leaf: 0) == 110, "the @ObservedObject's binding added 3")
    }

    @Test("ObservedObject(wrappedValue:) and ObservedObject(initialValue:) in initialisers observe the object given", arguments: [false, true])
    func observedObjectInitialisers(initialValue: Bool) throws {
        struct Bar: View {
            @ObservedObject var model: CounterModel
            init(model: CounterModel, initialValue: Bool) {
                _model = initialValue ? ObservedObject(initialValue: model) : ObservedObject(wrappedValue: model)
            }
            var body: some View {
                VStack {
                    Button("Add") { model.count += 1 }
                    Rectangle().frame(width: CGFloat(10 + 20 * model.count), height: 10)
                }
            }
        }
        struct Screen: View {
            let initialValue: Bool
            @StateObject private var model = CounterModel()
            var body: some View { Bar(model: model, initialValue: initialValue) }
        }
        let scene = try tappedScene(tapping: "Add", at: [1]) { Screen(initialValue: initialValue) }
        #expect(try width(scene, frame: 15, leaf: 1) == 10)
        #expect(try width(scene, frame: 45, leaf: 1) == 30)
    }

    @Test("environmentObject(_:) gives a model to every view below; @EnvironmentObject reads it and $game.score binds to it")
    func environmentObject() throws {
        struct ScoreBar: View {
            @EnvironmentObject var game: GameModel
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 30 * game.score), height: 10)
            }
        }
        struct ScoreButton: View {
            @EnvironmentObject() var game: GameModel
            var body: some View { Button("Score") { game.score += 1 } }
        }
        struct BonusButton: View {
            @Binding var score: Int
            var body: some View { Button("Bonus") { score += 3 } }
        }
        struct Bonus: View {
            @EnvironmentObject var game: GameModel
            var body: some View { BonusButton(score: $game.score) }
        }
        struct Board: View {
            var body: some View {
                VStack {
                    ScoreBar()
                    HStack { ScoreButton(); Bonus() }
                }
            }
        }
        let scene = try Scene(named: "models", canvas: CGSize(width: 300, height: 200), duration: 2,
                              interactions: [.tap("Score", at: 0.5), .tap("Bonus", at: 1)],
                              textMeasurer: CairoTextMeasurer()) {
            Board().environmentObject(GameModel())
        }
        #expect(try width(scene, frame: 10, leaf: 0) == 10)
        #expect(try width(scene, frame: 20, leaf: 0) == 40, "one point")
        #expect(try width(scene, frame: 40, leaf: 0) == 130, "four points, three through the binding")
    }

    @Test("A model changed in withAnimation animates the views that read it as @State does: halfway at mid-animation, at two frame rates",
          arguments: [24, 30])
    func animatedChange(fps: Int) throws {
        struct Grower: View {
            @StateObject private var model = CounterModel()
            var body: some View {
                VStack {
                    Button("Grow") { withAnimation(.linear(duration: 1)) { model.count = 10 } }
                    Rectangle().frame(width: CGFloat(20 + 20 * model.count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Grow", at: [0.5], fps: fps) { Grower() }
        let frame = { (time: Double) in Int((time * Double(fps)).rounded()) }
        #expect(abs(try width(scene, frame: frame(1.5), leaf: 1) - 220) < 1e-6, "the end")
        #expect(abs(try width(scene, frame: frame(1.0), leaf: 1) - 120) < 1e-6, "halfway at 1 s")
        #expect(abs(try width(scene, frame: frame(0.5), leaf: 1) - 20) < 1e-6, "the start")
    }

    @Test("objectWillChange, announced by hand before a change that no @Published property makes, re-renders the views")
    func objectWillChange() throws {
        struct Level: View {
            @StateObject private var model = ManualModel()
            @StateObject private var subject = SubjectModel()
            var body: some View {
                VStack {
                    Button("Up") {
                        withAnimation(.linear(duration: 1)) {
                            model.level += 1
                            subject.level += 2
                        }
                    }
                    Rectangle().frame(width: CGFloat(10 + 100 * model.level), height: 10)
                    Rectangle().frame(width: CGFloat(10 + 50 * subject.level), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Up", at: [0.5]) { Level() }
        let publisher: ManualModel.ObjectWillChangePublisher = ManualModel().objectWillChange
        var announced = 0
        let subscription = publisher.sink { announced += 1 }
        publisher.send()
        subscription.cancel()
        #expect(announced == 1, "the default objectWillChange is an ObservableObjectPublisher")
        #expect(try width(scene, frame: 30, leaf: 1) == 60, "halfway: the change was announced in withAnimation")
        #expect(try width(scene, frame: 45, leaf: 1) == 110)
        #expect(try width(scene, frame: 45, leaf: 2) == 110, "a PassthroughSubject as objectWillChange")
    }

    @Test("Each thread sampling the scene has its own models: samplers used at once on four threads, frames in reverse, agree")
    func samplersOnThreads() throws {
        struct Counter: View {
            @StateObject private var model = CounterModel()
            let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 5 * model.count), height: 10)
                    .onReceive(timer) { _ in withAnimation(.linear(duration: 0.2)) { model.count += 1 } }
            }
        }
        let scene = try tappedScene(tapping: "none", at: []) { Counter() }
        let expected = try (0..<60).map { try scene.sample(frame: $0).placements[0].frame }
        let sampled = Locked<[Int: CGRect]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            guard let sampler = try? scene.makeSampler() else { return }
            for frame in stride(from: 59 - worker, through: 0, by: -4) {
                if let rect = try? sampler.sample(frame: frame).placements[0].frame {
                    sampled.withLock { $0[frame] = rect }
                }
            }
        }
        let frames = sampled.withLock { $0 }
        #expect(frames.count == 60)
        for frame in 0..<60 { #expect(frames[frame] == expected[frame], "frame \(frame)") }
        #expect(abs(expected[30].width - 25) < 1e-6, "three ticks done at 1 s, the fourth starting")
        #expect(abs(expected[33].width - 27.5) < 1e-6, "the fourth tick's change halfway at 1.1 s")
    }
}
