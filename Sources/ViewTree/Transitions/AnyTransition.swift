import AnimationCore
import Foundation
import LayoutCore

/// How a view comes into the body and leaves it: SwiftUI's `AnyTransition`.
///
/// A transition says how the view looks when it is wholly out (its *active* state): faded, scaled,
/// moved towards an edge, offset. A view an animated change inserts goes from that state to
/// itself; one it removes goes from itself to that state, where it stays unseen. A change without
/// animation inserts and removes at once. Views without a `.transition` fade (`.opacity`), as in
/// SwiftUI.
public struct AnyTransition: Sendable {
    /// The active state a view is inserted from.
    let insertion: [TransitionEffect]
    /// The active state a view is removed to.
    let removal: [TransitionEffect]
    /// The view that was given the transition, when it is known: its leaves move together, by
    /// its size (``move(edge:)``), as SwiftUI moves the view as a whole.
    var group: TransitionGroup?

    init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Whether a move's distance depends on the size of the view moved.
    var movesByViewSize: Bool {
        (insertion + removal).contains { if case .move = $0 { true } else { false } }
    }

    /// This transition, for the leaves of the view at `identity`.
    func grouped(by identity: ViewIdentity) -> AnyTransition {
        var grouped = self
        grouped.group = TransitionGroup(identity: identity)
        return grouped
    }

    private init(_ effects: [TransitionEffect]) {
        self.init(insertion: effects, removal: effects)
    }

    /// Fades the view in and out: the default.
    public static let opacity = AnyTransition([.fade])
    /// Changes nothing: the view appears and goes at once.
    public static let identity = AnyTransition([])
    /// Scales the view from and to nothing, about its centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Slides the view in from its leading edge and out towards its trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

    /// Scales the view from and to `scale` times its size, about `anchor`.
    /// - Parameters:
    ///   - scale: The scale when it is out.
    ///   - anchor: The point of the view that stays put; the centre by default.
    /// - Returns: The transition.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor)])
    }

    /// Moves the view from and to beyond `edge`: by its own width or height, towards that edge.
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition([.move(edge)])
    }

    /// Offsets the view by `offset` when it is out.
    /// - Parameter offset: The offset.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition([.offset(offset)])
    }

    /// Offsets the view by `x` and `y` when it is out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Pushes the view in from `edge`, fading in, and out towards the opposite edge, fading out.
    /// - Parameter edge: The edge it comes from.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .fade], removal: [.move(edge.opposite), .fade])
    }

    /// One transition for insertion and another for removal.
    /// - Parameters:
    ///   - insertion: How the view comes in.
    ///   - removal: How it goes.
    /// - Returns: The transition.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition and `other` together.
    /// - Parameter other: The other transition.
    /// - Returns: The transition that does both.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }

    /// `placement` as shown `presence` of the way in (0 out, 1 in), arriving when `inserting`,
    /// leaving otherwise; a view that has left (presence 0, not inserting) is hidden, whatever
    /// its transition does. Leading and trailing edges are left and right in a left-to-right
    /// layout, right and left in a right-to-left one.
    /// `viewSize` is the size of the view given the transition (all its leaves together) when
    /// it is known: a move is by that size, else by the leaf's own.
    func apply(to placement: inout ViewPlacement, presence: Double, inserting: Bool,
               layoutDirection: LayoutDirection = .leftToRight, viewSize: CGSize? = nil) {
        let progress = min(max(presence, 0), 1)
        guard progress < 1 else { return }
        guard inserting || progress > 0 else {
            placement.opacity = 0
            return
        }
        for effect in inserting ? insertion : removal {
            effect.apply(to: &placement, outness: 1 - progress, layoutDirection: layoutDirection, viewSize: viewSize)
        }
    }
}

/// The view a transition was given to, whose leaves come and go together.
///
/// Unchecked: an identity is a value made of the views' ids when the body is built and never
/// changed after; samplers read it on their threads as they read the roster's identities.
struct TransitionGroup: Hashable, @unchecked Sendable {
    let identity: ViewIdentity
}

/// One way a transition changes a view that is out: `outness` of the way (1 wholly out).
enum TransitionEffect: Sendable {
    case fade
    case scale(CGFloat, UnitPoint)
    case move(Edge)
    case offset(CGSize)
    /// What a custom transition's or a modifier's active state does to the view.
    case look(TransitionLook)

    func apply(to placement: inout ViewPlacement, outness: Double, layoutDirection: LayoutDirection, viewSize: CGSize? = nil) {
        let amount = CGFloat(outness)
        switch self {
        case .fade:
            placement.opacity *= 1 - outness
        case .scale(let scale, let anchor):
            let factor = 1 + (scale - 1) * amount
            // Scale about the anchor: the centre moves towards it.
            let frame = placement.frame
            let pivot = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let center = placement.center
            shift(&placement, by: CGSize(width: (pivot.x - center.x) * (1 - factor), height: (pivot.y - center.y) * (1 - factor)))
            placement.scale *= factor
        case .move(let edge):
            let size = viewSize ?? placement.size
            let towardsTrailing = layoutDirection == .rightToLeft ? -size.width : size.width
            let direction: CGSize = switch edge {
            case .top: CGSize(width: 0, height: -size.height)
            case .bottom: CGSize(width: 0, height: size.height)
            case .leading: CGSize(width: -towardsTrailing, height: 0)
            case .trailing: CGSize(width: towardsTrailing, height: 0)
            }
            shift(&placement, by: CGSize(width: direction.width * amount, height: direction.height * amount))
        case .offset(let offset):
            shift(&placement, by: CGSize(width: offset.width * amount, height: offset.height * amount))
        case .look(let look):
            placement.opacity *= 1 + (look.opacity - 1) * outness
            placement.rotation = Angle(radians: placement.rotation.radians + look.rotation.radians * outness)
            TransitionEffect.scale(look.scale, look.anchor).apply(to: &placement, outness: outness, layoutDirection: layoutDirection)
            TransitionEffect.offset(look.offset).apply(to: &placement, outness: outness, layoutDirection: layoutDirection)
        }
    }

    private func shift(_ placement: inout ViewPlacement, by offset: CGSize) {
        placement.position = CGPoint(x: placement.position.x + offset.width, y: placement.position.y + offset.height)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// SwiftUI's `.transition(_:)`: how this view (and every view inside it) comes in and goes
    /// when a change inserts or removes it. It is used when this view is the outermost view a
    /// change inserts or removes: not for a view inserted inside it while it stays, nor when a
    /// view around it is inserted or removed with it (that view's transition is used).
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    public func transition(_ transition: AnyTransition) -> EventModifier<Self> {
        noting { events, view in
            events.noteTransition(transition, at: view.identity)
        }
    }
}
