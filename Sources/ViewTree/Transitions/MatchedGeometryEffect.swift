import Foundation
import LayoutCore

/// A namespace for matched geometry: SwiftUI's `@Namespace`. Its ``ID`` is the same in every
/// body the view builds (it is tied to where the view is in the tree), so views matched across
/// state changes find each other.
@propertyWrapper
public struct Namespace {
    /// A namespace's identity: SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, @unchecked Sendable {
        // AnyHashable of the owning view's place (identity, type, property): values, never
        // shared mutable state.
        let value: AnyHashable
    }

    private let box = NamespaceBox()

    /// Creates a namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { box.id }
}

/// Where a `Namespace` keeps its identity: its view's place once a scene attaches it, its own
/// object before.
final class NamespaceBox {
    private(set) var id = Namespace.ID(value: AnyHashable(0))

    init() {
        id = Namespace.ID(value: AnyHashable(ObjectIdentifier(self)))
    }

    func attach(as key: StateKey) {
        id = Namespace.ID(value: AnyHashable(key))
    }
}

extension Namespace: AttachableState {
    func attach(to store: StateStore, as key: StateKey) {
        box.attach(as: key)
    }
}

/// Which of a matched view's geometry follows its match: SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Creates the set from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view matched to others by an id in a namespace, for each of its leaves in order.
struct MatchedGeometry {
    /// The id and namespace, and which leaf of the matched view this is.
    let key: Key
    let properties: MatchedGeometryProperties
    /// The point of the views' frames that is matched.
    var anchor = UnitPoint.center
    /// Whether the view gives its geometry to the others with its key, or takes the source's.
    var isSource = true

    struct Key: Hashable {
        let id: AnyHashable
        let namespace: Namespace.ID
        let leaf: Int
    }
}

extension View {
    /// SwiftUI's `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: when a change
    /// removes a view with this id in `namespace` and inserts another, the inserted view comes
    /// from the removed one's frame and the removed one goes to the inserted one's, both by the
    /// change's animation (while their transitions fade them). Views matched this way are paired
    /// leaf by leaf. A view with `isSource: false` in the body with a source of its key takes the
    /// source's frame (position, size, or both) at every frame, moving as the source moves.
    /// - Parameters:
    ///   - id: The id shared by the matched views.
    ///   - namespace: The namespace of the id (`@Namespace var namespace`).
    ///   - properties: What follows the match: the frame (position and size) by default.
    ///   - anchor: The point of the views' frames that is matched (with the position only, the
    ///     follower's anchor point goes to the source's); their centres by default.
    ///   - isSource: Whether this view gives its geometry, or takes that of the source with its id.
    /// - Returns: The view.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> EventModifier<Self> {
        noting { events, view in
            for (leaf, identity) in view.node.leafIdentities.enumerated() {
                guard let identity else { continue }
                let key = MatchedGeometry.Key(id: AnyHashable(id), namespace: namespace, leaf: leaf)
                events.noteMatch(MatchedGeometry(key: key, properties: properties, anchor: anchor, isSource: isSource), at: identity)
            }
        }
    }
}
