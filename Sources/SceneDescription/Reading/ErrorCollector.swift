/// The problems found while reading on past each one: every distinct error, in the order found.
struct ErrorCollector {
    /// The errors, each once.
    private(set) var errors: [SceneError] = []

    /// Runs `body`, keeping its error if it throws one.
    /// - Returns: What `body` returns, or `nil` when it threw.
    mutating func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        do {
            return try body()
        } catch {
            if !errors.contains(error) { errors.append(error) }
            return nil
        }
    }
}
