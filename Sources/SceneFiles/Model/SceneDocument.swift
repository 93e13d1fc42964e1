import AnimationCore
import Foundation
import SceneCore
import FrameRendering
import FrameTimeline
import LayoutCore

/// A scene file, read and checked: what to draw, how it is laid out, and how it changes over time.
///
/// The format is documented in docs/scene-format.md. Every value here has been validated:
/// sizes are positive and bounded, colours parsed, names known, times finite.
public struct SceneDocument: Sendable {
    /// The scene's name: the file name without its extension; output goes to `frames/<name>/`.
    public var name: String
    /// The file the scene was read from, as it was named, for messages.
    public var file: String
    /// The canvas size in points (one point is one pixel).
    public var canvasSize: CGSize
    /// The canvas background.
    public var background: RGBAColor
    /// The canvas's safe-area insets: a device's (`canvas.device`), none otherwise. The root
    /// layout is given what they leave, and ``padding`` inside that.
    public var safeArea = EdgeInsets()
    /// Space kept clear on every side of the canvas, like `.padding(_:)` on the root layout.
    public var padding: Double = 0
    /// The frame rate.
    public var frameRate: FrameRate
    /// The duration in seconds; `nil` to end when the last animation ends.
    public var duration: TimeInterval?
    /// What interpolates when the layout changes.
    public var interpolation: InterpolationMode
    /// The direction content runs in; right-to-left flips every container's placements.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The layout by name, and the parameters it starts with.
    public var layout: LayoutSpec
    /// The views, in order; view *i* is the layout's subview *i*.
    public var views: [ViewSpec]
    /// Where each view came from in the file, in the order of ``views``: an entry of `views` may
    /// make several (`repeat`). Empty for a document not read from a file.
    public var viewSources: [ViewSource] = []
    /// The changes, phase sequences and keyframe runs over time, in the order of the file.
    public var timeline: [TimelineEntry]
    /// The sizes drawn over every view (article 004's `showSizes`); empty for no overlay.
    public var showSizes: [SizeRequest] = []
    /// The bytes the scene was read from; render manifests record their SHA-256, so a folder
    /// knows which version of the scene it holds.
    public var source = Data()
    /// Where view `index` came from: its entry's path, and which of the entry's views it is.
    public func source(ofView index: Int) -> ViewSource {
        viewSources.indices.contains(index) ? viewSources[index] : ViewSource(path: "views[\(index)]", copy: 0, copies: 1)
    }

    /// `error` pointing at its field in the file, when the file says where.
    func locate(_ error: SceneError) -> SceneError {
        error.file == file ? SceneError.locate([error], in: source)[0] : error
    }
}

/// A layout named in a scene, with its starting parameters in file units (degrees for angles).
public struct LayoutSpec: Hashable, Sendable {
    /// The registry name, such as `wheel`.
    public var name: String
    /// Starting parameter values by name; parameters not given keep the layout's defaults.
    public var parameters: [String: Double]
}

/// A change in a scene's timeline: at a time, with an animation, set some layout parameters.
public struct ChangeSpec: Hashable, Sendable {
    /// When, in seconds.
    public var time: TimeInterval
    /// The animation, or `nil` to change at once.
    public var animation: Animation?
    /// The parameters set, by name, in file units.
    public var parameters: [String: Double]
}
