import Foundation
import AnimationCore
import SceneCore

/// What a screen puts in the environment of the view shown on it: its appearance, size classes
/// and pixel density. The defaults are the environment's own (light, an iPhone upright, 1 pixel
/// per point).
struct ScreenTraits: Sendable {
    var colorScheme: ColorScheme = .light
    var horizontalSizeClass: UserInterfaceSizeClass = .compact
    var verticalSizeClass: UserInterfaceSizeClass = .regular
    var displayScale: CGFloat = 1
    /// Which systems' default animation the view's code gets (an OS release, as a device has).
    var animationDefaults = AnimationDefaults.iOS17

    /// The traits of a device's screen, upright or on its side, in an appearance.
    init(screen: Device.Screen, scale: Double, colorScheme: ColorScheme) {
        self.colorScheme = colorScheme
        horizontalSizeClass = screen.hasRegularWidth ? .regular : .compact
        verticalSizeClass = screen.hasRegularHeight ? .regular : .compact
        displayScale = scale
    }

    /// The environment's defaults.
    init() {}

    /// Sets the traits in `environment`.
    func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = colorScheme
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.displayScale = displayScale
    }
}
