/// Why a scene built in Swift cannot be shown yet, in words to show as they are: thrown by a
/// ``PreviewSource/built(name:build:)`` closure (the code it would be built from does not compile,
/// say), it is the scene's error on the page without the `(built in Swift)` prefix other errors get.
public struct SceneUnavailable: Error, CustomStringConvertible {
    /// What to show.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
