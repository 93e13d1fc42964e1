import Dispatch
import Foundation

/// A dispatch queue on a scene's clock: what `DispatchQueue` names inside views, view modifiers
/// and models, so that SwiftUI's idioms run at scene time, in the same order on every render.
///
/// ```swift
/// .onAppear {
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
///         withAnimation(.spring) { isShown = true }
///     }
/// }
/// ```
///
/// In a scene's events (an event handler, a task, a timer's block, a view's body while the
/// scene replays its events) work handed to any queue, `main`, `global()` or one of the view's
/// own, is one more event of the scene: `async` runs it as the next event at the same moment,
/// after the work running now; `asyncAfter(deadline:)` at the deadline, on the scene's clock
/// (``SceneDispatchTime``). Events at one moment run in the order they were handed over. Work
/// handed over at any other time (a body drawn for a frame, code outside a scene) never runs:
/// real time never reaches a frame. `sync` runs the work at once, on the calling thread.
public final class SceneDispatchQueue: Sendable {
    /// The queue's name.
    public let label: String

    /// A queue's attributes (`.concurrent`), as Foundation's queues take them.
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    /// How often a queue drains its autorelease pool, as Foundation's queues take it.
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// The main queue.
    public static let main = SceneDispatchQueue(label: "com.apple.main-thread")

    /// Makes a queue; every queue of a scene runs its work on the scene's clock, one piece at a
    /// time, so the attributes, the quality of service and the target are not used.
    /// - Parameters:
    ///   - label: The queue's name.
    ///   - qos: The quality of service; not used.
    ///   - attributes: The attributes (`.concurrent`); not used.
    ///   - autoreleaseFrequency: Not used.
    ///   - target: Not used.
    public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
                autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    /// A global queue: work handed to it runs on the scene's clock as the main queue's does.
    /// - Parameter qos: The quality of service; not used.
    /// - Returns: The global queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> SceneDispatchQueue {
        global
    }

    private static let global = SceneDispatchQueue(label: "com.apple.root.default-qos")

    /// Runs `work` as the scene's next event, at the moment the events have reached.
    /// - Parameters:
    ///   - group: Not used: a scene's events run one after another on one thread, so waiting
    ///     on a group for work handed to the scene's clock would wait for ever.
    ///   - qos: Not used.
    ///   - flags: Not used.
    ///   - work: The work.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping () -> Void) {
        schedule(at: .now(), work)
    }

    /// Runs `workItem` as the scene's next event, unless it is cancelled before then.
    /// - Parameter workItem: The work item.
    public func async(execute workItem: DispatchWorkItem) {
        schedule(at: .now()) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` at `deadline` on the scene's clock (`.now() + 0.5` is half a second of scene
    /// time after the moment being handled); a deadline already past runs it as the next event.
    /// - Parameters:
    ///   - deadline: When, on the scene's clock.
    ///   - qos: Not used.
    ///   - flags: Not used.
    ///   - work: The work.
    public func asyncAfter(deadline: SceneDispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping () -> Void) {
        schedule(at: deadline, work)
    }

    /// Runs `workItem` at `deadline` on the scene's clock, unless it is cancelled before then
    /// (the debouncing idiom: keep the item, cancel it when a newer one is scheduled).
    /// - Parameters:
    ///   - deadline: When, on the scene's clock.
    ///   - workItem: The work item.
    public func asyncAfter(deadline: SceneDispatchTime, execute workItem: DispatchWorkItem) {
        schedule(at: deadline) { if !workItem.isCancelled { workItem.perform() } }
    }

    /// Runs `work` at once, on the calling thread, and returns what it returns.
    /// - Parameter work: The work.
    /// - Returns: What `work` returns.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }

    /// Hands `work` to the scene's clock for `deadline`; nothing happens outside a scene's events.
    private func schedule(at deadline: SceneDispatchTime, _ work: @escaping () -> Void) {
        guard let scheduler = EventScheduler.current, !deadline.isDistantFuture else { return }
        scheduler.schedule(.action(work), at: deadline.seconds)
    }
}
