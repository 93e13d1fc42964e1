/// What an accessibility element is and does (a button, a header, selected): SwiftUI's
/// `AccessibilityTraits`. Zoetrope keeps no accessibility tree, so traits change nothing drawn.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The element is static text that cannot be changed.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The element summarizes the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The element may be activated directly by touch.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The element turns the page when it is read to its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = contains(member) ? member : nil
        bits &= ~member.bits
        return removed
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let old = contains(newMember) ? newMember : nil
        bits |= newMember.bits
        return old
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
