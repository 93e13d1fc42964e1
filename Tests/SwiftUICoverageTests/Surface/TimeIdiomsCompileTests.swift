import Foundation
import Testing
import ZoetropeTestSupport

/// App files that use timers, dispatch queues and Combine as iOS apps write them compile with
/// only `import SwiftUI` changed to `import Zoetrope`, in the Swift 5 language mode most app
/// targets use (models that are not `Sendable` captured by queue blocks included); a timer made
/// for a run loop is refused with what to write instead. Shown by compiling the files against the
/// built modules.
@Suite("Timers, queues and Combine as app files write them, compiled")
struct TimeIdiomsCompileTests {
    /// An app file: a Combine model, a view with timers and delayed blocks, a view model with a
    /// queue of its own.
    static let appFile = """
        import Combine
        import Zoetrope

        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            @Published var query = ""
            private var timer: Timer?
            private var cancellables = Set<AnyCancellable>()
            private let worker = DispatchQueue(label: "feed.worker", qos: .userInitiated, attributes: .concurrent)

            init() {
                $query
                    .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                    .removeDuplicates()
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] text in self?.items.append(text) }
                    .store(in: &cancellables)
            }

            func startPolling() {
                timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                    self.refresh()
                }
            }

            func refresh() {
                worker.async {
                    let loaded = ["a", "b"]
                    DispatchQueue.main.async { self.items = loaded }
                }
            }

            func stop() {
                timer?.invalidate()
                timer = nil
            }
        }

        struct FeedView: View {
            @StateObject private var model = FeedModel()
            @State private var showBanner = false
            @State private var pending: DispatchWorkItem?
            let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

            var body: some View {
                VStack {
                    if showBanner { Text("Updated") }
                    ForEach(model.items, id: \\.self) { Text($0) }
                }
                .onReceive(ticker) { _ in model.refresh() }
                .onAppear {
                    model.startPolling()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation { showBanner = true }
                    }
                    let item = DispatchWorkItem { showBanner = false }
                    pending = item
                    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3), execute: item)
                    DispatchQueue.global(qos: .background).asyncAfter(deadline: DispatchTime.now() + 1) {
                        DispatchQueue.main.async { model.stop() }
                    }
                }
            }
        }
        """

    /// A file that makes a timer for a run loop, inside a view.
    static let runLoopFile = """
        import Zoetrope

        struct Ticker: View {
            @State private var ticks = 0
            var body: some View {
                Text("\\(ticks)").onAppear {
                    let timer = Timer(timeInterval: 1, repeats: true) { _ in ticks += 1 }
                    RunLoop.main.add(timer, forMode: .common)
                }
            }
        }
        """

    /// The compiler's outcome for `source`, type-checked in the Swift 5 language mode against the
    /// built modules.
    private func typecheck(_ source: String) throws -> Outcome {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: file)
        let built = try BuiltModules()
        return try runProgram(try BuiltModules.toolchainTool("swiftc"),
                              ["-typecheck", "-swift-version", "5", "-I", built.modulesFolder.path, "-target", BuiltModules.target, file.path]
                                  + built.moduleMapArguments, in: folder)
    }

    @Test("A Combine model with a debounced query, a polling Timer and a queue of its own, and a view with Timer.publish, asyncAfter and a DispatchWorkItem, compile unchanged")
    func appFileCompiles() throws {
        let outcome = try typecheck(Self.appFile)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test("Timer(timeInterval:repeats:block:) in a view is refused with what to write instead")
    func runLoopTimerIsRefused() throws {
        let outcome = try typecheck(Self.runLoopFile)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("a timer added to a run loop ticks in real time; write Timer.scheduledTimer(withTimeInterval:repeats:block:)"),
                "\(outcome.standardError)")
    }
}
