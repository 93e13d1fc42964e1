import Foundation
import FrameRendering

/// A button's label in the tint (the accent colour unless `.tint(_:)` sets another), unless a
/// foreground style is set around it: how SwiftUI's default, borderless and bordered styles draw a label.
struct AccentedLabel: View, PrimitiveView {
    let label: ButtonStyleConfiguration.Label

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var inner = context
        if inner.foreground == nil && inner.foregroundGradient == nil { inner.setForeground(inner.tintPaint) }
        return inner.resolve(label)
    }
}

/// SwiftUI's `DefaultButtonStyle` (`.automatic`): the label in the accent colour, as
/// ``BorderlessButtonStyle``, which is what SwiftUI picks for a button in a plain view.
public struct DefaultButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label in the accent colour.
    public func makeBody(configuration: Configuration) -> some View { AccentedLabel(label: configuration.label) }
}

/// SwiftUI's `PlainButtonStyle` (`.plain`): the label as it is, in the foreground colour.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `BorderlessButtonStyle` (`.borderless`): the label in the accent colour.
public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label in the accent colour.
    public func makeBody(configuration: Configuration) -> some View { AccentedLabel(label: configuration.label) }
}

/// SwiftUI's `BorderedButtonStyle` (`.bordered`): the label in the tint on a rounded
/// rectangle (or the shape `.buttonBorderShape(_:)` sets) of the tint at 15% opacity, padded 12
/// points across and 7 down.
///
/// SwiftUI does not document these measures; they are Zoetrope's choice, near an iOS button of
/// the regular control size.
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The padded label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        AccentedLabel(label: configuration.label)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(BorderedButtonBackground(opacity: 0.15))
    }
}

/// SwiftUI's `BorderedProminentButtonStyle` (`.borderedProminent`): the label in white on a
/// rounded rectangle of the tint, measured as ``BorderedButtonStyle``.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The padded white label on its accent-coloured rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(BorderedButtonBackground(opacity: 1))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// SwiftUI's `.automatic`: ``DefaultButtonStyle``.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// SwiftUI's `.plain`: ``PlainButtonStyle``.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// SwiftUI's `.borderless`: ``BorderlessButtonStyle``.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// SwiftUI's `.bordered`: ``BorderedButtonStyle``.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// SwiftUI's `.borderedProminent`: ``BorderedProminentButtonStyle``.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The background of a bordered button: the border shape set around it (`.buttonBorderShape`;
/// a rounded rectangle of ``ButtonBorderShape/systemCornerRadius`` by default), filled with the
/// tint at `opacity`.
struct BorderedButtonBackground: View {
    @Environment(\.buttonBorderShape) private var shape
    let opacity: Double

    var body: some View {
        if shape == .automatic || shape == .roundedRectangle {
            RoundedRectangle(cornerRadius: ButtonBorderShape.systemCornerRadius).fill(TintShapeStyle(opacity: opacity))
        } else {
            shape.fill(TintShapeStyle(opacity: opacity))
        }
    }
}
