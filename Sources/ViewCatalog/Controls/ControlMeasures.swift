import Foundation
import ViewTree

/// The measures and colours iOS draws its controls with, each with where the number comes from.
/// Numbers marked "measured" were read off iOS 17 iPhone screenshots (light appearance) at 3×;
/// Apple documents few of them.
enum ControlMeasures {
    // MARK: Switch (UISwitch)

    /// A switch's width: UISwitch's fixed size, 51 × 31 points (UIKit's `intrinsicContentSize`).
    static let switchWidth: CGFloat = 51
    /// A switch's height: UISwitch's fixed size.
    static let switchHeight: CGFloat = 31
    /// The gap between the track's edge and the knob: 2 points, so the knob is 27 (measured).
    static let switchKnobInset: CGFloat = 2
    /// The track when on: `systemGreen` (UISwitch's default `onTintColor`).
    static var switchOnColor: Color { Color(uiColor: .systemGreen) }
    /// The track when off: `secondarySystemFill`, #E9E9EB over white (measured).
    static var switchOffColor: Color { Color(uiColor: .secondarySystemFill) }
    /// How long the knob takes to slide: 0.25 s, about UIKit's (measured from screen recordings).
    static let switchDuration: Double = 0.25

    // MARK: Knobs (switch and slider)

    /// A knob's shadow colour: black at 15% (measured; UIKit does not document it).
    static var knobShadowColor: Color { Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.15) }
    /// A knob's shadow radius, in points (measured).
    static let knobShadowRadius: CGFloat = 2
    /// A knob's shadow offset downwards, in points (measured).
    static let knobShadowY: CGFloat = 1.5

    // MARK: Stepper (UIStepper)

    /// A stepper's width: UIStepper's 94 × 32 points (UIKit's `intrinsicContentSize`).
    static let stepperWidth: CGFloat = 94
    /// A stepper's height.
    static let stepperHeight: CGFloat = 32
    /// The corner radius of its background: 8 points (measured).
    static let stepperCornerRadius: CGFloat = 8
    /// Its background: `tertiarySystemFill` (measured #EEEEEF over white).
    static var stepperFill: Color { Color(uiColor: .tertiarySystemFill) }
    /// The divider between − and +: 1 point wide, 18 high, `separator` (measured).
    static let stepperDividerHeight: CGFloat = 18
    /// The − and + glyphs' size: 20 points (measured, near SF Symbols' `minus`/`plus` at 17 pt medium).
    static let stepperGlyphSize: CGFloat = 20

    // MARK: Segmented picker (UISegmentedControl)

    /// A segmented control's height at the regular control size: 32 points (UISegmentedControl's
    /// default height since iOS 13).
    static let segmentedHeight: CGFloat = 32
    /// The inset of the selected segment's plate inside the track: 2 points (measured).
    static let segmentedInset: CGFloat = 2
    /// The track's corner radius: 9 points (measured); the plate's is 7.
    static let segmentedCornerRadius: CGFloat = 9
    /// The track: `tertiarySystemFill` (measured #EEEEEF over white).
    static var segmentedTrack: Color { Color(uiColor: .tertiarySystemFill) }
    /// The segments' text size: 13 points (UISegmentedControl's default title font).
    static let segmentedFontSize: CGFloat = 13

    // MARK: Wheel picker (UIPickerView)

    /// A wheel's row height: 32 points (measured, iOS 14 and later).
    static let wheelRowHeight: CGFloat = 32
    /// The selection band's corner radius: 8 points (measured).
    static let wheelBandCornerRadius: CGFloat = 8
    /// The selection band: `quaternarySystemFill`-like `tertiarySystemFill` (measured).
    static var wheelBand: Color { Color(uiColor: .tertiarySystemFill) }
    /// A wheel's text size: 21 points (Zoetrope's choice, near iOS's wheel text, larger than body).
    static let wheelFontSize: CGFloat = 21

    // MARK: Slider (UISlider)

    /// A slider's height: 28 points, its knob's (Zoetrope's choice; UISlider's is 31 with room
    /// around the knob).
    static let sliderHeight: CGFloat = 28
    /// The knob's diameter: 28 points (measured).
    static let sliderKnob: CGFloat = 28
    /// The track's thickness: 4 points (measured).
    static let sliderTrackHeight: CGFloat = 4
    /// The track right of the knob: `systemFill` (measured #E3E3E5 over white).
    static var sliderMaximumTrack: Color { Color(uiColor: .systemFill) }

    // MARK: Text fields (UITextField)

    /// A rounded-border field's height at the body font: 34 points (UITextField `.roundedRect`,
    /// measured).
    static let roundedFieldHeight: CGFloat = 34
    /// Its corner radius: 5 points (measured).
    static let roundedFieldCornerRadius: CGFloat = 5
    /// Its text's inset from the leading and trailing edges: 7 points (measured).
    static let roundedFieldInset: CGFloat = 7
    /// Its border: a 0.5-point line of `systemGray4`-like grey (measured #CDCDCD).
    static let roundedFieldBorderWidth: CGFloat = 0.5
    /// The border's colour.
    static var roundedFieldBorder: Color { Color(uiColor: .systemGray4) }
    /// A prompt's colour: UIKit's `placeholderText`.
    static var placeholder: Color { Color(uiColor: .placeholderText) }
    /// A secure field's bullet, as iOS shows each character of a password.
    static let secureBullet: Character = "•"

    // MARK: Menus and pickers' values

    /// The chevrons a menu picker shows after its value: 9 × 13 points (measured, SF Symbol
    /// `chevron.up.chevron.down` at 13 pt semibold).
    static let menuChevronSize = CGSize(width: 9, height: 13)
    /// The gap between a value and its chevrons: 5 points (measured).
    static let menuChevronSpacing: CGFloat = 5

    // MARK: Rows of labelled controls

    /// The least gap between a control's label and the control: SwiftUI's default spacing, 8.
    static let labelSpacing: CGFloat = 8
}
