import Foundation

/// Which release of Apple's systems the animation used when none is named follows:
/// ``Animation/default``, and so `withAnimation { … }` without an animation.
///
/// SwiftUI changed it in iOS 17 (macOS 14, tvOS 17, watchOS 10): before, it was `easeInOut`
/// (0.35 s); since, it is `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`, a
/// spring without bounce, as Apple's documentation of `Animation.default` says. A scene of a
/// view follows ``iOS17`` unless it asks for ``iOS16`` (`Scene(named:…animationDefaults: .iOS16…)`),
/// to render a view as it moved on the older systems.
public enum AnimationDefaults: Hashable, Sendable {
    /// iOS 17, macOS 14 and later: a critically damped spring, response 0.55 s.
    case iOS17
    /// Before iOS 17 and macOS 14: `easeInOut` over 0.35 s.
    case iOS16

    /// The defaults of the scene whose code runs now; ``iOS17`` elsewhere.
    @TaskLocal package static var current = AnimationDefaults.iOS17

    /// The animation used when none is named.
    public var animation: Animation {
        switch self {
        case .iOS17: .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)
        case .iOS16: .easeInOut(duration: Animation.defaultDuration)
        }
    }
}
