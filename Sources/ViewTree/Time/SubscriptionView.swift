import Foundation
import OpenCombine

/// A view that runs an action for each value a publisher sends while it is shown: what
/// `.onReceive(_:perform:)` makes, SwiftUI's `SubscriptionView`.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View, PrimitiveView where PublisherType.Failure == Never {
    let content: Content
    let publisher: PublisherType
    let action: (PublisherType.Output) -> Void

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        guard let events = context.events, let receivers = context.stateStore?.models.receivers,
              let view = resolved.first(where: { $0.node.identity != nil }) else { return resolved }
        if let problem = (publisher as? any SceneClockPublisher)?.clockProblem { events.noteProblem(problem) }
        let key = events.nextKey("onReceive", at: view.identity)
        let (action, publisher, startDate) = (action, publisher, context.startDate)
        receivers.update(key) { value in
            if let value = value as? PublisherType.Output { action(value) }
        }
        events.noteAppear([view.identity]) { receivers.subscribe(key, to: publisher, startDate: startDate) }
        events.noteDisappear([view.identity]) { receivers.cancel(key) }
        return resolved
    }
}

extension View {
    /// SwiftUI's `.onReceive(_:perform:)`: runs `action` with each value `publisher` sends while
    /// the view is shown.
    ///
    /// In a scene the view subscribes when it appears and cancels when it leaves; what the
    /// publisher sends then (a timer's ticks on the scene's clock, a `Just` at once, a
    /// `@Published` property's changes) runs `action` as an event at that moment, and what it
    /// changes re-renders, animated when changed in `withAnimation`.
    /// - Parameters:
    ///   - publisher: The publisher, which never fails.
    ///   - action: What to run with each value.
    /// - Returns: The view.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> SubscriptionView<P, Self>
    where P: Publisher, P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}
