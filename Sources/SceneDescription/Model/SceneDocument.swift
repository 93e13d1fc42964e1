import AnimationCore
import Foundation
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

/// Where a view came from in a scene file: the entry of `views` that made it and, when the entry
/// repeats, which of its views it is.
public struct ViewSource: Hashable, Sendable {
    /// The entry's path, such as `views[2]`.
    public var path: String
    /// Which of the entry's views this is, from 0.
    public var copy: Int
    /// How many views the entry makes: 1 without `repeat`.
    public var copies: Int

    /// Creates a source.
    public init(path: String, copy: Int, copies: Int) {
        (self.path, self.copy, self.copies) = (path, copy, copies)
    }

    /// How messages name view `index` made here: nothing more than the path for an entry that
    /// makes one view; `view 5 (copy 4 of the 8 its repeat makes) ` for a repeated one.
    public func naming(view index: Int) -> String {
        copies > 1 ? "view \(index) (copy \(copy + 1) of the \(copies) its repeat makes) " : ""
    }
}

/// A layout named in a scene, with its starting parameters in file units (degrees for angles).
public struct LayoutSpec: Hashable, Sendable {
    /// The registry name, such as `wheel`.
    public var name: String
    /// Starting parameter values by name; parameters not given keep the layout's defaults.
    public var parameters: [String: Double]
}

/// The shapes a scene view can be.
public enum ShapeSpec: String, Hashable, Sendable, CaseIterable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners (`cornerRadius`).
    case roundedRectangle
    /// A circle: the largest circle centred in the view's frame, as SwiftUI's `Circle` (use
    /// `ellipse` to fill a frame that is not square).
    case circle
    /// An ellipse filling the view's frame.
    case ellipse
    /// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
    case capsule
}

/// One view of a scene: a shape of a fixed size (or sized to its label), its fill and opacity,
/// an optional centred label, and the node ids a tree layout reads.
public struct ViewSpec: Hashable, Sendable {
    /// The shape.
    public var shape: ShapeSpec
    /// The width the view always takes, like `.frame(width:)`; `nil` to size it to its label.
    public var width: Double?
    /// The height the view always takes; `nil` to size it to its label.
    public var height: Double?
    /// Space around the label when the view is sized to it, on every side.
    public var padding: Double = 0
    /// Whether the view takes any size it is offered, its width and height (or its label's
    /// size) being only its ideal size, like `.frame(maxWidth: .infinity, maxHeight: .infinity)`.
    public var isFlexible: Bool = false
    /// The corner radius of a rounded rectangle.
    public var cornerRadius: Double
    /// The fill colour.
    public var fill: RGBAColor
    /// The opacity, `0...1`.
    public var opacity: Double
    /// The label drawn at the centre, if any.
    public var label: TextLabel?
    /// The view's node id, for tree layouts.
    public var nodeID: String?
    /// The node id of the view's parent, for tree layouts; `nil` for the root.
    public var parentID: String?
    /// The outline drawn along the shape's edge (SwiftUI's `.stroke`), if any; scene files have
    /// none, views built in Swift set it.
    public var stroke: Stroke?
    /// Where the view is drawn among the others: higher over lower, equal ones in order
    /// (SwiftUI's `.zIndex`); 0 by default.
    public var zIndex: Double = 0

    /// Creates a view, with a scene file's defaults for what is not given.
    /// - Parameters:
    ///   - shape: The shape; a rectangle by default.
    ///   - width: The width it always takes; `nil` (the default) to size it to its label.
    ///   - height: The height it always takes; `nil` (the default) to size it to its label.
    ///   - padding: Space around the label when sized to it; none by default.
    ///   - isFlexible: Whether it takes any size it is offered; `false` by default.
    ///   - cornerRadius: The corner radius of a rounded rectangle; 8 by default.
    ///   - fill: The fill colour; black by default.
    ///   - opacity: The opacity, `0...1`; 1 by default.
    ///   - label: The label drawn at the centre; none by default.
    ///   - nodeID: The node id, for tree layouts; none by default.
    ///   - parentID: The parent's node id, for tree layouts; none by default.
    public init(shape: ShapeSpec = .rectangle, width: Double? = nil, height: Double? = nil, padding: Double = 0,
                isFlexible: Bool = false, cornerRadius: Double = 8, fill: RGBAColor = .black, opacity: Double = 1,
                label: TextLabel? = nil, nodeID: String? = nil, parentID: String? = nil) {
        self.shape = shape
        self.width = width
        self.height = height
        self.padding = padding
        self.isFlexible = isFlexible
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.opacity = opacity
        self.label = label
        self.nodeID = nodeID
        self.parentID = parentID
    }
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
