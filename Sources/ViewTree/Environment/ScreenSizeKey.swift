import Foundation

/// The environment key of the screen's size.
struct ScreenSizeKey: EnvironmentKey {
    static var defaultValue: CGSize? { nil }
}

extension EnvironmentValues {
    /// The size of the screen the scene is shown on (its canvas), in points, from its top-leading
    /// corner at the canvas's origin: what presentations that cover the screen whatever view
    /// presents them (a sheet on a button) are placed in. `nil` outside a scene.
    package var screenSize: CGSize? {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }
}
