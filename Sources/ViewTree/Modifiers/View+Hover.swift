import Foundation
import LayoutCore
extension View {
    /// SwiftUI's `.onHover(perform:)`: `action` runs with `true` when a pointer enters the view
    /// and `false` when it leaves.
    ///
    /// Zoetrope's scenes are an iPhone's, touched and never pointed at, so `action` never runs
    /// (on an iPad with a trackpad it would).
    /// - Parameter action: What to run; never run in a scene.
    /// - Returns: The view.
    public func onHover(perform action: @escaping (Bool) -> Void) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.hoverEffect(_:)`: the effect a pointer's hover gives the view on iPad.
    /// A scene has no pointer: the view is drawn as it is.
    /// - Parameter effect: The effect; the system's choice by default.
    /// - Returns: The view.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.hoverEffect(_:isEnabled:)`: as ``hoverEffect(_:)``, when `isEnabled`.
    /// A scene has no pointer: the view is drawn as it is.
    /// - Parameters:
    ///   - effect: The effect; the system's choice by default.
    ///   - isEnabled: Whether the effect is on.
    /// - Returns: The view.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.hoverEffect(_:isEnabled:)` with a ``CustomHoverEffect``. A scene has no
    /// pointer: the view is drawn as it is.
    /// - Parameters:
    ///   - effect: The effect.
    ///   - isEnabled: Whether the effect is on.
    /// - Returns: The view.
    public func hoverEffect(_ effect: some CustomHoverEffect, isEnabled: Bool = true) -> EventModifier<Self> { noting { _, _ in } }
}
