import Foundation
import LayoutCore
/// A custom effect a pointer's hover gives a view: SwiftUI's `CustomHoverEffect`.
///
/// Zoetrope's scenes have no pointer, as an iPhone has none: an effect is accepted, never shown.
public protocol CustomHoverEffect {}

/// The effect a pointer's hover gives a view on iPad and visionOS: SwiftUI's `HoverEffect`.
///
/// Zoetrope's scenes have no pointer, as an iPhone has none: the effect is never shown.
public struct HoverEffect: CustomHoverEffect, Hashable, Sendable {
    let kind: Int

    /// The system's choice for the view.
    public static let automatic = HoverEffect(kind: 0)
    /// The pointer morphs into a highlight behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// The view lifts, with a shadow, under the pointer.
    public static let lift = HoverEffect(kind: 2)
}
