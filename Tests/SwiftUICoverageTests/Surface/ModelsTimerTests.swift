import CairoRasterizer
import Testing
import Zoetrope

/// A model counting what a publisher sends.
private final class Ticker: ObservableObject {
    @Published var ticks = 0
}

/// `.onReceive(_:perform:)` with `Timer.publish(every:on:in:).autoconnect()`, as apps write a
/// stopwatch: the timer fires on the scene's clock, so frame n at f fps shows the ticks up to
/// n / f seconds, whatever order the frames are drawn in.
@Suite("Models: Timer.publish and onReceive on the scene's clock")
struct ModelsTimerTests {
    @Test("A Timer.publish(every: 1) stopwatch shows 0, 1, 2 seconds at 0, 1 and 2 s, at two frame rates, frames in any order",
          arguments: [24, 30])
    func stopwatch(fps: Int) throws {
        struct Stopwatch: View {
            @State private var seconds = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 50 * seconds), height: 10)
                    .onReceive(timer) { _ in seconds += 1 }
            }
        }
        let scene = try Scene(named: "stopwatch", canvas: CGSize(width: 300, height: 100), fps: fps, duration: 2.5,
                              textMeasurer: CairoTextMeasurer()) { Stopwatch() }
        let widths = { (frame: Int) in try scene.sample(frame: frame).placements[0].size.width }
        #expect(try widths(2 * fps) == 110, "2 s: two ticks")
        #expect(try widths(0) == 10, "0 s: none")
        #expect(try widths(fps) == 60, "1 s: one tick")
        #expect(try widths(fps - 1) == 10, "just before 1 s")
        #expect(try widths(fps + fps / 2) == 60)
    }

    @Test("The timer's dates are the scene's: its start date plus the scene time of each tick")
    func tickDates() throws {
        struct Clock: View {
            @State private var last = Date.distantPast
            let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            var body: some View {
                let seconds = last.timeIntervalSince(Scene.defaultStartDate)
                Rectangle().frame(width: max(0, CGFloat(seconds * 100)), height: 10)
                    .onReceive(timer) { date in last = date }
            }
        }
        let scene = try Scene(named: "clock", canvas: CGSize(width: 300, height: 100), duration: 2,
                              textMeasurer: CairoTextMeasurer()) { Clock() }
        #expect(abs(try scene.sample(frame: 45).placements[0].size.width - 150) < 1e-6, "1.5 s after the start date")
        #expect(abs(try scene.sample(frame: 20).placements[0].size.width - 50) < 1e-6)
    }

    @Test("onReceive(_:perform:) runs for a Just as the view appears, and for each change of a @Published property")
    func publishers() throws {
        struct Screen: View {
            @StateObject private var ticker = Ticker()
            @State private var seen = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 10 * seen), height: 10)
                        .onReceive(Just(5)) { value in seen += value }
                        .onReceive(ticker.$ticks.dropFirst()) { _ in seen += 1 }
                    Button("Tick") { ticker.ticks += 1 }
                }
            }
        }
        let scene = try Scene(named: "publishers", canvas: CGSize(width: 300, height: 100), duration: 2,
                              interactions: [.tap("Tick", at: 1)], textMeasurer: CairoTextMeasurer()) { Screen() }
        #expect(try scene.sample(frame: 15).placements[0].size.width == 60, "Just(5) at once")
        #expect(try scene.sample(frame: 45).placements[0].size.width == 70, "and one change of ticks")
    }

    @Test("A timer whose interval is not above zero is an error of the scene naming it, never a hang")
    func zeroInterval() throws {
        struct Broken: View {
            @State private var seconds = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .onReceive(Timer.publish(every: 0, on: .main, in: .common).autoconnect()) { _ in seconds += 1 }
            }
        }
        do {
            _ = try Scene(named: "broken", canvas: CGSize(width: 100, height: 100), duration: 1) { Broken() }
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("Timer.publish(every: 0.0)"), "\(error.message)")
        }
    }
}
