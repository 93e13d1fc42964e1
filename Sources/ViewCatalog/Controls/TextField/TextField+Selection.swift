import Foundation
import LayoutCore

// The text fields bound to a selection, and the value forms titled with a resource.
//
// Zoetrope draws no cursor or selection highlight, so a field with a selection binding is
// drawn as the same field without one, and never writes the binding.
extension TextField where Label == Text {
    /// Creates a field titled with a key whose selection is bound.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - selection: The selection; accepted, never drawn or changed here.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; one line when `nil`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis ?? .horizontal), label: Text(titleKey))
    }

    /// Creates a field titled with a string whose selection is bound.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - selection: The selection; accepted, never drawn or changed here.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; one line when `nil`.
    public init<S>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil)
    where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis ?? .horizontal), label: Text(title))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
                axis: Axis? = nil) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis ?? .horizontal), label: Text(titleResource))
    }

    /// As the `LocalizedStringKey` form over a value shown in `format`, with a
    /// ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { format.format(value.wrappedValue) }, prompt: prompt), label: Text(titleResource))
    }

    /// As the `LocalizedStringKey` form over an optional value shown in `format` (empty when
    /// `nil`), with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { value.wrappedValue.map(format.format) ?? "" }, prompt: prompt), label: Text(titleResource))
    }
}

extension TextField {
    /// Creates a field with a label of its own whose selection is bound.
    /// - Parameters:
    ///   - text: The text shown.
    ///   - selection: The selection; accepted, never drawn or changed here.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; one line when `nil`.
    ///   - label: What the field is.
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis ?? .horizontal), label: label())
    }
}
