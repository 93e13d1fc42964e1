import Foundation
import Testing
@testable import ZoetropeCommandLine
#if canImport(Glibc)
import Glibc
#endif

@Suite("The signal watcher's start")
struct SignalWatcherTests {
    @Test("a pipe that cannot be made is an error saying why, not a watcher that would miss the stop signal",
          arguments: [(EMFILE, "too many files are open"), (ENFILE, "too many files are open"), (EFAULT, "bad address")])
    func pipeFailure(code: Int32, words: String) {
        let error = #expect(throws: SignalWatcher.StartFailure.self) {
            _ = try SignalWatcher(makePipe: { _ in
                errno = code
                return -1
            }, stop: {})
        }
        #expect(error?.description == "cannot watch for Ctrl-C and SIGTERM: \(words)", "\(String(describing: error))")
    }
}
