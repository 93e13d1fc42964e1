import Foundation
import ViewTree

/// How a ``TextField`` or ``SecureField`` is drawn: SwiftUI's `TextFieldStyle`, set with
/// ``View/textFieldStyle(_:)``. As in SwiftUI, apps choose a built-in style (`.automatic`,
/// `.plain`, `.roundedBorder`) and cannot write their own.
public protocol TextFieldStyle {}

/// The ways Zoetrope draws a text field.
enum TextFieldStyleKind: Hashable, Sendable {
    /// The text alone.
    case plain
    /// The text inset in a white rounded rectangle with a thin grey border.
    case roundedBorder
}

/// A text field style Zoetrope knows how to draw.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    /// How it is drawn.
    var kind: TextFieldStyleKind { get }
}

/// SwiftUI's `DefaultTextFieldStyle` (`.automatic`): on iOS, outside a form, the plain style.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// Creates the style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// SwiftUI's `PlainTextFieldStyle` (`.plain`): the text, or its prompt, with no border.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// Creates the style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// SwiftUI's `RoundedBorderTextFieldStyle` (`.roundedBorder`): the text inset 7 points in a
/// white rounded rectangle (radius 5) with a half-point grey border, 34 points high at the body
/// font, as UIKit's `.roundedRect` border style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// Creates the style.
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// SwiftUI's `.automatic`: ``DefaultTextFieldStyle``.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// SwiftUI's `.plain`: ``PlainTextFieldStyle``.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// SwiftUI's `.roundedBorder`: ``RoundedBorderTextFieldStyle``.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// SwiftUI's `.textFieldStyle(_:)`: the text fields and secure fields inside are drawn in
    /// `style`.
    /// - Parameter style: One of the built-in styles, such as `.roundedBorder`.
    /// - Returns: The view with its text fields' style set.
    public func textFieldStyle<S>(_ style: S) -> ModifiedView<Self> where S: TextFieldStyle {
        environment(\.textFieldStyleKind, (style as? any BuiltInTextFieldStyle)?.kind ?? .plain)
    }
}
