import Foundation
import LayoutCore
import ViewTree

/// A control for a password: SwiftUI's `SecureField`, drawn as ``TextField`` is, with each
/// character of its text shown as a bullet (•). Zoetrope has no keyboard: the text changes only
/// through its binding, and nothing submits it.
public struct SecureField<Label: View>: View {
    let field: TextFieldModel
    let label: Label
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.focusBinding) private var focus

    init(text: Binding<String>, prompt: Text?, label: Label) {
        var field = TextFieldModel(text: text, prompt: prompt)
        field.isSecure = true
        self.field = field
        self.label = label
    }

    /// The bullets or the placeholder, as a button that focuses the field.
    public var body: some View {
        TextFieldBox(field: field, label: label, style: style, focus: focus)
    }

    /// Creates a secure field with a label of its own, shown as the placeholder when there is no prompt.
    /// - Parameters:
    ///   - text: The password.
    ///   - prompt: What is shown in grey while it is empty.
    ///   - label: What the field is.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field titled with a key (a literal): `SecureField("Password", text: $password)`.
    /// - Parameters:
    ///   - titleKey: The field's title, shown as the placeholder.
    ///   - text: The password.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleResource))
    }

    /// Creates a secure field titled with a string.
    /// - Parameters:
    ///   - title: The field's title, shown as the placeholder.
    ///   - text: The password.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    /// Creates a secure field titled with a key, with a prompt.
    /// - Parameters:
    ///   - titleKey: The field's title.
    ///   - text: The password.
    ///   - prompt: What is shown in grey while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleResource))
    }

    /// Creates a secure field titled with a string, with a prompt.
    /// - Parameters:
    ///   - title: The field's title.
    ///   - text: The password.
    ///   - prompt: What is shown in grey while it is empty.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    /// Creates a secure field titled with a key, with an action for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - titleKey: The field's title.
    ///   - text: The password.
    ///   - onCommit: What the return key would run; never run, as Zoetrope has no keyboard.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// Creates a secure field titled with a string, with an action for the return key (deprecated in SwiftUI).
    /// - Parameters:
    ///   - title: The field's title.
    ///   - text: The password.
    ///   - onCommit: What the return key would run; never run.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text, prompt: nil, label: Text(title))
    }
}
