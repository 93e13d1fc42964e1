import Foundation
import SceneCore
import Synchronization

/// One scene the server serves: the last good version of it, and the error of the last load when
/// that failed. A load that fails keeps the last good scene served.
package final class ServedScene: Sendable {
    /// What the scene is now.
    package struct Snapshot: Sendable {
        /// The last scene that loaded; `nil` when none ever did.
        package var scene: Scene?
        /// Its content hash (SHA-256 in hex); `nil` when none ever loaded.
        package var hash: String?
        /// Counts the good loads: 1 for the first, up by one at every reload that changed the scene.
        package var version: Int
        /// The last load's error, located as `zoetrope validate` prints it; `nil` when it loaded.
        package var error: String?
    }

    /// What a reload did.
    package enum ReloadOutcome: Equatable, Sendable {
        /// The scene changed, or its error was cleared: the new version is served.
        case reloaded
        /// The same scene as before, without error: nothing to say.
        case unchanged
        /// It failed with this error, which is new; the last good scene is still served.
        case failed(String)
        /// It failed with the error it already had.
        case stillFailing
    }

    /// The scene's name in the API.
    package let name: String
    /// Where it comes from.
    package let source: PreviewSource
    private let state: Mutex<Snapshot>

    /// Loads the scene for the first time.
    /// - Parameter source: The scene file or the scene built in Swift.
    /// - Throws: ``SceneLoad/Problem`` when a file cannot be read at all; an invalid scene is
    ///   served with its error instead.
    package init(_ source: PreviewSource) throws(SceneLoad.Problem) {
        self.name = source.name
        self.source = source
        switch SceneLoad.load(source) {
        case .success(let loaded):
            state = Mutex(Snapshot(scene: loaded.scene, hash: loaded.hash, version: 1, error: nil))
        case .failure(let problem):
            if problem.isUnreadable { throw problem }
            state = Mutex(Snapshot(scene: nil, hash: nil, version: 0, error: problem.message))
        }
    }

    /// The scene as it is now.
    package var snapshot: Snapshot {
        state.withLock { $0 }
    }

    /// Loads the scene again (its file was saved).
    /// - Returns: What changed.
    package func reload() -> ReloadOutcome {
        let result = SceneLoad.load(source)
        return state.withLock { current in
            switch result {
            case .success(let loaded):
                if loaded.hash == current.hash, current.error == nil { return .unchanged }
                if loaded.hash != current.hash { current.version += 1 }
                current.scene = loaded.scene
                current.hash = loaded.hash
                current.error = nil
                return .reloaded
            case .failure(let problem):
                if problem.message == current.error { return .stillFailing }
                current.error = problem.message
                return .failed(problem.message)
            }
        }
    }

    /// Shows `message` as the scene's error while its last good version stays served (the code a
    /// built scene comes from no longer compiles, say); `nil` clears an error shown so.
    /// - Returns: What changed: `failed` for a new error, `reloaded` when one is cleared.
    package func impose(_ message: String?) -> ReloadOutcome {
        state.withLock { current in
            guard let message else {
                guard current.error != nil, current.scene != nil else { return .unchanged }
                current.error = nil
                return .reloaded
            }
            if message == current.error { return .stillFailing }
            current.error = message
            return .failed(message)
        }
    }
}
