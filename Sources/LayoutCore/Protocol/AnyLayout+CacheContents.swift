extension AnyLayout.Cache {
    /// The wrapped layout's cache, when it is of type `type`: for tests of layouts that keep the
    /// caches of the layouts they compose (article 004's `ComposedLayout`).
    /// - Parameter type: The cache type of the wrapped layout.
    /// - Returns: The cache, or `nil` when it is of another type.
    package func contents<T>(as type: T.Type) -> T? {
        storage as? T
    }
}
