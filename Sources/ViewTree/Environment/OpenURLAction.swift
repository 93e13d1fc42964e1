import Foundation

/// Opens a URL: SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL) private var openURL`
/// and called as `openURL(url)`.
///
/// A rendered scene has no browser: the default action opens nothing and says the URL was
/// ``Result/discarded``. A view above may set its own with
/// `.environment(\.openURL, OpenURLAction { url in … })`, which is called instead.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Hashable, Sendable {
        private let kind: Int

        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler did not open it, and nothing else should.
        public static let discarded = Result(kind: 1)
        /// The handler did not open it; the system may.
        public static let systemAction = Result(kind: 2)
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that calls `handler` with each URL: SwiftUI's `OpenURLAction(handler:)`.
    /// - Parameter handler: What to do with a URL, and whether it was opened.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    /// - Parameter url: The URL.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, then calls `completion` with whether it was opened.
    /// - Parameters:
    ///   - url: The URL.
    ///   - completion: Called with `true` when the handler opened it.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}
