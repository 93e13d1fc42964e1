import Foundation
import SceneCore

/// A sampler built while a scene was being made (to find its views and duration), kept for the
/// scene's first request for one, so building the scene does not replay its events twice.
final class KeptSampler: @unchecked Sendable {
    private let lock = NSLock()
    private var sampler: ViewStateSampler?

    /// Keeps `sampler` for the first ``take()``.
    init(_ sampler: ViewStateSampler) {
        self.sampler = sampler
    }

    /// The kept sampler the first time; `nil` after.
    func take() -> ViewStateSampler? {
        lock.withLock {
            defer { sampler = nil }
            return sampler
        }
    }

    /// What a scene builds its samplers with: `first` for its first request, then `make`.
    static func samplers(first: ViewStateSampler, then make: @escaping @Sendable () throws(SceneError) -> ViewStateSampler)
        -> @Sendable () throws(SceneError) -> any FrameSampler {
        let kept = KeptSampler(first)
        return { () throws(SceneError) in
            if let sampler = kept.take() { return sampler }
            return try make()
        }
    }
}
