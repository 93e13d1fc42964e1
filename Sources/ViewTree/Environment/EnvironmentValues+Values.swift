import Foundation
import LayoutCore

// The values SwiftUI keeps in the environment that apps read, with the defaults of an iPhone in
// portrait, in the light appearance.

extension EnvironmentValues {
    /// The appearance: light unless set (`.preferredColorScheme(.dark)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Closes the presentation the view is in: the sheet or the pushed screen it is on; nothing
    /// elsewhere. Presentations set it for their content.
    public package(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Opens a URL; the default opens nothing (a rendered scene has no browser).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The horizontal size class: compact, as an iPhone's in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular, as an iPhone's in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The scene's phase: active unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The text size: large, the default, unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Whether the user asked for less motion: `false` unless set.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The locale: POSIX (`en_US_POSIX`) unless set, so renders are the same on every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The direction text and stacks run in: the scene's (left to right unless it says otherwise).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the screen: the device's (3 on an iPhone 16, 2 on an iPad) in a
    /// scene on a device, 1 unless set.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether controls take input: `false` under `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

private struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}
