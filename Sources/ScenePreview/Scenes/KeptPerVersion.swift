import Synchronization

/// A value made from one version of each scene (a scene's parameter track), kept until the scene
/// changes: asked for again at the same version, it is not made again.
package final class KeptPerVersion<Value: Sendable>: Sendable {
    private let kept = Mutex<[String: (version: Int, value: Value)]>([:])

    /// Creates a store with nothing kept.
    package init() {}

    /// The value kept for the scene's version, or the one `make` makes now, then kept in place of
    /// any other version's.
    /// - Parameters:
    ///   - name: The scene's name in the API.
    ///   - version: The scene's version.
    ///   - make: Makes the value; not called while a value of this version is kept.
    /// - Returns: The value.
    /// - Throws: What `make` throws; nothing is kept then.
    package func value<Failure: Error>(scene name: String, version: Int, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let kept = kept.withLock({ $0[name] }), kept.version == version { return kept.value }
        let value = try make()
        kept.withLock { $0[name] = (version, value) }
        return value
    }
}
