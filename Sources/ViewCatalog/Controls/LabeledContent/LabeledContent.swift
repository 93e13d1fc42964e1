import Foundation
import LayoutCore
import ViewTree

/// A value with its label: SwiftUI's `LabeledContent`, as iOS draws it: the label at the leading
/// edge and the content at the trailing edge in the secondary colour, across the width offered.
/// With ``View/labelsHidden()`` it is the content alone.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.controlLabelsHidden) private var labelsHidden

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }

    /// The label and the content.
    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                label
                Spacer(minLength: ControlMeasures.labelSpacing)
            }
            content.foregroundStyle(Color(uiColor: .secondaryLabel))
        }
    }

    /// Creates labelled content from two views.
    /// - Parameters:
    ///   - content: The value, drawn at the trailing edge in the secondary colour.
    ///   - label: What it is, at the leading edge.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content())
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates labelled content titled with a key (a literal).
    /// - Parameters:
    ///   - titleKey: What it is.
    ///   - content: The value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleResource), content: content())
    }

    /// Creates labelled content titled with a string.
    /// - Parameters:
    ///   - title: What it is.
    ///   - content: The value.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labelled string titled with a key: `LabeledContent("Version", value: "1.0")`.
    /// - Parameters:
    ///   - titleKey: What it is.
    ///   - value: The value, as text.
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<S>(_ titleResource: LocalizedStringResource, value: S) where S: StringProtocol {
        self.init(label: Text(titleResource), content: Text(value))
    }

    /// Creates a labelled string titled with a string.
    /// - Parameters:
    ///   - title: What it is.
    ///   - value: The value, as text.
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
        self.init(label: Text(title), content: Text(value))
    }

    /// Creates a labelled value written in `format`, titled with a key.
    /// - Parameters:
    ///   - titleKey: What it is.
    ///   - value: The value.
    ///   - format: How it is written.
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(format.format(value)))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleResource), content: Text(format.format(value)))
    }

    /// Creates a labelled value written in `format`, titled with a string.
    /// - Parameters:
    ///   - title: What it is.
    ///   - value: The value.
    ///   - format: How it is written.
    @_disfavoredOverload
    public init<F, S>(_ title: S, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String, S: StringProtocol {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
}
