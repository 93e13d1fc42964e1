import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension Scene {
    /// A scene of a view on a device's screen, as an app shows it: the canvas is the screen
    /// (turned on its side in a landscape orientation), the view is proposed what the safe area
    /// leaves and centred there (views that `.ignoresSafeArea()` reach the edges), the background
    /// is the appearance's system background (white, or black in the dark), and the environment
    /// has the device's appearance (`colorScheme`), size classes and `displayScale`.
    ///
    /// ```swift
    /// let scene = try Scene(named: "inbox", device: .iPhoneSE, colorScheme: .dark,
    ///                       textMeasurer: CairoTextMeasurer()) { InboxView() }
    /// ```
    ///
    /// Everything else is as in ``init(named:canvas:safeArea:background:fps:duration:interactions:startDate:layoutDirection:animationDefaults:textMeasurer:budget:content:)``.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - device: The device, such as ``Device/iPhone16`` or `Device.named("iPad Pro 11-inch (M4)")`.
    ///   - orientation: How it is held; upright by default.
    ///   - colorScheme: The appearance; light by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default until the last event and animation end.
    ///   - interactions: Taps, drags and other scripted input; none by default.
    ///   - startDate: The date at time 0; ``defaultStartDate`` by default.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - animationDefaults: Which systems' default animation the view's code gets: iOS 17's
    ///     spring by default, `.iOS16` for `easeInOut`.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - content: The view.
    /// - Throws: `SceneError`, as a scene of the view on a canvas does.
    public init<Content: View & SendableMetatype>(
        named name: String, device: Device, orientation: InterfaceOrientation = .portrait, colorScheme: ColorScheme = .light,
        fps: Int = 30, duration: TimeInterval? = nil, interactions: [Interaction] = [], startDate: Date = Scene.defaultStartDate,
        layoutDirection: LayoutDirection = .leftToRight, animationDefaults: AnimationDefaults = .iOS17,
        textMeasurer: (any TextMeasuring)? = nil, budget: WorkBudget = .standard,
        @ViewBuilder content: @escaping @Sendable () -> Content
    ) throws(SceneError) {
        let screen = device.screen(landscape: orientation.isLandscape)
        var traits = ScreenTraits(screen: screen, scale: device.scale, colorScheme: colorScheme)
        traits.animationDefaults = animationDefaults
        try self.init(named: name, canvas: screen.size, safeArea: screen.safeArea, background: Self.background(of: colorScheme), fps: fps,
                      duration: duration, interactions: interactions, startDate: startDate, layoutDirection: layoutDirection,
                      traits: traits, textMeasurer: textMeasurer,
                      budget: budget, content: content)
    }

    /// The screen's background in an appearance: iOS's `systemBackground`.
    static func background(of colorScheme: ColorScheme) -> RGBAColor {
        colorScheme == .dark ? SystemColorTable.systemBackground.dark : SystemColorTable.systemBackground.light
    }
}
