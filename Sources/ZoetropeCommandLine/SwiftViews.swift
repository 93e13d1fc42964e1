import Foundation
import SceneFiles
import Synchronization
import ViewTree

/// The views an executable shows by name in view scene files (``ZoetropeCommand/main(scenes:views:)``),
/// so one view can be rendered under many scripted interactions.
enum SwiftViews {
    private static let registered = Mutex<[String: @Sendable () -> any View]>([:])

    /// Registers the views, before the command line runs.
    static func register(_ views: [String: @Sendable () -> any View]) {
        registered.withLock { $0 = views }
    }

    /// The names of the views, sorted.
    static var names: [String] {
        registered.withLock { $0.keys.sorted() }
    }

    /// What makes the view named `name`, if there is one.
    static func maker(named name: String) -> (@Sendable () -> any View)? {
        registered.withLock { $0[name] }
    }
}
