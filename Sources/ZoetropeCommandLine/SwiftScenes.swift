import Foundation
import SceneFiles
import Synchronization

/// The scenes written in Swift that an executable runs the command line with
/// (``ZoetropeCommand/main(scenes:)``), by name.
enum SwiftScenes {
    private static let registered = Mutex<[String: @Sendable () throws -> Scene]>([:])

    /// Registers the scenes, before the command line runs.
    static func register(_ scenes: [String: @Sendable () throws -> Scene]) {
        registered.withLock { $0 = scenes }
    }

    /// The names of the scenes, sorted.
    static var names: [String] {
        registered.withLock { $0.keys.sorted() }
    }

    /// The builder of the scene named `name`, if there is one.
    static func builder(named name: String) -> (@Sendable () throws -> Scene)? {
        registered.withLock { $0[name] }
    }
}
