import AnimationCore
import Foundation
import LayoutCore

/// Something a person does to a scene's views at a moment, scripted: what starts the animations
/// of views that wait for a tap (a `Button`'s action, an `onTapGesture`) or follow a gesture
/// (`.gesture(DragGesture()…)`, `@GestureState`).
///
/// Fingers of a drag, a long press, a pinch or a rotation go down at the interaction's time on
/// the centre of the view named and lift `duration` later; in between they are sampled on the
/// scene's frames (at frame *k*'s moment, exactly *k* / fps), so every frame sees the sample of
/// its own moment, and any frame is still a function of its time alone.
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
        /// Fingers on the view identified by the name, moving as the script says.
        case touch(String, TouchScript)
        /// Text typed into the text field identified (or titled) by the first name.
        case type(String, text: String)
        /// The option showing the second name chosen in the picker identified (or labelled) by the first.
        case select(String, option: String)
    }

    /// How fingers move during a scripted touch.
    struct TouchScript: Hashable, Sendable {
        enum Motion: Hashable, Sendable {
            /// One finger along a path of offsets from the view's centre, at constant speed.
            case path([Offset])
            /// One finger held still.
            case hold
            /// Two fingers moving apart (or together) until their distance is `scale` times what it was.
            case pinch(scale: Double)
            /// Two fingers turning by `radians`, clockwise.
            case rotate(radians: Double)
        }

        /// An offset from the view's centre.
        struct Offset: Hashable, Sendable {
            let x: Double
            let y: Double
        }

        let motion: Motion
        /// How long the fingers stay down.
        let duration: TimeInterval
        /// Whether the finger scrolls a scroll view (``Interaction/scroll(_:by:at:duration:)``):
        /// only the scroll view's drag and the gestures around it are given the touch.
        var scrolls = false
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
    /// A view that answers no tap but has gestures (`.gesture(TapGesture()…)`,
    /// `SpatialTapGesture`) is touched instead: a finger goes down on its centre
    /// ``pressDuration`` before `time` and lifts at `time`.
    /// - Parameters:
    ///   - labelOrIdentifier: The button's title or the view's accessibility identifier.
    ///   - time: When, in seconds of scene time.
    /// - Returns: The interaction.
    public static func tap(_ labelOrIdentifier: String, at time: TimeInterval) -> Interaction {
        Interaction(kind: .tap(labelOrIdentifier), time: time)
    }

    /// A drag on the view with that `.accessibilityIdentifier`: a finger goes down on its centre
    /// at `time` and moves by `translation` at constant speed, lifting `duration` seconds later.
    /// At the release a `DragGesture` reports the finger's velocity, `translation / duration`.
    /// - Parameters:
    ///   - identifier: The view's accessibility identifier; exactly one view must answer.
    ///   - translation: How far the finger moves.
    ///   - time: When the finger goes down, in seconds of scene time.
    ///   - duration: How long it moves, in seconds; more than 0.
    /// - Returns: The interaction.
    public static func drag(_ identifier: String, by translation: CGSize, at time: TimeInterval, duration: TimeInterval) -> Interaction {
        drag(identifier, along: [.zero, CGPoint(x: translation.width, y: translation.height)], at: time, duration: duration)
    }

    /// A drag along a path: a finger goes down at the first point and moves through the others
    /// at constant speed, lifting at the last `duration` seconds later. The points are offsets
    /// from the view's centre (`.zero` is the centre). At the release a `DragGesture` reports
    /// the finger's velocity on the last segment of the path.
    /// - Parameters:
    ///   - identifier: The view's accessibility identifier; exactly one view must answer.
    ///   - path: The finger's path, as offsets from the view's centre; at least one point.
    ///   - time: When the finger goes down, in seconds of scene time.
    ///   - duration: How long it moves, in seconds; more than 0.
    /// - Returns: The interaction.
    public static func drag(_ identifier: String, along path: [CGPoint], at time: TimeInterval, duration: TimeInterval) -> Interaction {
        let offsets = path.map { TouchScript.Offset(x: Double($0.x), y: Double($0.y)) }
        return Interaction(kind: .touch(identifier, TouchScript(motion: .path(offsets), duration: duration)), time: time)
    }

    /// A scroll of the scroll view identified (or of the one around the view identified): a
    /// finger goes down on the scroll view's centre at `time` and moves by `translation` at
    /// constant speed, lifting `duration` seconds later, as ``drag(_:by:at:duration:)`` does.
    ///
    /// The content follows the finger: once the finger has moved 10 points (a drag's minimum
    /// distance), the content is moved by exactly the finger's movement (`by: CGSize(width: 0,
    /// height: -300)` moves the rows up 300 points), kept between the content's start and end.
    /// When the finger lifts still moving, the content keeps going and slows down as
    /// UIScrollView's does (``DecelerationAnimation``, at 0.998 a millisecond): a finger that
    /// moved 300 points in 0.25 s (1,200 points a second) lets the content run about 600 more.
    /// Only the scroll view's own drag and the gestures around it are given the touch, not those
    /// of the rows inside. A view that is not in a scroll view is an error naming the name and
    /// the time.
    /// - Parameters:
    ///   - identifier: The accessibility identifier of the scroll view, or of a view inside it;
    ///     exactly one view must answer.
    ///   - translation: How far the finger moves (the opposite of how far the offset goes).
    ///   - time: When the finger goes down, in seconds of scene time.
    ///   - duration: How long it moves, in seconds; more than 0.
    /// - Returns: The interaction.
    public static func scroll(_ identifier: String, by translation: CGSize, at time: TimeInterval, duration: TimeInterval) -> Interaction {
        let path = [TouchScript.Offset(x: 0, y: 0), TouchScript.Offset(x: Double(translation.width), y: Double(translation.height))]
        return Interaction(kind: .touch(identifier, TouchScript(motion: .path(path), duration: duration, scrolls: true)), time: time)
    }

    /// How many characters scripted typing types a second: ten, a steady typist's pace
    /// (Zoetrope's choice; nothing publishes a rate for scripted typing). Character *k* (from 0)
    /// comes *k* / 10 s after the first, so its moment is a frame's when the scene's rate is a
    /// multiple of ten.
    public static let typingRate: Double = 10

    /// How long after one typed character the next comes: 1 / ``typingRate``, a tenth of a second.
    public static var typingInterval: TimeInterval { 1 / typingRate }

    /// When character `offset` (from 0) of text typed from `start` is typed: counted in tenths
    /// from the start's, so that typing from 0.2 s types its second character at the time
    /// written 0.3 (not at 0.2 + 0.1, a hair later).
    static func typingTime(of offset: Int, from start: TimeInterval) -> TimeInterval {
        (start * typingRate + Double(offset)) / typingRate
    }

    /// Typing `text` into the text field (`TextField`, `SecureField`) with that
    /// `.accessibilityIdentifier`, or showing that placeholder or text: at `time` the field is
    /// focused (its caret shows) and takes the first character, then one more every
    /// ``typingInterval``, each appended to its binding as a keyboard would. A character that
    /// comes at the moment of an interaction scripted after this one comes before it (a tap on
    /// "Send" at the last character's moment sends the whole text). Exactly one field
    /// must answer: none (a view that is not a text field), or several, is an error naming the
    /// name and the time.
    /// - Parameters:
    ///   - text: What is typed; at least one character.
    ///   - field: The field's accessibility identifier, or the placeholder or text it shows.
    ///   - time: When the first character is typed, in seconds of scene time.
    /// - Returns: The interaction.
    public static func type(_ text: String, into field: String, at time: TimeInterval) -> Interaction {
        Interaction(kind: .type(field, text: text), time: time)
    }

    /// Choosing the option showing `option` in the `Picker` labelled `picker` (its label, even
    /// when its style does not show it), showing that text, or with that
    /// `.accessibilityIdentifier` on or around it: at `time` the picker's selection becomes the
    /// option's tag, as a person's choice in its menu, wheel or segments makes it, in whatever
    /// transaction is current (an `.animation(_:value:)` on the selection animates the change).
    /// Every style is chosen in, also a menu whose other options are not shown. Exactly one
    /// picker, and one of its options, must answer: none, or several, is an error naming both
    /// names and the time and listing what there is.
    /// - Parameters:
    ///   - option: The text the option shows (its `Text`, or a `Label`'s title).
    ///   - picker: The picker's label, shown text or accessibility identifier.
    ///   - time: When, in seconds of scene time.
    /// - Returns: The interaction.
    public static func select(_ option: String, in picker: String, at time: TimeInterval) -> Interaction {
        Interaction(kind: .select(picker, option: option), time: time)
    }

    /// A long press: a finger held still on the view's centre from `time` for `duration` seconds.
    /// - Parameters:
    ///   - identifier: The view's accessibility identifier; exactly one view must answer.
    ///   - time: When the finger goes down, in seconds of scene time.
    ///   - duration: How long it stays down, in seconds.
    /// - Returns: The interaction.
    public static func longPress(_ identifier: String, at time: TimeInterval, duration: TimeInterval) -> Interaction {
        Interaction(kind: .touch(identifier, TouchScript(motion: .hold, duration: duration)), time: time)
    }

    /// A pinch: two fingers on the view, around its centre, move apart (or together) at constant
    /// speed until their distance is `scale` times what it was, and lift.
    /// - Parameters:
    ///   - identifier: The view's accessibility identifier; exactly one view must answer.
    ///   - scale: The magnification at the release; more than 0 (2 doubles, 0.5 halves).
    ///   - time: When the fingers go down, in seconds of scene time.
    ///   - duration: How long they move, in seconds; more than 0.
    /// - Returns: The interaction.
    public static func pinch(_ identifier: String, scale: CGFloat, at time: TimeInterval, duration: TimeInterval) -> Interaction {
        Interaction(kind: .touch(identifier, TouchScript(motion: .pinch(scale: Double(scale)), duration: duration)), time: time)
    }

    /// A rotation: two fingers on the view turn about its centre at constant speed by `angle`
    /// (clockwise for a positive angle, as `rotationEffect`), and lift.
    /// - Parameters:
    ///   - identifier: The view's accessibility identifier; exactly one view must answer.
    ///   - angle: How far they turn.
    ///   - time: When the fingers go down, in seconds of scene time.
    ///   - duration: How long they turn, in seconds; more than 0.
    /// - Returns: The interaction.
    public static func rotate(_ identifier: String, by angle: Angle, at time: TimeInterval, duration: TimeInterval) -> Interaction {
        Interaction(kind: .touch(identifier, TouchScript(motion: .rotate(radians: angle.radians), duration: duration)), time: time)
    }

    /// When the interaction's last moment is: when a touch's fingers lift, when typing's last
    /// character comes; its time for a tap or a choice.
    package var end: TimeInterval {
        switch kind {
        case .tap, .select: time
        case .touch(_, let script): script.end(from: time)
        case .type(_, let text): Self.typingTime(of: max(text.count - 1, 0), from: time)
        }
    }

    /// `tap "Rotate" at 0.5 s`, `drag "card" at 0.5 s for 1.0 s`.
    public var description: String {
        switch kind {
        case .tap(let name): "tap \"\(name)\" at \(time) s"
        case .touch(let name, let script): "\(script.verb) \"\(name)\" at \(time) s for \(script.duration) s"
        case .type(let name, let text): "type \"\(text)\" into \"\(name)\" at \(time) s"
        case .select(let name, let option): "select \"\(option)\" in \"\(name)\" at \(time) s"
        }
    }
}

extension Interaction.TouchScript {
    /// The interaction's name in messages.
    var verb: String {
        switch motion {
        case .path: scrolls ? "scroll" : "drag"
        case .hold: "long press"
        case .pinch: "pinch"
        case .rotate: "rotate"
        }
    }

    /// When the fingers lift, for fingers that went down at `start`.
    func end(from start: TimeInterval) -> TimeInterval { start + duration }
}
