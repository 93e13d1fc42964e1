import Foundation

/// What a horizontal and a vertical guide both are: the type that identifies the guide, compared
/// by identity.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype is immutable and safe to share between threads; the compiler cannot see that
    // for an existential metatype, hence `@unchecked`.
    let id: ObjectIdentifier
    let idType: any AlignmentID.Type

    /// The key of the guide that `idType` identifies.
    init(_ idType: any AlignmentID.Type) {
        self.id = ObjectIdentifier(idType)
        self.idType = idType
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A guide on one axis, ``HorizontalAlignment`` or ``VerticalAlignment``: what both answer from
/// their key.
protocol AlignmentGuide {
    /// The type that identifies the guide.
    var key: AlignmentKey { get }
}

extension AlignmentGuide {
    /// The identifier's identity.
    var id: ObjectIdentifier { key.id }
    /// The identifier, which gives the guide's default value.
    var idType: any AlignmentID.Type { key.idType }
}

extension HorizontalAlignment: AlignmentGuide {}
extension VerticalAlignment: AlignmentGuide {}
