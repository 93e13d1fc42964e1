/// Every problem found in a scene file, in the order of its fields: what
/// ``SceneReader/readReportingAll(contentsOf:file:overrides:)`` throws, never empty.
public struct SceneErrors: Error, CustomStringConvertible {
    /// The problems, each located in the file where it can be.
    public let errors: [SceneError]

    /// Creates the list.
    /// - Parameter errors: The problems.
    public init(_ errors: [SceneError]) {
        self.errors = errors
    }

    /// Each problem's description, one after another.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
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
