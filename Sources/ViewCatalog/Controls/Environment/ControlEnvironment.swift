import Foundation
import LayoutCore
import ViewTree

/// The environment values the controls read, set by their modifiers (`.labelsHidden()`,
/// `.controlSize(_:)`, `.pickerStyle(_:)`, …). They are internal: SwiftUI keeps most of them
/// private too, and apps set them only through the modifiers.
extension EnvironmentValues {
    /// Whether controls inside hide their labels (`.labelsHidden()`).
    var controlLabelsHidden: Bool {
        get { self[ControlLabelsHiddenKey.self] }
        set { self[ControlLabelsHiddenKey.self] = newValue }
    }

    /// The size controls inside are drawn at (`.controlSize(_:)`).
    var controlSizeValue: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// How pickers inside are drawn (`.pickerStyle(_:)`).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }

    /// How text fields inside are drawn (`.textFieldStyle(_:)`).
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }

    /// The style menus inside are drawn with (`.menuStyle(_:)`); `nil` for the automatic one.
    var menuStyleBox: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// The keyboard text fields inside would bring up (`.keyboardType(_:)`).
    var keyboardTypeValue: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// Whether text fields inside correct spelling (`nil`: the system's choice).
    var autocorrectionDisabledValue: Bool? {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// What runs when a text field inside is submitted (`.onSubmit(of:_:)`), outermost last.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The picker whose items are being drawn, for the `.tag(_:)`s inside it.
    var pickerItemContext: PickerItemContext? {
        get { self[PickerItemContextKey.self] }
        set { self[PickerItemContextKey.self] = newValue }
    }

    /// The focus binding set on the view by `.focused(_:)` or `.focused(_:equals:)`.
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

/// An `.onSubmit(of:_:)` action with the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

/// Whether a field is focused, and how to focus or unfocus it: what `.focused(…)` gives the
/// fields inside.
struct FocusBinding {
    let isFocused: Bool
    let setFocused: (Bool) -> Void
}

private struct ControlLabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct PickerStyleKindKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

private struct TextFieldStyleKindKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyMenuStyle? { nil }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue = UIKeyboardType.default
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

private struct PickerItemContextKey: EnvironmentKey {
    static var defaultValue: PickerItemContext? { nil }
}

private struct FocusBindingKey: EnvironmentKey {
    static var defaultValue: FocusBinding? { nil }
}
