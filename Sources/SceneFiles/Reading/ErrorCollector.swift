import SceneCore
/// The problems found while reading on past each one: every distinct error, in the order found,
/// up to ``maximumErrors``, then how many more there were (as compilers stop listing).
struct ErrorCollector {
    /// The most errors listed.
    static let maximumErrors = 100

    /// The errors, each once.
    private(set) var listed: [SceneError] = []
    /// How many errors were found beyond those listed.
    private(set) var omitted = 0
    /// Where reading notes the unknown fields it reads on past; each is listed where it was met,
    /// before the error it may have led to.
    var unknownFields: UnknownFieldLog?
    /// How many of ``unknownFields``' errors are listed already.
    private var unknownFieldsListed = 0

    /// Runs `body`, keeping its error if it throws one.
    /// - Returns: What `body` returns, or `nil` when it threw.
    mutating func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        do {
            let value = try body()
            listUnknownFields()
            return value
        } catch {
            listUnknownFields()
            list(error)
            return nil
        }
    }

    /// Lists the unknown fields noted since the last time.
    mutating func listUnknownFields() {
        guard let errors = unknownFields?.errors, errors.count > unknownFieldsListed else { return }
        for error in errors[unknownFieldsListed...] { list(error) }
        unknownFieldsListed = errors.count
    }

    private mutating func list(_ error: SceneError) {
        if listed.count >= Self.maximumErrors {
            omitted += 1
        } else if !listed.contains(error) {
            listed.append(error)
        }
    }

    /// Whether nothing was found.
    var isEmpty: Bool { listed.isEmpty }

    /// The errors, or `fallback` when none was found.
    func errors(or fallback: @autoclosure () -> SceneError) -> SceneErrors {
        isEmpty ? SceneErrors([fallback()]) : SceneErrors(listed, unlisted: omitted)
    }
}
