import Foundation
import ViewTree

/// How a ``Picker`` is drawn: SwiftUI's `PickerStyle`, set with ``View/pickerStyle(_:)``.
///
/// As in SwiftUI, apps choose one of the built-in styles (`.automatic`, `.menu`, `.segmented`,
/// `.wheel`, `.inline`, `.navigationLink`, `.palette`) and cannot write their own.
public protocol PickerStyle {}

/// The ways Zoetrope draws a picker.
enum PickerStyleKind: Hashable, Sendable {
    /// The current value in the tint with up-and-down chevrons (iOS's default outside a form).
    case menu
    /// A row of segments, the selected one on a white plate.
    case segmented
    /// A column of rows, the selected one on a grey band.
    case wheel
    /// The label, then the current value in grey and a chevron, as a row that pushes a list.
    case navigationLink
}

/// A picker style Zoetrope knows how to draw.
protocol BuiltInPickerStyle: PickerStyle {
    /// How it is drawn.
    var kind: PickerStyleKind { get }
}

/// SwiftUI's `DefaultPickerStyle` (`.automatic`): on iOS, outside a form, the menu style.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// SwiftUI's `MenuPickerStyle` (`.menu`): the current value in the tint, followed by
/// up-and-down chevrons. Zoetrope does not open the menu when the picker is tapped.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// SwiftUI's `SegmentedPickerStyle` (`.segmented`): the items side by side in equal segments
/// on a grey track 32 points high, the selected one on a white plate; a tap on a segment
/// selects it.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// SwiftUI's `WheelPickerStyle` (`.wheel`): the items in rows of 32 points, the selected one on
/// a grey band. Zoetrope draws the rows flat, from the first item down, rather than on a
/// turning drum centred on the selection.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// SwiftUI's `InlinePickerStyle` (`.inline`): outside a list, on iOS, a wheel; Zoetrope draws
/// it as ``WheelPickerStyle``, in lists too (where iOS shows rows with a checkmark).
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// SwiftUI's `NavigationLinkPickerStyle` (`.navigationLink`): the label, then the current
/// value in grey and a chevron. Zoetrope does not push the list of items when it is tapped.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// SwiftUI's `PalettePickerStyle` (`.palette`): outside a menu, on iOS, a segmented control;
/// Zoetrope draws it as ``SegmentedPickerStyle``.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// SwiftUI's `.automatic`: ``DefaultPickerStyle``.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// SwiftUI's `.menu`: ``MenuPickerStyle``.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// SwiftUI's `.segmented`: ``SegmentedPickerStyle``.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// SwiftUI's `.wheel`: ``WheelPickerStyle``.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// SwiftUI's `.inline`: ``InlinePickerStyle``.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// SwiftUI's `.navigationLink`: ``NavigationLinkPickerStyle``.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// SwiftUI's `.palette`: ``PalettePickerStyle``.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// SwiftUI's `.pickerStyle(_:)`: the pickers inside are drawn in `style`.
    /// - Parameter style: One of the built-in styles, such as `.segmented` or `.wheel`.
    /// - Returns: The view with its pickers' style set.
    public func pickerStyle<S>(_ style: S) -> ModifiedView<Self> where S: PickerStyle {
        environment(\.pickerStyleKind, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}
