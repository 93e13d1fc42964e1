import Foundation

/// Something a person does to a scene's views at a moment, scripted: what starts the animations
/// of views that wait for a tap (a `Button`'s action, an `onTapGesture`).
///
/// ```swift
/// let scene = try Scene(named: "rotate", canvas: CGSize(width: 400, height: 460), duration: 3,
///                       interactions: [.tap("Rotate", at: 0.5)]) {
///     ContentView()
/// }
/// ```
public struct Interaction: Hashable, Sendable, CustomStringConvertible {
    /// What is done.
    enum Kind: Hashable, Sendable {
        /// A tap on the button titled, or the view identified, by the name.
        case tap(String)
    }

    let kind: Kind

    /// How long a scripted tap holds a button down before it lets go at the tap's time, when the
    /// action runs (SwiftUI runs a button's action when the finger lifts): a tenth of a second,
    /// about a quick tap's. A ``ButtonStyle``'s configuration is `isPressed` for that while, from
    /// the tap's time less this (or 0, whichever is later) until the tap's time.
    public static let pressDuration: TimeInterval = 0.1
    /// When, in seconds of scene time.
    public let time: TimeInterval

    /// A tap at `time` on the `Button` whose title is `labelOrIdentifier`, or on the view with
    /// that `.accessibilityIdentifier` (its `onTapGesture`, or the one of a view around it).
    /// Exactly one view must answer: none, or several, is an error naming the name and the time.
    /// - Parameters:
    ///   - labelOrIdentifier: The button's title or the view's accessibility identifier.
    ///   - time: When, in seconds of scene time.
    /// - Returns: The interaction.
    public static func tap(_ labelOrIdentifier: String, at time: TimeInterval) -> Interaction {
        Interaction(kind: .tap(labelOrIdentifier), time: time)
    }

    /// `tap "Rotate" at 0.5 s`.
    public var description: String {
        switch kind {
        case .tap(let name): "tap \"\(name)\" at \(time) s"
        }
    }
}
