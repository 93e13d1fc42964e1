import Foundation
import ViewTree

extension View {
    /// SwiftUI's `.controlSize(_:)`: the controls inside are drawn at `controlSize`.
    ///
    /// Zoetrope's segmented pickers, steppers and sliders scale their height by the size
    /// (0.75× mini … 1.5× extra large, its own choice: iOS documents no numbers); other controls,
    /// as most do on iOS, stay as they are.
    /// - Parameter controlSize: The size.
    /// - Returns: The view with its controls' size set.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedView<Self> {
        environment(\.controlSizeValue, controlSize)
    }
}
