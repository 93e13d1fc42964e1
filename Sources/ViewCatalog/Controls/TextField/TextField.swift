import Foundation
import LayoutCore
import ViewTree

/// A control that shows editable text: SwiftUI's `TextField`, as iOS draws it.
///
/// It takes the width it is offered and shows its text in the body font, or, while the text is
/// empty, its prompt (else its title or label) in iOS's placeholder grey; a number or value with
/// a format or formatter shows formatted. The `.roundedBorder` style (``View/textFieldStyle(_:)``)
/// insets it in a white rounded rectangle with a thin grey border. With `axis: .vertical` long
/// text wraps onto more lines; otherwise it stays on one.
///
/// Zoetrope draws no keyboard. A tap on the field (``Interaction/tap(_:at:)`` with the text it
/// shows) focuses it as far as the view can: it sets a ``View/focused(_:)`` binding and calls
/// `onEditingChanged(true)`; a focused field draws a caret in the tint after its text.
/// ``Interaction/type(_:into:at:)`` focuses a field over a string and appends to its binding one
/// character at a time, as a keyboard would; a field over a formatted value takes no typing.
/// Nothing submits it (`onCommit`, ``View/onSubmit(of:_:)`` never run).
public struct TextField<Label: View>: View {
    let field: TextFieldModel
    let label: Label
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.focusBinding) private var focus

    init(field: TextFieldModel, label: Label) {
        self.field = field
        self.label = label
    }

    /// The text or its placeholder, as a button that focuses the field.
    public var body: some View {
        TextFieldBox(field: field, label: label, style: style, focus: focus)
    }
}

/// What a text field or secure field shows and does, whatever its value's type.
struct TextFieldModel {
    /// The text shown now: the binding's, or the value formatted.
    let text: () -> String
    /// The prompt, shown in grey while the text is empty; the label is when there is none.
    let prompt: Text?
    /// Whether long text wraps onto more lines.
    let axis: Axis
    /// Whether each character is shown as a bullet.
    var isSecure = false
    /// Told `true` when a tap focuses the field.
    var onEditingChanged: (Bool) -> Void = { _ in }
    /// Appends typed text; `nil` for a field over a formatted value, which takes no typing.
    var insert: ((String) -> Void)?

    /// A field over a string.
    init(text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.text = { text.wrappedValue }
        self.prompt = prompt
        self.axis = axis
        insert = { text.wrappedValue += $0 }
    }

    /// A field over a value shown by `describe`.
    init(describe: @escaping () -> String, prompt: Text?) {
        self.text = describe
        self.prompt = prompt
        self.axis = .horizontal
    }
}

/// A text field drawn in its style: the text (or placeholder), a caret when focused, in a rounded
/// border for `.roundedBorder`.
struct TextFieldBox<Label: View>: View {
    let field: TextFieldModel
    let label: Label
    let style: TextFieldStyleKind
    let focus: FocusBinding?
    /// Whether a tap or typing has focused a field that has no `.focused` binding.
    @State private var editing = false

    var body: some View {
        let focusField = { [focus, onEditingChanged = field.onEditingChanged, editing = $editing] in
            if !(focus?.isFocused ?? editing.wrappedValue) {
                focus?.setFocused(true)
                editing.wrappedValue = true
                onEditingChanged(true)
            }
        }
        let button = Button(action: focusField) {
            bordered(line.frame(maxWidth: .infinity, alignment: .leading))
        }
        .buttonStyle(.plain)
        return Group {
            if let insert = field.insert {
                button.takingTypedText(label: AnyView(HStack { label; if let prompt = field.prompt { prompt } }), insert: insert, focus: focusField)
            } else {
                button
            }
        }
    }

    /// Whether the field shows its caret: focused by its binding, or by a tap or typing.
    private var isFocused: Bool {
        focus?.isFocused ?? editing
    }

    /// The text or placeholder, then the caret.
    private var line: some View {
        let text = field.text()
        return HStack(spacing: 1) {
            if text.isEmpty {
                placeholder
            } else {
                Text(verbatim: field.isSecure ? String(repeating: ControlMeasures.secureBullet, count: text.count) : text)
                    .lineLimit(field.axis == .vertical ? nil : 1)
            }
            if isFocused {
                Rectangle().fill(.tint).frame(width: 2, height: 22)
            }
        }
    }

    /// The prompt, or else the label, in the placeholder grey.
    @ViewBuilder private var placeholder: some View {
        if let prompt = field.prompt {
            prompt.foregroundStyle(ControlMeasures.placeholder).lineLimit(1)
        } else {
            label.foregroundStyle(ControlMeasures.placeholder).lineLimit(1)
        }
    }

    /// `content` as the style draws it.
    @ViewBuilder private func bordered(_ content: some View) -> some View {
        switch style {
        case .plain:
            content
        case .roundedBorder:
            content
                .padding(.horizontal, ControlMeasures.roundedFieldInset)
                .frame(minHeight: ControlMeasures.roundedFieldHeight)
                .background(Color(uiColor: .systemBackground), in: RoundedRectangle(cornerRadius: ControlMeasures.roundedFieldCornerRadius))
                .overlay(RoundedRectangle(cornerRadius: ControlMeasures.roundedFieldCornerRadius)
                    .strokeBorder(ControlMeasures.roundedFieldBorder, lineWidth: ControlMeasures.roundedFieldBorderWidth))
        }
    }
}
