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
