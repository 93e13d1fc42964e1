import Foundation
import SceneCore

/// Every view that is in the body in any state, in one order for the whole scene, and where each
/// state's views are in it: what lets views come and go while the scene's outputs keep one row,
/// one trajectory and one look per view.
///
/// The order is the first state's views, then each view that appears later inserted after the
/// view before it in its own state, so a view inserted between two others is drawn between them.
struct ViewRoster {
    /// The views, by identity, in the scene's order.
    private(set) var identities: [ViewIdentity] = []
    /// For each state, the roster index of each of its leaves, in body order.
    private(set) var slots: [[Int]] = []
    /// For each state, whether each view of the roster is in its body.
    private(set) var presence: [[Bool]] = []
    /// For each state, how each view of the roster looks: its own look where it is in the body,
    /// the nearest state's where it is not.
    private(set) var looks: [[ViewSpec]] = []

    /// Each view's place in ``identities``.
    private var indices: [ViewIdentity: Int] = [:]

    /// The number of views.
    var count: Int { identities.count }

    /// Where the view with `identity` is in the roster, if any state's body has it.
    func index(of identity: ViewIdentity) -> Int? { indices[identity] }

    /// A problem that keeps the states' views from being followed.
    enum Problem: Error {
        /// Two views of one state have the same identity (a `ForEach` with repeated ids).
        case duplicate(state: Int, view: Int)
        /// A view was built without an identity.
        case unidentified(state: Int, view: Int)
    }

    /// Makes the roster of the states' leaves.
    /// - Parameters:
    ///   - leaves: Each state's leaf identities, in body order.
    ///   - looks: Each state's leaf looks, in body order.
    /// - Throws: ``Problem`` when views cannot be followed across the states.
    init(leaves: [[ViewIdentity?]], looks stateLooks: [[ViewSpec]]) throws(Problem) {
        // The order as a linked list, so inserting a view after another is O(1).
        var next: [ViewIdentity: ViewIdentity] = [:]
        var head: ViewIdentity?
        var known: Set<ViewIdentity> = []
        for (state, identities) in leaves.enumerated() {
            var seen: Set<ViewIdentity> = []
            var previous: ViewIdentity?
            for (leaf, identity) in identities.enumerated() {
                guard let identity else { throw .unidentified(state: state, view: leaf) }
                guard seen.insert(identity).inserted else { throw .duplicate(state: state, view: leaf) }
                if known.insert(identity).inserted {
                    if let previous {
                        next[identity] = next[previous]
                        next[previous] = identity
                    } else {
                        next[identity] = head
                        head = identity
                    }
                }
                previous = identity
            }
        }
        var cursor = head
        while let identity = cursor {
            self.identities.append(identity)
            cursor = next[identity]
        }
        let index = Dictionary(uniqueKeysWithValues: identities.enumerated().map { ($1, $0) })
        indices = index
        slots = leaves.map { identities in identities.compactMap { $0.flatMap { index[$0] } } }
        presence = slots.map { slots in
            var present = Array(repeating: false, count: identities.count)
            for slot in slots { present[slot] = true }
            return present
        }
        looks = Self.heldLooks(identities: identities, slots: slots, stateLooks: stateLooks)
    }

    /// Each state's looks in roster order: a view's own where it is in the body, otherwise the
    /// last state's it was in (or the first it will be in).
    private static func heldLooks(identities: [ViewIdentity], slots: [[Int]], stateLooks: [[ViewSpec]]) -> [[ViewSpec]] {
        var held: [ViewSpec?] = Array(repeating: nil, count: identities.count)
        for (state, slots) in slots.enumerated().reversed() {
            for (leaf, slot) in slots.enumerated() { held[slot] = stateLooks[state][leaf] }
        }
        var result: [[ViewSpec]] = []
        for (state, slots) in slots.enumerated() {
            for (leaf, slot) in slots.enumerated() { held[slot] = stateLooks[state][leaf] }
            result.append(held.map { $0 ?? ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear) })
        }
        return result
    }
}
