import CairoRasterizer
import Combine
import Foundation
import Testing
import Zoetrope

/// A search model as apps write one with Combine: a subject of queries, a pipeline of operators
/// kept in a `Set<AnyCancellable>`, and a `@Published` result.
private final class SearchModel: ObservableObject {
    @Published var matches = 0
    @Published var total = 0
    let queries = PassthroughSubject<String, Never>()
    private let searched = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()
    private let words = ["swift", "swiftui", "sway", "layout"]

    init() {
        queries
            .removeDuplicates()
            .map { query in self.words.filter { $0.hasPrefix(query) }.count }
            .sink { [weak self] count in
                guard let self else { return }
                matches = count
                searched.value += count
            }
            .store(in: &cancellables)
        searched.assign(to: &$total)
    }
}

/// A model whose pipeline is timed: typing is debounced by 0.3 s, a result is delayed 0.5 s and
/// delivered on the main queue, a heartbeat repeats every 0.25 s; inside a model,
/// `DispatchQueue.main` is the scene clock's queue, a Combine scheduler.
private final class TimedModel: ObservableObject {
    @Published var settled = ""
    @Published var delivered = 0
    @Published var beats = 0
    let typed = PassthroughSubject<String, Never>()
    let requests = PassthroughSubject<Int, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        typed
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] text in self?.settled = text }
            .store(in: &cancellables)
        requests
            .delay(for: 0.5, scheduler: DispatchQueue.main)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.delivered = value }
            .store(in: &cancellables)
    }

    func startBeating() {
        DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(0.25)), interval: .milliseconds(250)) { [weak self] in
            guard let self, beats < 4 else { return }
            beats += 1
        }
        .store(in: &cancellables)
    }
}

/// A file that says `import Combine` beside `import Zoetrope` (the product `Combine`, OpenCombine
/// under Combine's name) compiles with only its SwiftUI import changed, and its pipelines run in
/// a scene's events.
@Suite("Combine: import Combine beside import Zoetrope")
struct CombineImportTests {
    @Test("A Combine pipeline in a model (PassthroughSubject, removeDuplicates, map, sink, store(in:), CurrentValueSubject, assign(to:)) drives a view from scripted taps")
    func pipelineInModel() throws {
        struct Search: View {
            @StateObject private var model = SearchModel()
            var body: some View {
                VStack {
                    Button("sw") { model.queries.send("sw") }
                    Button("swift") { model.queries.send("swift") }
                    Rectangle().frame(width: CGFloat(10 + 20 * model.matches), height: 10)
                    Rectangle().frame(width: CGFloat(10 + 5 * model.total), height: 10)
                }
            }
        }
        let scene = try Scene(named: "search", canvas: CGSize(width: 300, height: 200), duration: 3,
                              interactions: [.tap("sw", at: 0.5), .tap("swift", at: 1.5), .tap("swift", at: 2)],
                              textMeasurer: CairoTextMeasurer()) { Search() }
        let bars = { (frame: Int) in try scene.sample(frame: frame).placements.suffix(2).map(\.size.width) }
        #expect(try bars(0) == [10, 10])
        #expect(try bars(15) == [70, 25], "sw: three words")
        #expect(try bars(45) == [50, 35], "swift: two words, five in all")
        #expect(try bars(75) == [50, 35], "the same query again is removed as a duplicate")
    }

    @Test("Combine's time operators run on the scene's clock with DispatchQueue.main as their scheduler: debounce(for: .milliseconds(300)), delay(for: 0.5), receive(on:), a repeating schedule(after:interval:)")
    func timedPipeline() throws {
        struct Field: View {
            @StateObject private var model = TimedModel()
            var body: some View {
                VStack {
                    Button("a") { model.typed.send("a") }
                    Button("ab") { model.typed.send("ab") }
                    Button("abc") { model.typed.send("abc") }
                    Button("fetch") { model.requests.send(7) }
                    Rectangle().frame(width: CGFloat(10 + 20 * model.settled.count), height: 10)
                    Rectangle().frame(width: CGFloat(10 + 10 * model.delivered), height: 10)
                    Rectangle().frame(width: CGFloat(10 + 10 * model.beats), height: 10)
                }
                .onAppear { model.startBeating() }
            }
        }
        let scene = try Scene(named: "timed", canvas: CGSize(width: 300, height: 300), duration: 3,
                              interactions: [.tap("a", at: 0.2), .tap("ab", at: 0.4), .tap("abc", at: 0.6), .tap("fetch", at: 1)],
                              textMeasurer: CairoTextMeasurer()) { Field() }
        let bars = { (frame: Int) in try scene.sample(frame: frame).placements.suffix(3).map(\.size.width) }
        #expect(try bars(26) == [10, 10, 40], "0.867 s: typing settles 0.3 s after the last key, at 0.9 s; beats at 0.25, 0.5, 0.75 s")
        #expect(try bars(27) == [70, 10, 40], "0.9 s: abc, never a or ab")
        #expect(try bars(44) == [70, 10, 50], "1.467 s: the request is delayed to 1.5 s; four beats, and no more")
        #expect(try bars(45) == [70, 80, 50])
        #expect(try bars(89) == [70, 80, 50])
    }

    @Test("Combine's names are the ones import Zoetrope brings: one AnyCancellable type, one Published, one Just")
    func sameNames() {
        let fromCombine: Combine.AnyCancellable = AnyCancellable {}
        let cancellable: OpenCombine.AnyCancellable = fromCombine
        var received: [Int] = []
        let subscription = Combine.Just(3).sink { received.append($0) }
        #expect(received == [3])
        subscription.cancel()
        cancellable.cancel()
    }
}
