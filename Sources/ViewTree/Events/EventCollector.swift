import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// What a body's views do besides being drawn, noted while it is resolved: their event handlers
/// (`onAppear`, `onDisappear`, `onChange`, taps, `task`), their accessibility identifiers, and
/// the transaction modifiers (`.animation(_:value:)`, `.transaction`) over each of its views.
///
/// A scene's event replay resolves the body after every event and compares what it noted with
/// what it noted before: views that appeared or disappeared, values that changed.
final class EventCollector {
    /// A handler of a view, where the view is.
    struct Handler {
        /// The views it was attached to: one, or every element of a `ForEach`. It appears when
        /// one of them comes into a body that had none of them, and disappears when the last goes.
        let identities: Set<ViewIdentity>
        let action: () -> Void

        /// Whether none of the handler's views are among `present`.
        func isAbsent(from present: Set<ViewIdentity>) -> Bool {
            present.isDisjoint(with: identities)
        }
    }

    /// An `onChange(of:)` of a view: its value now, and what to run when it changes.
    struct ChangeObserver {
        /// Where the view is, and which of its observers this is.
        let key: ModifierKey
        let value: AnyEquatable
        let initial: Bool
        let action: (_ old: AnyEquatable, _ new: AnyEquatable) -> Void
    }

    /// A view that answers taps: a `Button`'s action, or an `onTapGesture`.
    struct TapTarget {
        let identity: ViewIdentity
        /// Every identity inside the view, its own included.
        let inside: Set<ViewIdentity>
        /// A button's title: the text it shows.
        let title: String?
        let action: () -> Void
        /// Sets whether a button with a ``ButtonStyle`` is pressed (its configuration's
        /// `isPressed`); `nil` for views whose look does not follow a press.
        var press: ((Bool) -> Void)? = nil
    }

    /// A text field that takes typed text: what ``Interaction/type(_:into:at:)`` types into.
    struct TextInputTarget {
        let identity: ViewIdentity
        /// Every identity inside the view, its own included.
        let inside: Set<ViewIdentity>
        /// The texts that name it: the one it shows (its placeholder, or its text), then its
        /// title and prompt.
        let titles: [String]
        /// Appends typed text to the field's text.
        let insert: (String) -> Void
        /// Focuses the field, as a tap on it does.
        let focus: () -> Void
    }

    /// A control that offers options to choose from (a `Picker`): what
    /// ``Interaction/select(_:in:at:)`` finds by the control's label, the text it shows or an
    /// identifier, and chooses one of its options in.
    struct ChoiceTarget {
        let identity: ViewIdentity
        /// Every identity inside the view, its own included.
        let inside: Set<ViewIdentity>
        /// Its label's text and the text it shows.
        let titles: [String]
        /// Its options, in order.
        let options: [ChoiceOption]
    }

    /// One option of a ``ChoiceTarget``: the text it shows, and what choosing it does.
    struct ChoiceOption {
        let text: String
        let choose: () -> Void
    }

    /// A view's gesture (`.gesture`, `.simultaneousGesture`, `.highPriorityGesture`): what
    /// scripted touches on it start.
    struct GestureTarget {
        let identity: ViewIdentity
        /// Every identity inside the view, its own included.
        let inside: Set<ViewIdentity>
        let priority: GesturePriority
        let mask: GestureMask
        let isEnabled: Bool
        /// Where the view is, as the body's layout placed it.
        let geometry: GeometryProxy
        /// The scene's start date, for the values' dates.
        let startDate: Date
        /// A fresh recognizer of the gesture for one touch sequence; it runs the gesture's
        /// callbacks as it is given samples.
        let start: () -> GestureRecognizer<Void>?
        /// Whether this is a scroll view's own drag, the one ``Interaction/scroll(_:by:at:duration:)`` plays.
        var scrolls = false
    }

    /// A view's `.accessibilityIdentifier`.
    struct Identifier {
        let identity: ViewIdentity
        let inside: Set<ViewIdentity>
        let name: String
    }

    /// A view's `.task`: what it runs while the view is shown, restarted when its id changes.
    struct TaskStart {
        let key: ModifierKey
        let id: AnyEquatable?
        /// The view, in the words of messages.
        let view: String
        let action: () async -> Void
    }

    /// A modifier at a view: the view's identity and which of that view's modifiers of its kind
    /// it is, counting from the innermost; the same in every state the view is in.
    struct ModifierKey: Hashable {
        let identity: ViewIdentity
        let index: Int
    }

    private(set) var appearing: [Handler] = []
    private(set) var disappearing: [Handler] = []
    private(set) var observers: [ChangeObserver] = []
    private(set) var taps: [TapTarget] = []
    /// The text fields that take typed text.
    private(set) var textInputs: [TextInputTarget] = []
    /// The controls that offer options.
    private(set) var choices: [ChoiceTarget] = []
    private(set) var identifiers: [Identifier] = []
    private(set) var tasks: [TaskStart] = []
    private(set) var gestures: [GestureTarget] = []
    /// The scene's start date, as the body is resolved with it.
    var startDate = ResolveContext.defaultStartDate
    /// The transaction modifiers over each view, innermost first.
    private(set) var steps: [ViewIdentity: [TransactionStep]] = [:]
    /// The `.transition` given to each view that has one, by the view's identity (its modifiers'
    /// wrappers stripped): the outermost, when several are.
    private(set) var transitions: [ViewIdentity: AnyTransition] = [:]
    /// The matched geometry of each leaf that has one, by identity.
    private(set) var matches: [ViewIdentity: MatchedGeometry] = [:]
    /// The value of each `.animation(_:value:)`, by its key.
    private(set) var animationValues: [ModifierKey: AnyEquatable] = [:]
    /// The identity of every view of the body, containers and modifiers' wrappers included.
    private(set) var presentIdentities: Set<ViewIdentity> = []
    /// The collector of the body being resolved, for code that runs while it is built and has
    /// no context to reach it by (`withAnimation` called from a body).
    @TaskLocal static var resolving: ReplayBox<EventCollector>?

    /// What views could not make of what they were given, in the order they said so.
    private(set) var problems: [String] = []
    /// How many modifiers of each kind were noted at each identity, for their keys.
    private var counts: [String: [ViewIdentity: Int]] = [:]

    /// The next key for a modifier of `kind` at `identity`.
    func nextKey(_ kind: String, at identity: ViewIdentity) -> ModifierKey {
        let index = counts[kind, default: [:]][identity, default: 0]
        counts[kind, default: [:]][identity] = index + 1
        return ModifierKey(identity: identity, index: index)
    }

    /// Whether the body draws from the time as well as the state (a `TimelineView`, a
    /// `KeyframeAnimator`), so it is built for every moment.
    private(set) var isTimeDriven = false
    /// Until when it draws from the time: `nil` for ever.
    private(set) var drivenUntil: TimeInterval? = 0

    /// Notes that the body draws from the time until `end` (`nil`: for ever).
    func noteTimeDriven(until end: TimeInterval? = nil) {
        isTimeDriven = true
        drivenUntil = Self.later(drivenUntil, end)
    }

    /// The later of two ends, where `nil` is never.
    static func later(_ one: TimeInterval?, _ other: TimeInterval?) -> TimeInterval? {
        guard let one, let other else { return nil }
        return max(one, other)
    }

    /// Notes the body's root views, and every view inside them, as present.
    func notePresent(_ roots: [ViewNode]) {
        for root in roots { presentIdentities.formUnion(root.allIdentities) }
    }

    func noteAppear(_ identities: Set<ViewIdentity>, _ action: @escaping () -> Void) {
        appearing.append(Handler(identities: identities, action: action))
    }

    func noteDisappear(_ identities: Set<ViewIdentity>, _ action: @escaping () -> Void) {
        disappearing.append(Handler(identities: identities, action: action))
    }

    func noteObserver(_ observer: ChangeObserver) {
        observers.append(observer)
    }

    /// Notes what a view could not make of what it was given: the scene is an error.
    func noteProblem(_ message: String) {
        problems.append(message)
    }

    /// Throws the first problem a view noted, if any, as the error of the scene at `origin`.
    func checkProblems(origin: String, at time: TimeInterval) throws(SceneError) {
        guard let problem = problems.first else { return }
        throw SceneError(file: origin, path: "content", message: "at \(NumberText.describe(time)) s: \(problem)")
    }

    /// Notes a text field that takes typed text.
    func noteTextInput(_ target: TextInputTarget) {
        textInputs.append(target)
    }

    /// Notes a control that offers options.
    func noteChoice(_ target: ChoiceTarget) {
        choices.append(target)
    }

    func noteTap(_ target: TapTarget) {
        taps.append(target)
    }

    // Added by helper B for `.allowsHitTesting(false)`: the views inside stop answering taps.
    /// Forgets the tap targets noted so far at any of `identities`.
    func removeTaps(at identities: Set<ViewIdentity>) {
        taps.removeAll { identities.contains($0.identity) }
    }

    func noteGesture(_ target: GestureTarget) {
        gestures.append(target)
    }

    func noteIdentifier(_ identifier: Identifier) {
        identifiers.append(identifier)
    }

    func noteTask(_ task: TaskStart) {
        tasks.append(task)
    }

    /// Notes a transaction modifier over every view inside `node` (its own identity included),
    /// but for those in `excluded`.
    func noteStep(_ step: TransactionStep, over node: ViewNode, excluding excluded: Set<ViewIdentity> = []) {
        for identity in node.allIdentities where !excluded.contains(identity) {
            steps[identity, default: []].append(step)
        }
    }

    /// Notes `transition` for the view at `identity`; an outer one on the same view, noted
    /// later, wins.
    func noteTransition(_ transition: AnyTransition, at identity: ViewIdentity) {
        transitions[identity.unwrapped] = transition
    }

    /// The transition of each view that comes or goes between each body and the next, by
    /// identity, for each body (the first body's views come with none): as in SwiftUI, the one
    /// given to the outermost view that came or went with it. A `.transition` on a container
    /// that stays does not reach a view inserted inside it, and one inside an inserted container
    /// is not used; a view whose outermost coming view has none fades.
    static func transitionsOfChanges(_ bodies: [EventCollector]) -> [[ViewIdentity: AnyTransition]] {
        bodies.indices.map { index in
            guard index > 0 else { return [:] }
            let before = bodies[index - 1], after = bodies[index]
            var found: [ViewIdentity: AnyTransition] = [:]
            for identity in after.presentIdentities.subtracting(before.presentIdentities) {
                found[identity] = after.transition(of: identity, cameWith: before)
            }
            for identity in before.presentIdentities.subtracting(after.presentIdentities) {
                found[identity] = before.transition(of: identity, cameWith: after)
            }
            return found
        }
    }

    /// The transition a view of this body that `other` has not takes: the one given to the
    /// outermost view around it (itself included) that `other` has not either.
    private func transition(of identity: ViewIdentity, cameWith other: EventCollector) -> AnyTransition {
        let root = identity.enclosing.first { presentIdentities.contains($0) && !other.presentIdentities.contains($0) } ?? identity
        return (transitions[root.unwrapped] ?? .opacity).grouped(by: root)
    }

    /// Notes the matched geometry of the leaf at `identity`; an inner one, noted first, wins.
    func noteMatch(_ match: MatchedGeometry, at identity: ViewIdentity) {
        if matches[identity] == nil { matches[identity] = match }
    }

    func noteAnimationValue(_ value: AnyEquatable, for key: ModifierKey) {
        animationValues[key] = value
    }
}

/// A modifier of the transaction a change is made in, over the views inside it.
enum TransactionStep {
    /// `.animation(_:value:)`: the animation, when the value at the key changed.
    case animation(Animation?, ModifierKey)
    /// The deprecated `.animation(_:)`: the animation, for every change.
    case always(Animation?)
    /// `.transaction { }`.
    case transform((inout Transaction) -> Void)

    typealias ModifierKey = EventCollector.ModifierKey
}

/// An `Equatable` value of any type, equal only to an equal value of its own type.
struct AnyEquatable: Equatable {
    /// The value.
    let base: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        base = value
        equals = { ($0 as? Value) == value }
    }

    /// Whether `other` holds an equal value of the same type.
    func isEqual(to other: AnyEquatable) -> Bool {
        equals(other.base)
    }

    static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool {
        lhs.isEqual(to: rhs)
    }
}

extension ViewNode {
    /// The identities of this node and every node inside it.
    var allIdentities: [ViewIdentity] {
        var found: [ViewIdentity] = identity.map { [$0] } ?? []
        if case .container(_, let children) = content {
            for child in children { found += child.allIdentities }
        }
        return found
    }
}

/// A target that scripted interactions find by the text it shows or by an identifier on or
/// around it: a tap's, a text field's, a picker's.
protocol NamedTarget {
    var identity: ViewIdentity { get }
    /// Every identity inside the view, its own included.
    var inside: Set<ViewIdentity> { get }
    /// Whether the text it shows (or its label's) names it `name`; a view found only by its
    /// identifier shows none.
    func isTitled(_ name: String) -> Bool
}

extension EventCollector.TapTarget: NamedTarget {
    func isTitled(_ name: String) -> Bool { title == name }
}

extension EventCollector.TextInputTarget: NamedTarget {
    func isTitled(_ name: String) -> Bool { titles.contains(name) }
}

extension EventCollector.ChoiceTarget: NamedTarget {
    func isTitled(_ name: String) -> Bool { titles.contains(name) }
}
