import AnimationCore
import Foundation

/// A view that animates its content through a sequence of phases: SwiftUI's `PhaseAnimator`.
///
/// Without a trigger it cycles for ever: it starts in the first phase and, as soon as it
/// appears, animates to the next, and to the next when each animation completes, back to the
/// first after the last. With a trigger it rests in the first phase, and each time an event
/// changes the trigger it runs through every phase once and back to the first. Each step animates
/// with `animation(phase)` for the phase it goes to (`.default` unless given).
///
/// In a scene this is built on the scene's events: the phase is `@State`, each step a
/// `withAnimation(_:completionCriteria:_:completion:)` whose completion starts the next, so a
/// cycling animator needs the scene's `duration`.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    /// An animator that cycles through `phases` for ever.
    /// - Parameters:
    ///   - phases: The phases, in order; at least one.
    ///   - content: The view for a phase.
    ///   - animation: The animation into a phase; `.default` by default.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// An animator that runs through `phases` once each time `trigger` changes.
    /// - Parameters:
    ///   - phases: The phases, in order; at least one.
    ///   - trigger: The value whose change starts a run.
    ///   - content: The view for a phase.
    ///   - animation: The animation into a phase; `.default` by default.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    /// The content in the current phase, with what starts the steps; without phases, an error
    /// in a scene (SwiftUI requires at least one).
    public var body: some View {
        if phases.isEmpty {
            ReportedProblem(message: "a PhaseAnimator<\(Phase.self), …> has no phases; give it at least one, as SwiftUI requires")
        } else {
            let phase = phases[min(max(index, 0), phases.count - 1)]
            content(phase)
                .onAppear { if trigger == nil { step(cycling: true) } }
                .onChange(of: trigger) { step(cycling: false) }
        }
    }

    /// Animates to the phase after the current one; when that completes, on to the next, for
    /// ever when cycling, or until the first phase is reached again.
    private func step(cycling: Bool) {
        guard phases.count > 1 else { return }
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            if cycling || next != 0 { step(cycling: cycling) }
        }
    }
}

/// The view a `phaseAnimator`, `keyframeAnimator` or `animation(_:body:)` modifier is applied to,
/// handed to its content closure: SwiftUI's `PlaceholderContentView`. The identities of the views
/// it stands for are noted, so that `animation(_:body:)` can leave them out.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let content: Value
    /// Where the identities of the views it stands for are noted, when someone asks.
    let placed: PlaceholderIdentities?

    init(content: Value, placed: PlaceholderIdentities? = nil) {
        self.content = content
        self.placed = placed
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        for view in resolved { placed?.identities.formUnion(view.node.allIdentities) }
        return resolved
    }
}

/// The identities of the views a placeholder stood for, when it was resolved.
final class PlaceholderIdentities {
    var identities: Set<ViewIdentity> = []
}

extension View {
    /// SwiftUI's `.animation(_:body:)`: the modifiers `body` applies to this view animate with
    /// `animation` whenever their values change, whatever the change's own transaction says
    /// (unless it disables animations); the view itself, and what is inside it, keep the
    /// transaction's animation.
    /// - Parameters:
    ///   - animation: The animation; `nil` for none.
    ///   - body: Applies modifiers to the view (its placeholder).
    /// - Returns: The view.
    public func animation<Modified: View>(_ animation: Animation?,
                                          @ViewBuilder body: (PlaceholderContentView<Self>) -> Modified) -> EventModifier<Modified> {
        let placed = PlaceholderIdentities()
        return body(PlaceholderContentView(content: self, placed: placed)).noting { events, view in
            events.noteStep(.always(animation), over: view.node, excluding: placed.identities)
        }
    }
}

extension View {
    /// SwiftUI's `.phaseAnimator(_:content:animation:)`: this view changed by `content` for each
    /// phase, cycling for ever; see ``PhaseAnimator``.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// SwiftUI's `.phaseAnimator(_:trigger:content:animation:)`: this view changed by `content`
    /// for each phase, run through once each time `trigger` changes; see ``PhaseAnimator``.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
