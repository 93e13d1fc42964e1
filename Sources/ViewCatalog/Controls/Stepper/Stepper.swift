import Foundation
import LayoutCore
import ViewTree

/// A control that steps a value up or down: SwiftUI's `Stepper`, as iOS draws it.
///
/// It takes the whole width it is offered: its label at the leading edge, then a pill of
/// 94 × 32 points at the trailing edge with − and + buttons on a light grey ground. A tap on
/// − or + (``Interaction/tap(_:at:)`` with `"−"` or `"+"`) steps the value by `step`, never past
/// its bounds; at a bound that button is greyed and does nothing. With ``View/labelsHidden()`` it
/// is the pill alone.
///
/// Zoetrope differs from SwiftUI in that the buttons are named by their glyphs (`"−"`, `"+"`)
/// rather than "Decrement" and "Increment", and holding a button does not repeat.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.controlSizeValue) private var controlSize

    init(label: Label, increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.label = label
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    /// The label and the − / + pill.
    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                label
                Spacer(minLength: ControlMeasures.labelSpacing)
            }
            HStack(spacing: 0) {
                StepperButton(glyph: "\u{2212}", action: step(decrement))
                Rectangle()
                    .fill(Color(uiColor: .separator))
                    .frame(width: 1, height: ControlMeasures.stepperDividerHeight * controlSize.heightScale)
                StepperButton(glyph: "+", action: step(increment))
            }
            .frame(width: ControlMeasures.stepperWidth, height: ControlMeasures.stepperHeight * controlSize.heightScale)
            .background(ControlMeasures.stepperFill, in: RoundedRectangle(cornerRadius: ControlMeasures.stepperCornerRadius))
        }
    }

    /// `action` run between `onEditingChanged(true)` and `onEditingChanged(false)`, or `nil`.
    private func step(_ action: (() -> Void)?) -> (() -> Void)? {
        guard let action else { return nil }
        let onEditingChanged = self.onEditingChanged
        return {
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }
}

/// One half of a stepper's pill: its glyph, in the label colour, or greyed and inert when it
/// has no action.
struct StepperButton: View {
    let glyph: String
    let action: (() -> Void)?

    var body: some View {
        Button(action: action ?? {}) {
            Text(verbatim: glyph)
                .font(.system(size: ControlMeasures.stepperGlyphSize, weight: .medium))
                .foregroundStyle(action == nil ? Color(uiColor: .tertiaryLabel) : Color.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
    }
}
