import Foundation
import LayoutCore
import ViewTree

// The ways to make a text field: over a string (with a prompt, an axis, editing callbacks) or over
// a value with a format style or a `Formatter`, titled with a key, a string or a label view.

extension TextField {
    /// Creates a field with a label of its own, shown as the placeholder when there is no prompt.
    /// - Parameters:
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - label: What the field is.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(field: TextFieldModel(text: text, prompt: prompt), label: label())
    }

    /// Creates a field with a label of its own whose text wraps onto more lines along `axis`.
    /// - Parameters:
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; `.horizontal` for one line.
    ///   - label: What the field is.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis), label: label())
    }

    /// Creates a field over a value shown in `format`, with a label of its own.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    ///   - label: What the field is.
    public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { format.format(value.wrappedValue) }, prompt: prompt), label: label())
    }

    /// Creates a field over an optional value shown in `format` (empty when `nil`), with a label of its own.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no value.
    ///   - label: What the field is.
    public init<F>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { value.wrappedValue.map(format.format) ?? "" }, prompt: prompt), label: label())
    }

    /// Creates a field over a value written by a `Formatter`, with a label of its own.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    ///   - label: What the field is.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: prompt), label: label())
    }
}

extension TextField where Label == Text {
    /// Creates a field titled with a key (a literal): `TextField("Name", text: $name)`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(field: TextFieldModel(text: text, prompt: nil), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(field: TextFieldModel(text: text, prompt: nil), label: Text(titleResource))
    }

    /// Creates a field titled with a key (a literal) with a prompt.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(field: TextFieldModel(text: text, prompt: prompt), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(field: TextFieldModel(text: text, prompt: prompt), label: Text(titleResource))
    }

    /// Creates a field titled with a key (a literal) whose text wraps onto more lines along `axis`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - axis: `.vertical` to wrap long text onto more lines; `.horizontal` for one line.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(field: TextFieldModel(text: text, prompt: nil, axis: axis), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(field: TextFieldModel(text: text, prompt: nil, axis: axis), label: Text(titleResource))
    }

    /// Creates a field titled with a key (a literal) with a prompt, whose text wraps along `axis`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; `.horizontal` for one line.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis), label: Text(titleResource))
    }

    /// Creates a field titled with a key (a literal) over a value shown in `format`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { format.format(value.wrappedValue) }, prompt: prompt), label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over an optional value shown in `format` (empty when `nil`).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no value.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { value.wrappedValue.map(format.format) ?? "" }, prompt: prompt), label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over a value written by a `Formatter`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil), label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over a value written by a `Formatter`, with a prompt.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: prompt), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: prompt), label: Text(titleResource))
    }

    /// Creates a field titled with a key (a literal) told when a tap focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    ///   - onCommit: What the return key would run; never run, as Zoetrope has no keyboard.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        var field = TextFieldModel(text: text, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) told when a tap focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        var field = TextFieldModel(text: text, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) with an action for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onCommit: What the return key would run; never run, as Zoetrope has no keyboard.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(field: TextFieldModel(text: text, prompt: nil), label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over a value written by a `Formatter`, told when a tap
    /// focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    ///   - onCommit: What the return key would run; never run.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void) {
        var field = TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over a value written by a `Formatter`, told when a tap
    /// focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        var field = TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(titleKey))
    }

    /// Creates a field titled with a key (a literal) over a value written by a `Formatter`, with an action
    /// for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onCommit: What the return key would run; never run.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil), label: Text(titleKey))
    }

    /// Creates a field titled with a string: `TextField("Name", text: $name)`.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: nil), label: Text(title))
    }

    /// Creates a field titled with a string with a prompt.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: prompt), label: Text(title))
    }

    /// Creates a field titled with a string whose text wraps onto more lines along `axis`.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - axis: `.vertical` to wrap long text onto more lines; `.horizontal` for one line.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: nil, axis: axis), label: Text(title))
    }

    /// Creates a field titled with a string with a prompt, whose text wraps along `axis`.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - prompt: What is shown in grey while the text is empty.
    ///   - axis: `.vertical` to wrap long text onto more lines; `.horizontal` for one line.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: prompt, axis: axis), label: Text(title))
    }

    /// Creates a field titled with a string over a value shown in `format`.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { format.format(value.wrappedValue) }, prompt: prompt), label: Text(title))
    }

    /// Creates a field titled with a string over an optional value shown in `format` (empty when `nil`).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - format: How it is written.
    ///   - prompt: What is shown in grey while there is no value.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(field: TextFieldModel(describe: { value.wrappedValue.map(format.format) ?? "" }, prompt: prompt), label: Text(title))
    }

    /// Creates a field titled with a string over a value written by a `Formatter`.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil), label: Text(title))
    }

    /// Creates a field titled with a string over a value written by a `Formatter`, with a prompt.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - prompt: What is shown in grey while there is no text.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: prompt), label: Text(title))
    }

    /// Creates a field titled with a string told when a tap focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    ///   - onCommit: What the return key would run; never run, as Zoetrope has no keyboard.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where S: StringProtocol {
        var field = TextFieldModel(text: text, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(title))
    }

    /// Creates a field titled with a string told when a tap focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        var field = TextFieldModel(text: text, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(title))
    }

    /// Creates a field titled with a string with an action for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - text: The text shown.
    ///   - onCommit: What the return key would run; never run, as Zoetrope has no keyboard.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(field: TextFieldModel(text: text, prompt: nil), label: Text(title))
    }

    /// Creates a field titled with a string over a value written by a `Formatter`, told when a tap
    /// focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    ///   - onCommit: What the return key would run; never run.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void) where S: StringProtocol {
        var field = TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(title))
    }

    /// Creates a field titled with a string over a value written by a `Formatter`, told when a tap
    /// focuses it (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onEditingChanged: Told `true` when a tap focuses the field.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        var field = TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil)
        field.onEditingChanged = onEditingChanged
        self.init(field: field, label: Text(title))
    }

    /// Creates a field titled with a string over a value written by a `Formatter`, with an action
    /// for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder when there is no prompt.
    ///   - value: The value shown.
    ///   - formatter: How it is written.
    ///   - onCommit: What the return key would run; never run.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(field: TextFieldModel(describe: { formatter.string(for: value.wrappedValue) ?? "" }, prompt: nil), label: Text(title))
    }
}
