import Foundation
import LayoutCore
import ViewTree

/// A control that turns a setting on or off: SwiftUI's `Toggle`, as iOS draws it outside a form.
///
/// It takes the whole width it is offered: its label at the leading edge, then a switch of
/// 51 × 31 points at the trailing edge (green track when on, light grey when off, a white knob
/// with a soft shadow). A tap (``Interaction/tap(_:at:)`` with the label's text) flips the
/// binding, and the knob slides across in 0.25 s, as UIKit's switch animates itself whatever
/// the transaction. With ``View/labelsHidden()`` it is the switch alone.
///
/// Zoetrope differs from SwiftUI in that `.tint(_:)` does not recolour the switch, and a toggle
/// over several sources that are neither all on nor all off is drawn off (iOS draws it off too,
/// but reads it as mixed); a tap turns them all on.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.controlLabelsHidden) private var labelsHidden

    init(isOn: Binding<Bool>, label: Label) {
        self.isOn = isOn
        self.label = label
    }

    /// The label and the switch, as a button that flips the binding.
    public var body: some View {
        let isOn = self.isOn
        return Button(action: { isOn.wrappedValue.toggle() }) {
            HStack(spacing: 0) {
                if labelsHidden {
                    label.hidden().frame(width: 0, height: 0)
                } else {
                    label
                    Spacer(minLength: ControlMeasures.labelSpacing)
                }
                SwitchTrack(isOn: isOn.wrappedValue)
            }
        }
        .buttonStyle(.plain)
    }
}

/// The switch of a ``Toggle``: a capsule track with a white knob at the trailing end when on,
/// the leading end when off, sliding between them.
struct SwitchTrack: View {
    let isOn: Bool

    var body: some View {
        let knob = ControlMeasures.switchHeight - 2 * ControlMeasures.switchKnobInset
        let travel = ControlMeasures.switchWidth - ControlMeasures.switchHeight
        return ZStack(alignment: .leading) {
            Capsule().fill(isOn ? ControlMeasures.switchOnColor : ControlMeasures.switchOffColor)
            Circle()
                .fill(Color.white)
                .shadow(color: ControlMeasures.knobShadowColor, radius: ControlMeasures.knobShadowRadius, y: ControlMeasures.knobShadowY)
                .frame(width: knob, height: knob)
                .offset(x: ControlMeasures.switchKnobInset + (isOn ? travel : 0))
        }
        .frame(width: ControlMeasures.switchWidth, height: ControlMeasures.switchHeight)
        .animation(.easeInOut(duration: ControlMeasures.switchDuration), value: isOn)
    }
}
