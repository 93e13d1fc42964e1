import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A scene file that shows a view of the program by name and scripts the fingers on it:
/// `{"view": "swipe-card", "canvas": {…}, "duration": 2, "interactions": [{"drag": "card", …}]}`.
///
/// The view is one the program registered (`ZoetropeCommand.main(scenes:views:)`); the file says
/// the canvas, the frame rate, how long to show and when which view is tapped, dragged, held,
/// pinched or turned, so the same view can be rendered under many scripts without rebuilding.
public struct ViewSceneDocument: Sendable {
    /// The scene's name: the file's name without its extension.
    public var name: String
    /// The file, as it was named, for messages.
    public var file: String
    /// The registered view's name.
    public var view: String
    /// The canvas size, in points.
    public var canvasSize: CGSize
    /// The canvas's safe-area insets: a device's, or none.
    public var safeArea: EdgeInsets
    /// The background.
    public var background: RGBAColor
    /// Frames per second.
    public var framesPerSecond: Int
    /// How long to show, in seconds; `nil` until the last event and animation end.
    public var duration: TimeInterval?
    /// The scripted interactions, in the file's order.
    public var interactions: [ScriptedInteraction]
    /// The file's bytes, to point errors found later (when the view is played) at their place.
    public var source: Data

    /// An error of this file at `path`, pointing at its line.
    /// - Parameters:
    ///   - path: The field, such as `view` or `interactions[1]`.
    ///   - message: What is wrong.
    /// - Returns: The error.
    public func error(at path: String, _ message: String) -> SceneError {
        SceneError.locate([SceneError(file: file, path: path, message: message)], in: source)[0]
    }

    /// `error`, found while the scene built from this file played, as an error of this file: its
    /// field paths (`interactions[1]`) are the file's, so it points at the field's line.
    /// - Parameter error: The scene's error.
    /// - Returns: The error, in this file.
    public func locating(_ error: SceneError) -> SceneError {
        var moved = SceneError(file: file, path: error.path, message: error.message)
        moved.kind = error.kind
        return SceneError.locate([moved], in: source)[0]
    }
}

/// A scripted finger of a view scene file: what it does, to which view, when and for how long.
public struct ScriptedInteraction: Sendable, Equatable {
    /// What the finger does.
    public enum Gesture: Sendable, Equatable {
        /// A tap on a button's title or a view's accessibility identifier.
        case tap
        /// A drag through `path`, offsets from the view's centre, at constant speed.
        case drag(path: [CGPoint])
        /// A finger moving by `by` on a scroll view (or a view in one), scrolling it.
        case scroll(by: CGSize)
        /// Text typed into a text field, a character every tenth of a second.
        case type(text: String)
        /// The option showing `option` chosen in a picker.
        case select(option: String)
        /// A finger held still.
        case longPress
        /// Two fingers spreading (or closing) to `scale`.
        case pinch(scale: Double)
        /// Two fingers turning by `degrees`.
        case rotate(degrees: Double)
    }

    /// The button's title or the view's accessibility identifier.
    public var target: String
    /// What the finger does.
    public var gesture: Gesture
    /// When, in seconds: a tap's moment, or when a touch's finger goes down.
    public var time: TimeInterval
    /// How long a touch lasts, in seconds; `nil` for a tap.
    public var duration: TimeInterval?

    /// A scripted interaction.
    /// - Parameters:
    ///   - target: The button's title or the view's accessibility identifier.
    ///   - gesture: What the finger does.
    ///   - time: When, in seconds.
    ///   - duration: How long a touch lasts; `nil` for a tap.
    public init(target: String, gesture: Gesture, time: TimeInterval, duration: TimeInterval?) {
        self.target = target
        self.gesture = gesture
        self.time = time
        self.duration = duration
    }
}
