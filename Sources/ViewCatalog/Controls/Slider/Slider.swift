import Foundation
import LayoutCore
import ViewTree

/// A control for a value in a range: SwiftUI's `Slider`, as iOS draws it.
///
/// It takes the width it is offered (less its minimum- and maximum-value labels, drawn at either
/// end): a 4-point track, filled in the tint from the leading end to the knob and light grey
/// after it, and a white 28-point knob with a soft shadow, placed linearly: at the leading end
/// for the range's lower bound, the trailing end for its upper bound (values outside are
/// clamped). As on iOS, its label is not drawn.
///
/// Zoetrope differs from SwiftUI in that the knob cannot be dragged: the value changes only
/// through its binding, and `onEditingChanged` never runs.
public struct Slider<Label: View, ValueLabel: View>: View {
    /// Where the value is in the range, 0…1.
    let fraction: () -> Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.controlSizeValue) private var controlSize

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        fraction = {
            let span = bounds.upperBound - bounds.lowerBound
            guard span > 0 else { return 0 }
            return min(max(Double((value.wrappedValue - bounds.lowerBound) / span), 0), 1)
        }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value labels around the track and its knob.
    public var body: some View {
        HStack(spacing: ControlMeasures.labelSpacing) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction(), scale: controlSize.heightScale)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

/// A slider's track and knob at `fraction` of the way along.
struct SliderTrack: View {
    let fraction: Double
    let scale: CGFloat

    var body: some View {
        let knob = ControlMeasures.sliderKnob * scale
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - knob, 0)
            let center = knob / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlMeasures.sliderMaximumTrack)
                    .frame(width: proxy.size.width, height: ControlMeasures.sliderTrackHeight)
                Capsule().fill(.tint)
                    .frame(width: center, height: ControlMeasures.sliderTrackHeight)
                Circle()
                    .fill(Color.white)
                    .shadow(color: ControlMeasures.knobShadowColor, radius: ControlMeasures.knobShadowRadius * 2, y: ControlMeasures.knobShadowY * 2)
                    .frame(width: knob, height: knob)
                    .offset(x: center - knob / 2)
            }
            .frame(width: proxy.size.width, height: knob)
        }
        .frame(height: ControlMeasures.sliderHeight * scale)
    }
}
