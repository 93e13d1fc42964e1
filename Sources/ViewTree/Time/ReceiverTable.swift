import Foundation
import OpenCombine

/// The `.onReceive` subscriptions of a scene's views, by where each modifier is: made when its
/// view appears, cancelled when it leaves, and always calling the action of the body built last.
final class ReceiverTable {
    private var actions: [EventCollector.ModifierKey: (Any) -> Void] = [:]
    private var subscriptions: [EventCollector.ModifierKey: AnyCancellable] = [:]

    /// Notes the action of the modifier at `key` in the body built now.
    func update(_ key: EventCollector.ModifierKey, action: @escaping (Any) -> Void) {
        actions[key] = action
    }

    /// Subscribes the modifier at `key` to `publisher`, unless it is subscribed already.
    func subscribe<P: Publisher>(_ key: EventCollector.ModifierKey, to publisher: P, startDate: Date) where P.Failure == Never {
        guard subscriptions[key] == nil else { return }
        subscriptions[key] = SceneClockDate.$start.withValue(startDate) {
            publisher.sink { [weak self] value in self?.actions[key]?(value) }
        }
    }

    /// Cancels the subscription of the modifier at `key`.
    func cancel(_ key: EventCollector.ModifierKey) {
        subscriptions.removeValue(forKey: key)?.cancel()
    }
}
