import SceneCore
/// Every problem found in a scene file, in the order of its fields: what
/// ``SceneReader/readReportingAll(contentsOf:file:overrides:)`` throws, never empty.
public struct SceneErrors: Error, CustomStringConvertible {
    /// The problems listed, each located in the file where it can be.
    public let errors: [SceneError]
    /// How many more problems were found and not listed (reading lists at most a hundred).
    public let unlisted: Int

    /// Creates the list.
    /// - Parameters:
    ///   - errors: The problems listed.
    ///   - unlisted: How many more there were.
    public init(_ errors: [SceneError], unlisted: Int = 0) {
        self.errors = errors
        self.unlisted = unlisted
    }

    /// How many problems were found, listed or not.
    public var count: Int { errors.count + unlisted }

    /// The line saying how many problems were not listed, or nil when all were.
    public var unlistedSummary: String? {
        unlisted > 0 ? "\(unlisted) more problem\(unlisted == 1 ? "" : "s") not listed (fix these and check again)" : nil
    }

    /// Each problem's description, one after another, and how many more there were.
    public var description: String {
        (errors.map(\.description) + [unlistedSummary].compactMap { $0 }).joined(separator: "\n")
    }

    /// The first problem: what ``SceneReader/read(contentsOf:file:overrides:)`` throws.
    public var first: SceneError {
        errors.first ?? SceneError(file: "", path: "", message: "no problem was recorded")
    }

    /// Whether the file could not be read at all.
    public var isUnreadable: Bool {
        errors.contains { $0.kind == .unreadable }
    }
}
