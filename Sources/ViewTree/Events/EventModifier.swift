import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A view with something noted about it while it is resolved (an event handler, an identifier,
/// a transaction modifier): drawn and laid out as its content is.
public struct EventModifier<Content: View>: View, PrimitiveView {
    let content: Content
    /// Notes what the modifier adds, for each view the content stands for.
    let note: (EventCollector, ResolvedView) -> Void
    /// Notes what the modifier adds once for all the views the content stands for, when it is
    /// a `ForEach` (`onAppear` and `onDisappear`, which SwiftUI runs once for a `ForEach`).
    var noteGroup: ((EventCollector, [ResolvedView]) -> Void)?

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        if let events = context.events {
            events.startDate = context.startDate
            let identified = resolved.filter { $0.node.identity != nil }
            if let noteGroup, Content.self is any ElementsView.Type {
                if !identified.isEmpty { noteGroup(events, identified) }
            } else {
                for view in identified { note(events, view) }
            }
        }
        return resolved
    }
}

/// A view that stands for several views made from its elements (`ForEach`): handlers that SwiftUI
/// runs for the view as a whole are noted once for them all.
protocol ElementsView {}

/// A `ForEach` with handlers noted on it is still one for the handlers around them
/// (`.onAppear { … }.onDisappear { … }`).
extension EventModifier: ElementsView where Content: ElementsView {}

extension ResolvedView {
    /// The view's identity; resolved views always have one.
    var identity: ViewIdentity { node.identity ?? ViewIdentity() }

    /// The texts the view shows, in leaf order.
    var texts: [String] { looks.compactMap { $0.label?.text } }

    /// The view, for messages: the text it shows, or else the name of its type without its
    /// generic arguments.
    func described<Content>(as type: Content.Type) -> String {
        if let text = texts.first { return "the view showing \"\(text)\"" }
        let name = String(describing: type)
        return "a \(name.prefix { $0 != "<" })"
    }
}

extension View {
    /// This view with `note` run for each view it stands for, when a scene notes events.
    func noting(_ note: @escaping (EventCollector, ResolvedView) -> Void) -> EventModifier<Self> {
        EventModifier(content: self, note: note)
    }

    /// This view with `note` run for each view it stands for, or once for them all when it is a
    /// `ForEach`, given the identities of the views.
    func notingOnce(_ note: @escaping (EventCollector, Set<ViewIdentity>) -> Void) -> EventModifier<Self> {
        var modifier = noting { events, view in note(events, [view.identity]) }
        modifier.noteGroup = { events, views in note(events, Set(views.map(\.identity))) }
        return modifier
    }

    /// SwiftUI's `.onAppear(perform:)`: in a scene, `action` runs when the view is first in the
    /// body (at time 0 for the views of the first body), before the frame at that time is drawn.
    /// On a `ForEach` it runs once, when the first of its views appears, as SwiftUI's does;
    /// `.onDisappear` on one runs when the last of them leaves.
    /// - Parameter action: What to run; it may change state, with or without `withAnimation`.
    /// - Returns: The view.
    public func onAppear(perform action: (() -> Void)? = nil) -> EventModifier<Self> {
        notingOnce { events, identities in
            if let action { events.noteAppear(identities, action) }
        }
    }

    /// SwiftUI's `.onDisappear(perform:)`: in a scene, `action` runs when the view leaves the body.
    /// - Parameter action: What to run.
    /// - Returns: The view.
    public func onDisappear(perform action: (() -> Void)? = nil) -> EventModifier<Self> {
        notingOnce { events, identities in
            if let action { events.noteDisappear(identities, action) }
        }
    }

    /// SwiftUI's `.onChange(of:initial:_:)` with the old and new values: in a scene, `action`
    /// runs when an event changes `value` (and, with `initial`, when the view appears).
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run `action` when the view appears too; `false` by default.
    ///   - action: What to run, with the old and the new value.
    /// - Returns: The view.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteObserver(EventCollector.ChangeObserver(
                key: events.nextKey("onChange", at: view.identity), value: AnyEquatable(value), initial: initial,
                action: { old, new in
                    guard let old = old.base as? Value, let new = new.base as? Value else { return }
                    action(old, new)
                }))
        }
    }

    /// SwiftUI's `.onChange(of:initial:_:)` without the values.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run `action` when the view appears too; `false` by default.
    ///   - action: What to run.
    /// - Returns: The view.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void) -> EventModifier<Self> {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// SwiftUI's deprecated `.onChange(of:perform:)`: `action` runs with the new value when an
    /// event changes `value`.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: What to run, with the new value.
    /// - Returns: The view.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> EventModifier<Self> {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// SwiftUI's `.onTapGesture(count:perform:)`: in a scene, a scripted ``Interaction/tap(_:at:)``
    /// naming the view's `.accessibilityIdentifier` runs `action`.
    /// - Parameters:
    ///   - count: The number of taps; scripted taps run the action once whatever it is.
    ///   - action: What to run.
    /// - Returns: The view.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteTap(EventCollector.TapTarget(identity: view.identity, inside: Set(view.node.allIdentities), title: nil,
                                                    action: action))
        }
    }

    /// SwiftUI's `.accessibilityIdentifier(_:)`: the name a scripted ``Interaction/tap(_:at:)``
    /// finds the view by.
    /// - Parameter identifier: The name.
    /// - Returns: The view.
    public func accessibilityIdentifier(_ identifier: String) -> EventModifier<Self> {
        noting { events, view in
            events.noteIdentifier(EventCollector.Identifier(identity: view.identity, inside: Set(view.node.allIdentities),
                                                            name: identifier))
        }
    }

    /// SwiftUI's `.task(priority:_:)`: in a scene, `action` starts when the view appears and is
    /// cancelled when it disappears. `try await Task.sleep(for:)` and `Task.sleep(nanoseconds:)`
    /// inside it sleep on the scene's clock, so a task that waits a second and then changes state
    /// changes it at one second of scene time, in every render.
    /// - Parameters:
    ///   - priority: The task's priority; not used in a scene, where tasks run one at a time.
    ///   - action: What to run.
    /// - Returns: The view.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteTask(EventCollector.TaskStart(key: events.nextKey("task", at: view.identity), id: nil,
                                                     view: view.described(as: Self.self), action: action))
        }
    }

    /// SwiftUI's `.task(id:priority:_:)`: as ``task(priority:_:)``, and restarted (the running
    /// one cancelled) when an event changes `id`.
    /// - Parameters:
    ///   - id: The value whose change restarts the task.
    ///   - priority: The task's priority; not used in a scene.
    ///   - action: What to run.
    /// - Returns: The view.
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteTask(EventCollector.TaskStart(key: events.nextKey("task", at: view.identity), id: AnyEquatable(id),
                                                     view: view.described(as: Self.self), action: action))
        }
    }

    /// SwiftUI's `.task(id:name:executorPreference:priority:file:line:_:)`: as
    /// ``task(id:priority:_:)``; the name, the executor, the file and the line are not used in a
    /// scene, where tasks run one at a time on the scene's own executor.
    /// - Parameters:
    ///   - id: The value whose change restarts the task.
    ///   - name: The task's name, for debugging.
    ///   - taskExecutor: The executor SwiftUI would prefer to run it on.
    ///   - priority: The task's priority.
    ///   - file: The file that names it.
    ///   - line: The line that names it.
    ///   - action: What to run.
    /// - Returns: The view.
    public func task<T: Equatable>(id: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
                                   priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
                                   _ action: @escaping @isolated(any) () async -> Void) -> EventModifier<Self> {
        let run = ReplayBox(value: action)
        return task(id: id, priority: priority) { await run.value() }
    }

    /// SwiftUI's `.task(name:executorPreference:priority:file:line:_:)`: as
    /// ``task(priority:_:)``; the name, the executor, the file and the line are not used in a scene.
    /// - Parameters:
    ///   - name: The task's name, for debugging.
    ///   - taskExecutor: The executor SwiftUI would prefer to run it on.
    ///   - priority: The task's priority.
    ///   - file: The file that names it.
    ///   - line: The line that names it.
    ///   - action: What to run.
    /// - Returns: The view.
    public func task(name: String? = nil, executorPreference taskExecutor: any TaskExecutor, priority: TaskPriority = .userInitiated,
                     file: String = #fileID, line: Int = #line,
                     _ action: @escaping @isolated(any) () async -> Void) -> EventModifier<Self> {
        let run = ReplayBox(value: action)
        return task(priority: priority) { await run.value() }
    }

    /// SwiftUI's `.animation(_:value:)`: changes of the views inside this one animate with
    /// `animation` when an event changes `value` (whatever the change's own transaction says,
    /// unless it disables animations); `nil` makes them jump. Changes that leave `value` as it is
    /// keep their transaction's animation.
    /// - Parameters:
    ///   - animation: The animation; `nil` for none.
    ///   - value: The value whose change brings the animation.
    /// - Returns: The view.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> EventModifier<Self> {
        noting { events, view in
            let key = events.nextKey("animation", at: view.identity)
            events.noteAnimationValue(AnyEquatable(value), for: key)
            events.noteStep(.animation(animation, key), over: view.node)
        }
    }

    /// SwiftUI's deprecated `.animation(_:)`: every change of the views inside this one animates
    /// with `animation` (real code still uses it; `.animation(_:value:)` says which value).
    /// - Parameter animation: The animation; `nil` for none.
    /// - Returns: The view.
    public func animation(_ animation: Animation?) -> EventModifier<Self> {
        noting { events, view in
            events.noteStep(.always(animation), over: view.node)
        }
    }

    /// SwiftUI's `.transaction(_:)`: `transform` changes the transaction of every change of the
    /// views inside this one (`$0.animation = nil`, `$0.animation = $0.animation?.delay(1)`).
    /// - Parameter transform: Changes the transaction.
    /// - Returns: The view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteStep(.transform(transform), over: view.node)
        }
    }
}
