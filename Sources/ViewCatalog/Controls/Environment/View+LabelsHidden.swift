import Foundation
import ViewTree

extension View {
    /// SwiftUI's `.labelsHidden()`: the controls inside (toggles, pickers, steppers, sliders,
    /// text fields) draw without their labels, so a toggle is only its switch. The label is
    /// still the control's name for a scripted tap.
    /// - Returns: The view with its controls' labels hidden.
    public func labelsHidden() -> ModifiedView<Self> {
        environment(\.controlLabelsHidden, true)
    }
}
