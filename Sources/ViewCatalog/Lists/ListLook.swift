import Foundation
import LayoutCore

/// How a list draws itself: what each built-in ``ListStyle`` stands for.
enum ListLook: Hashable, Sendable {
    /// Rounded cards inset from the edges, on the grouped background: iOS's automatic style.
    case insetGrouped
    /// Cards across the whole width, on the grouped background.
    case grouped
    /// Rows across the whole width on the plain background, separators to the trailing edge.
    case plain
    /// Rows inset from the edges on the plain background (`.inset`).
    case inset

    /// Whether sections sit on cards over the grouped background.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped }

    /// The distance of the rows from the list's leading and trailing edges.
    var margin: CGFloat {
        switch self {
        case .insetGrouped, .inset: ListMeasures.cardMargin
        case .grouped, .plain: 0
        }
    }

    /// The corner radius of a section's card.
    var cornerRadius: CGFloat { self == .insetGrouped ? ListMeasures.cardCornerRadius : 0 }
}

/// The environment key for the look lists below take (`.listStyle`).
struct ListLookKey: EnvironmentKey {
    static let defaultValue: ListLook = .insetGrouped
}

/// The environment key for whether a list draws its background (`.scrollContentBackground`).
struct ListBackgroundHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

/// The environment key for whether views are rows of a list (so a `Section` draws its card).
struct InsideListKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The look lists below take.
    var listLook: ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// Whether lists below leave their background out.
    var listBackgroundHidden: Bool {
        get { self[ListBackgroundHiddenKey.self] }
        set { self[ListBackgroundHiddenKey.self] = newValue }
    }

    /// Whether views are rows of a list.
    var isInsideList: Bool {
        get { self[InsideListKey.self] }
        set { self[InsideListKey.self] = newValue }
    }
}
