import CCairo
import Foundation

/// The one lock around cairo's fonts in this process.
///
/// cairo 1.16 (Debian 12's) shares scaled fonts between threads through a global cache and can
/// trip its own assertion (`! scaled_font->cache_frozen`, in `cairo_scaled_font_destroy`) when
/// one thread lets go of a scaled font while another measures or draws glyphs with it; render
/// workers measuring and drawing text on two threads did (an app screen of 40 rows of text
/// aborted about one render in three). Every use of a font — measuring and drawing text,
/// replaying a recording that holds text, writing a vector document's fonts, and destroying a
/// context or a surface that holds one — goes through this lock, so only one thread touches
/// fonts at a time.
enum CairoFontLock {
    /// Recursive: drawing text may measure it.
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    /// - Parameter body: What uses cairo's fonts.
    /// - Returns: What `body` returns.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Destroys a cairo context (and the scaled font it holds) under the lock.
    /// - Parameter context: The context; nothing for `nil`.
    static func destroy(_ context: OpaquePointer?) {
        withLock { cairo_destroy(context) }
    }
}
