import Foundation
import LayoutCore

/// The style a list takes where none is set: on iOS, inset grouped.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .insetGrouped }
}

/// Sections as rounded cards inset from the list's edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .insetGrouped }
}

/// Sections as cards across the whole width, on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .grouped }
}

/// Rows across the whole width on the plain background.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .plain }
}

/// Rows inset from the list's edges on the plain background.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .inset }
}

/// The sidebar style; on an iPhone, drawn as inset grouped (Zoetrope has no sidebar column).
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var look: ListLook { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style: inset grouped on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Cards across the whole width.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows across the whole width on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the plain background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style (inset grouped on an iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
