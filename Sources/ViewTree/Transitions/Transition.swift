import Foundation
import LayoutCore

/// Where a view is in a transition: SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the state it comes in from.
    case willAppear
    /// The view is in the body: its own look.
    case identity
    /// The view has been removed: the state it goes to.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 before the view appears, 0 while it is in, 1 once it has gone.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does besides changing the look: SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (a reduced-motion setting may replace it).
    public var hasMotion: Bool

    /// Creates the properties.
    /// - Parameter hasMotion: Whether the transition moves the view; `true` by default.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// How a view comes in and goes, written as a view of its phase: SwiftUI's `Transition`.
///
/// ```swift
/// struct Rise: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0).offset(y: phase.isIdentity ? 0 : 40)
///     }
/// }
/// ```
///
/// Zoetrope reads the body at each phase and animates what its modifiers do to the view: its
/// opacity, scale, rotation and offset; other modifiers in the body (a blur, a colour, a clip)
/// are not animated and the view is drawn without them while it comes and goes.
public protocol Transition {
    /// The type of the view the transition makes.
    associatedtype Body: View
    /// The view the transition is applied to, as its body is given it. SwiftUI's is
    /// `PlaceholderContentView<Self>`; Zoetrope's placeholder stands for a view, so it is that
    /// of an `AnyView` (apps write `Content`, the same either way).
    typealias Content = PlaceholderContentView<AnyView>

    /// The view `content` is at `phase`.
    /// - Parameters:
    ///   - content: The view coming or going.
    ///   - phase: Where it is in the transition.
    /// - Returns: The view at that phase.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does besides changing the look.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default: the transition moves the view.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// The view a ``Transition`` is read from: a plain rectangle.
private struct TransitionSample: View {
    var body: some View { Color.clear.frame(width: 100, height: 100) }
}

extension AnyTransition {
    /// Wraps a ``Transition``: SwiftUI's `AnyTransition.init(_:)`. The view comes in from the
    /// look the transition's body gives at ``TransitionPhase/willAppear`` and goes to the one
    /// at ``TransitionPhase/didDisappear``; see ``Transition`` for what is animated.
    /// - Parameter transition: The transition.
    public init<T: Transition>(_ transition: T) {
        let sample = PlaceholderContentView(content: AnyView(TransitionSample()))
        let identity = TransitionLook(of: transition.body(content: sample, phase: .identity))
        let coming = TransitionLook(of: transition.body(content: sample, phase: .willAppear)).relative(to: identity)
        let going = TransitionLook(of: transition.body(content: sample, phase: .didDisappear)).relative(to: identity)
        self.init(insertion: [.look(coming)], removal: [.look(going)])
    }

    /// A transition between the look `active` gives a view and the one `identity` gives:
    /// SwiftUI's `AnyTransition.modifier(active:identity:)`. What is animated is as for a
    /// ``Transition``: opacity, scale, rotation and offset.
    /// - Parameters:
    ///   - active: The modifier of the view when it is out.
    ///   - identity: The modifier of the view when it is in.
    /// - Returns: The transition.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let look = TransitionLook(of: TransitionSample().modifier(active)).relative(to: TransitionLook(of: TransitionSample().modifier(identity)))
        return AnyTransition(insertion: [.look(look)], removal: [.look(look)])
    }
}

extension View {
    /// SwiftUI's `.transition(_:)` with a ``Transition``: as the ``AnyTransition`` form, with
    /// ``AnyTransition/init(_:)`` of it.
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    public func transition<T: Transition>(_ transition: T) -> EventModifier<Self> {
        self.transition(AnyTransition(transition))
    }
}
