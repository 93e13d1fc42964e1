import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A scene of `content` on a 300 × 100 canvas.
private func timeScene<Content: View & SendableMetatype>(fps: Int = 30, duration: TimeInterval = 3,
                                                         interactions: [Interaction] = [],
                                                         @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "time", canvas: CGSize(width: 300, height: 100), fps: fps, duration: duration,
              interactions: interactions, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The width of the `index`-th leaf view at `frame` of `scene`.
private func width(_ scene: Scene, frame: Int, leaf index: Int = 0) throws -> CGFloat {
    try scene.sample(frame: frame).placements[index].size.width
}

/// A stopwatch model as apps write one: a Foundation-style `Timer` kept in a property and
/// started and stopped by methods.
private final class StopwatchModel: ObservableObject {
    @Published var seconds = 0
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}

/// The same stopwatch as an `@Observable` model, delaying its start with `asyncAfter`. Swift 6
/// treats a closure handed to `DispatchQueue.main.asyncAfter` as the main actor's, so the model
/// says it may be sent there (`@unchecked Sendable`), as it would with Foundation's queue; in the
/// Swift 5 language mode it compiles without.
@Observable
private final class DelayedStopwatch: @unchecked Sendable {
    var seconds = 0
    @ObservationIgnored private var timer: Timer?

    func start(after delay: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [self] in
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
                guard let self else { return }
                seconds += 1
                if seconds == 3 { timer.invalidate() }
            }
        }
    }
}

/// `DispatchQueue.main.asyncAfter`, `DispatchQueue.main.async` and
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` in views and models, as apps write
/// them: inside views, view modifiers and models these names are the scene clock's own
/// (`SceneDispatchQueue`, `SceneDispatchTime`, `SceneTimer`), so the work runs at scene time, as
/// one more event of the scene, and any frame can be drawn alone.
@Suite("Time: DispatchQueue.main.asyncAfter and Timer.scheduledTimer on the scene's clock")
struct TimeDispatchTests {
    @Test("asyncAfter(deadline: .now() + 0.5) in onAppear starts a one-second linear slide at 0.5 s: still at 0.5 s, halfway at 1 s, done at 1.5 s",
          arguments: [24, 30])
    func asyncAfterInOnAppear(fps: Int) throws {
        struct DelayedSlide: View {
            @State private var wide = false
            var body: some View {
                Rectangle().frame(width: wide ? 210 : 10, height: 10)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            withAnimation(.linear(duration: 1)) { wide = true }
                        }
                    }
            }
        }
        let scene = try timeScene(fps: fps) { DelayedSlide() }
        #expect(try width(scene, frame: fps / 2) == 10, "0.5 s: the animation starts now")
        #expect(abs(try width(scene, frame: fps) - 110) < 1e-6, "1 s: halfway")
        let frame = fps + fps / 4 + 1, time = Double(frame) / Double(fps)
        #expect(abs(try width(scene, frame: frame) - (10 + 200 * (time - 0.5))) < 1e-6, "past 1.25 s: past three quarters, linearly")
        #expect(try width(scene, frame: 2 * fps) == 210, "1.5 s and on: done")
        #expect(try width(scene, frame: fps / 4) == 10, "0.25 s: nothing yet")
    }

    @Test("Deadlines as apps spell them: .now() + .milliseconds(250), DispatchTime.now() + 0.25, .now() + .seconds(1); .now() is the moment being handled (a tap's)",
          arguments: ["milliseconds", "explicit", "seconds"])
    func deadlineSpellings(spelling: String) throws {
        struct Delayed: View {
            let spelling: String
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Go") {
                        switch spelling {
                        case "milliseconds":
                            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { shown = true }
                        case "explicit":
                            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.25, execute: { shown = true })
                        default:
                            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1) - 0.75) { shown = true }
                        }
                    }
                    Rectangle().frame(width: shown ? 100 : 10, height: 10)
                }
            }
        }
        let scene = try timeScene(interactions: [.tap("Go", at: 1)]) { Delayed(spelling: spelling) }
        let bar = try scene.sample(frame: 0).placements.count - 1
        #expect(try width(scene, frame: 37, leaf: bar) == 10, "1.233 s: a quarter second after the tap has not passed")
        #expect(try width(scene, frame: 38, leaf: bar) == 100, "1.267 s: it has")
    }

    @Test("DispatchQueue.main.async runs as the next event of the same moment, after the handler; blocks at one moment run in the order they were handed over")
    func asyncOrder() throws {
        struct Ordered: View {
            /// The blocks that ran, a digit each, in the order they ran.
            @State private var order = 0
            var body: some View {
                Color.clear.frame(width: CGFloat(order), height: 1)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { order = order * 10 + 3 }
                        DispatchQueue.main.async { order = order * 10 + 2 }
                        DispatchQueue.global(qos: .userInitiated).async {
                            DispatchQueue.main.async { order = order * 10 + 1 }
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { order = order * 10 + 4 }
                        order = 5
                    }
            }
        }
        let scene = try timeScene { Ordered() }
        #expect(try width(scene, frame: 0) == 521, "the handler, then its async blocks in order, the nested one last")
        #expect(try width(scene, frame: 29) == 521)
        #expect(try width(scene, frame: 30) == 52_134, "at 1 s, the two deadlines in the order they were handed over")
    }

    @Test("The write-back idiom: DispatchQueue.main.async in a body stores what the body computed, and the frame shows it from the start")
    func writeBackFromBody() throws {
        struct WriteBack: View {
            @State private var measured: CGFloat = 0
            let items = [40.0, 60.0, 20.0]
            var body: some View {
                let total = items.reduce(0, +)
                if measured != total {
                    DispatchQueue.main.async { measured = total }
                }
                return Rectangle().frame(width: 10 + measured, height: 10)
            }
        }
        let scene = try timeScene(duration: 1) { WriteBack() }
        #expect(try width(scene, frame: 0) == 130)
        #expect(try width(scene, frame: 29) == 130)
    }

    @Test("The write-back idiom in a layout callback: a GeometryReader's content hands the size it was given to DispatchQueue.main.async, and the frame shows it")
    func writeBackFromGeometryReader() throws {
        struct Measured: View {
            @State private var measured: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    GeometryReader { proxy -> Color in
                        let width = proxy.size.width
                        if measured != width { DispatchQueue.main.async { measured = width } }
                        return Color.clear
                    }
                    .frame(height: 20)
                    Rectangle().frame(width: measured / 2, height: 10)
                }
            }
        }
        let scene = try timeScene(duration: 1) { Measured() }
        let bar = try scene.sample(frame: 0).placements.last
        #expect(bar?.size.width == 150, "half the reader's 300 points: \(String(describing: bar))")
    }

    @Test("A DispatchWorkItem cancelled before its deadline never runs: three taps 0.2 s apart, each replacing the last, run one item, 0.5 s after the last tap")
    func cancelledWorkItem() throws {
        final class Pending: @unchecked Sendable { var item: DispatchWorkItem? }
        struct Debounced: View {
            @State private var runs = 0
            let pending = Pending()
            var body: some View {
                VStack {
                    Button("Type") {
                        pending.item?.cancel()
                        let item = DispatchWorkItem { runs += 1 }
                        pending.item = item
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
                    }
                    Rectangle().frame(width: CGFloat(10 + 50 * runs), height: 10)
                }
            }
        }
        let scene = try timeScene(interactions: [.tap("Type", at: 0.2), .tap("Type", at: 0.4), .tap("Type", at: 0.6)]) { Debounced() }
        let bar = try scene.sample(frame: 0).placements.count - 1
        #expect(try width(scene, frame: 32, leaf: bar) == 10, "1.067 s: the last item is due at 1.1 s")
        #expect(try width(scene, frame: 33, leaf: bar) == 60, "one run at 1.1 s")
        #expect(try width(scene, frame: 80, leaf: bar) == 60, "and only one")
    }

    @Test("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) in onAppear ticks at 1, 2, 3 s and stops when its block invalidates it",
          arguments: [24, 30])
    func scheduledTimer(fps: Int) throws {
        struct Countdown: View {
            @State private var ticks = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 20 * ticks), height: 10)
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                            ticks += 1
                            if ticks == 3 { timer.invalidate() }
                        }
                    }
            }
        }
        let scene = try timeScene(fps: fps, duration: 5) { Countdown() }
        let widths = try [0, fps - 1, fps, 2 * fps, 3 * fps, 5 * fps - 1].map { try width(scene, frame: $0) }
        #expect(widths == [10, 10, 30, 50, 70, 70])
    }

    @Test("A model's timer (ObservableObject, Timer? property, start and stop) runs on the scene's clock; stop invalidates it")
    func modelTimer() throws {
        struct Screen: View {
            @StateObject private var model = StopwatchModel()
            var body: some View {
                VStack {
                    Button("Start") { model.start() }
                    Button("Stop") { model.stop() }
                    Rectangle().frame(width: CGFloat(10 + 10 * model.seconds), height: 10)
                }
            }
        }
        let scene = try timeScene(duration: 6, interactions: [.tap("Start", at: 0.5), .tap("Stop", at: 3.7)]) { Screen() }
        let bar = try scene.sample(frame: 0).placements.count - 1
        let widths = try [15, 44, 45, 75, 105, 111, 179].map { try width(scene, frame: $0, leaf: bar) }
        #expect(widths == [10, 10, 20, 30, 40, 40, 40], "started at 0.5 s: ticks at 1.5, 2.5, 3.5 s; stopped at 3.7 s")
    }

    @Test("An @Observable model delays its timer with asyncAfter: ticks every 0.5 s from 1 s, three of them")
    func observableModelTimer() throws {
        struct Screen: View {
            @State private var model = DelayedStopwatch()
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 10 * model.seconds), height: 10)
                    .onAppear { model.start(after: 1) }
            }
        }
        let scene = try timeScene { Screen() }
        let widths = try [44, 45, 60, 75, 89].map { try width(scene, frame: $0) }
        #expect(widths == [10, 20, 30, 40, 40])
    }

    @Test("A one-shot timer fires once; isValid, timeInterval and fireDate say so as Foundation's do; a SceneTimer is a Foundation Timer")
    func oneShotTimer() throws {
        final class Seen: @unchecked Sendable { var valid: [Bool] = []; var interval: [Double] = []; var fireDates: [Double] = [] }
        struct OneShot: View {
            let seen: Seen
            @State private var fired = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 30 * fired), height: 10)
                    .onAppear {
                        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in
                            fired += 1
                            seen.valid.append(timer.isValid)
                        }
                        let foundation: Foundation.Timer = timer
                        seen.valid.append(foundation.isValid)
                        seen.interval.append(timer.timeInterval)
                        seen.fireDates.append(timer.fireDate.timeIntervalSince(Scene.defaultStartDate))
                    }
            }
        }
        let seen = Seen()
        let scene = try timeScene(duration: 2) { OneShot(seen: seen) }
        #expect(try width(scene, frame: 14) == 10)
        #expect(try width(scene, frame: 15) == 40)
        #expect(try width(scene, frame: 59) == 40, "once")
        #expect(seen.valid.prefix(2) == [true, false], "valid when scheduled, not once fired")
        #expect(seen.interval.first == 0, "a one-shot timer's interval is 0, as Foundation's")
        #expect(seen.fireDates.first.map { abs($0 - 0.5) < 1e-9 } == true, "it fires 0.5 s after the scene's start date")
    }

    @Test("A repeating timer whose interval is not above zero is an error of the scene that says when and what, never a hang",
          arguments: [0.0, -1.0])
    func zeroIntervalTimer(interval: Double) throws {
        struct Broken: View {
            let interval: Double
            @State private var ticks = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .onAppear { Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in ticks += 1 } }
            }
        }
        let error = #expect(throws: SceneError.self) { try timeScene(duration: 1) { Broken(interval: interval) } }
        #expect(error?.path == "content")
        #expect(error?.message.contains("at 0 s: Timer.scheduledTimer(withTimeInterval: \(NumberText.describe(interval)), repeats: true) needs an interval above zero") == true,
                "\(error?.message ?? "")")
    }

    @Test("A one-shot timer of 0 s or less fires as the next event of the moment it is scheduled, as Foundation's does, and is no error",
          arguments: [0.0, -2.0])
    func oneShotTimerAtOnce(interval: Double) throws {
        struct Soon: View {
            let interval: Double
            @State private var fired = false
            var body: some View {
                Rectangle().frame(width: fired ? 60 : 10, height: 10)
                    .onAppear { Timer.scheduledTimer(withTimeInterval: interval, repeats: false) { _ in fired = true } }
            }
        }
        let scene = try timeScene(duration: 1) { Soon(interval: interval) }
        #expect(try width(scene, frame: 0) == 60, "fired at 0 s, before the first frame is drawn")
    }

    @Test("Frames drawn alone and in reverse agree with frames drawn in order: the queue's and the timer's events are replayed, never waited for")
    func framesInAnyOrder() throws {
        struct Busy: View {
            @State private var steps = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 7 * steps), height: 10)
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { steps += 1 }
                        }
                    }
            }
        }
        let scene = try timeScene(duration: 3) { Busy() }
        let forward = try (0..<90).map { try width(scene, frame: $0) }
        let backward = try (0..<90).reversed().map { try width(scene, frame: $0) }
        #expect(forward == backward.reversed())
        #expect(forward[11] == 10 && forward[13] == 17, "the first step at 0.4 s")
        #expect(forward[89] == 73, "nine steps, at 0.4, 0.7, … 2.8 s")
    }
}
