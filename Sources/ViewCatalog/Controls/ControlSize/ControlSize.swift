import Foundation
import ViewTree

/// The size a control is drawn at: SwiftUI's `ControlSize`, set with ``View/controlSize(_:)``.
///
/// On iOS few controls follow it; in Zoetrope the segmented picker, the stepper and the slider
/// do (see ``View/controlSize(_:)``).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest size.
    case mini
    /// A small size.
    case small
    /// The size controls have unless told otherwise.
    case regular
    /// A large size.
    case large
    /// The largest size.
    case extraLarge

    /// How much taller than at the regular size a control of this size is drawn: Zoetrope's
    /// scale (Apple documents none for iOS): 0.75, 0.875, 1, 1.25, 1.5.
    var heightScale: CGFloat {
        switch self {
        case .mini: 0.75
        case .small: 0.875
        case .regular: 1
        case .large: 1.25
        case .extraLarge: 1.5
        }
    }
}
