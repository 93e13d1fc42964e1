import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import SceneExport

/// The render running now, for the signal handler to cancel; once cancelled, no other starts.
final class CurrentSession: Sendable {
    private let state = Mutex<(session: RenderSession?, cancelled: Bool)>((nil, false))

    /// Makes `session` the one a signal cancels (at once, if a signal already came).
    func start(_ session: RenderSession) {
        let cancelled = state.withLock { state in
            state.session = session
            return state.cancelled
        }
        if cancelled { session.cancel() }
    }

    /// Cancels the running render and every one after it.
    func cancel() {
        let session = state.withLock { state in
            state.cancelled = true
            return state.session
        }
        session?.cancel()
    }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.cancelled } }
}
