import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore

/// A scene ready to sample and draw: its document, its clock, and its layout animation.
///
/// Every method is a pure function of the scene and the frame number, so frames can be computed
/// alone, in any order and on any thread.
public struct Scene: @unchecked Sendable {
    // `@unchecked`: the sampler holds a layout, its views and the timeline's closures, none of
    // which are mutated after `init`; sampling only reads them.

    /// The document the scene was built from.
    public let document: SceneDocument
    /// The scene's frames.
    public let clock: FrameClock
    /// The names of the layout's parameters, in the order of the CSV's `param:` columns.
    public let parameterNames: [String]
    /// What interpolates, resolved: `.parameters` or `.positions`, never `.automatic`.
    public let interpolation: InterpolationMode
    private let sampler: any FrameSampler

    /// Builds a scene from a document.
    /// - Parameter document: The validated document.
    /// - Throws: ``SceneError`` when the scene's duration, clock or layout cannot work
    ///   (a timeline that repeats forever with no `duration`, a layout that fails at one of its states).
    public init(_ document: SceneDocument) throws(SceneError) {
        guard let layoutType = LayoutRegistry.layouts[document.layout.name] else {
            throw SceneError(file: document.file, path: "layout.name", message: "unknown layout \"\(document.layout.name)\"")
        }
        let built = try Self.build(layoutType, document: document)
        self.document = document
        self.clock = built.clock
        self.parameterNames = built.parameterNames
        self.interpolation = built.interpolation
        self.sampler = built.sampler
    }

    /// Reads and builds a scene file.
    /// - Parameter url: The scene file.
    /// - Returns: The scene.
    /// - Throws: ``SceneError``.
    public static func load(contentsOf url: URL) throws(SceneError) -> Scene {
        try Scene(SceneReader.read(contentsOf: url))
    }

    /// The scene's name, from its file name.
    public var name: String { document.name }

    /// Where every view is at frame `frame`.
    /// - Parameter frame: The frame number, in ``clock``'s frames.
    /// - Returns: The sample.
    /// - Throws: ``SceneError`` naming the frame when the layout returns a size or position no
    ///   view can have.
    public func sample(frame: Int) throws(SceneError) -> FrameSample {
        do {
            return try sampler.sample(frame: frame)
        } catch {
            throw SceneError(file: document.file, path: "layout",
                             message: "at frame \(frame) (t = \(clock.time(ofFrame: frame)) s): \(error.description)")
        }
    }

    /// What frame `frame` looks like: the scene's views drawn where the layout put them.
    /// - Parameter sample: A sample of this scene.
    /// - Returns: The display list, back to front in the order of the views.
    public func displayList(for sample: FrameSample) -> DisplayList {
        let items = zip(document.views, sample.placements).map { view, placement in
            DisplayItem.shape(ShapeItem(
                kind: view.shape.kind(cornerRadius: view.cornerRadius), center: placement.center, size: placement.size,
                rotation: placement.rotation.radians, scale: Double(placement.scale),
                fill: view.fill, opacity: view.opacity * placement.opacity, label: view.label))
        }
        return DisplayList(canvasSize: document.canvasSize, background: document.background, items: items)
    }

    // MARK: Building

    private struct Built {
        let clock: FrameClock
        let parameterNames: [String]
        let interpolation: InterpolationMode
        let sampler: any FrameSampler
    }

    private static func build<L: ParameterizedLayout>(_ type: L.Type, document: SceneDocument) throws(SceneError) -> Built {
        let timeline = try makeTimeline(L.self, document: document)
        let views = document.views.map { ViewNode(sizing: .fixed($0.size)) }
        let animation: LayoutAnimation<L>
        do {
            animation = try LayoutAnimation(timeline: timeline, subviews: views, canvas: document.canvasSize,
                                            mode: document.interpolation)
        } catch {
            throw SceneError(file: document.file, path: "layout", message: error.description)
        }
        let clock = try makeClock(document: document, naturalDuration: timeline.naturalDuration)
        return Built(clock: clock, parameterNames: L.parameters.map(\.name), interpolation: animation.mode,
                     sampler: LayoutSampler(animation: animation, clock: clock))
    }

    private static func makeTimeline<L: ParameterizedLayout>(_ type: L.Type, document: SceneDocument) throws(SceneError) -> Timeline<L> {
        var initial = L()
        apply(document.layout.parameters, to: &initial)
        let changes = document.timeline.map { change in
            StateChange<L>(at: change.time, animation: change.animation,
                           label: change.parameters.keys.sorted().joined(separator: ", ")) { layout in
                apply(change.parameters, to: &layout)
            }
        }
        do {
            return try Timeline(initial: initial, changes: changes)
        } catch {
            throw SceneError(file: document.file, path: "timeline", message: error.description)
        }
    }

    private static func apply<L: ParameterizedLayout>(_ values: [String: Double], to layout: inout L) {
        for name in values.keys.sorted() {
            guard let value = values[name], let parameter = L.parameter(named: name) else { continue }
            parameter.setValue(value, in: &layout)
        }
    }

    private static func makeClock(document: SceneDocument, naturalDuration: TimeInterval?) throws(SceneError) -> FrameClock {
        guard let duration = document.duration ?? naturalDuration else {
            throw SceneError(file: document.file, path: "duration",
                             message: "the timeline repeats forever, so the scene needs a \"duration\" in seconds")
        }
        do {
            return try FrameClock(rate: document.frameRate, duration: duration)
        } catch {
            throw SceneError(file: document.file, path: document.duration == nil ? "timeline" : "duration",
                             message: error.description)
        }
    }
}

extension ShapeSpec {
    /// The display-list outline of this shape.
    func kind(cornerRadius: Double) -> ShapeKind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: cornerRadius)
        case .circle, .ellipse: .ellipse
        }
    }
}

/// Samples the frames of a scene whose layout type is known only when the scene is built.
private protocol FrameSampler {
    func sample(frame: Int) throws(LayoutError) -> FrameSample
}

/// A layout animation and its clock: what a scene samples.
private struct LayoutSampler<L: Layout>: FrameSampler {
    let animation: LayoutAnimation<L>
    let clock: FrameClock

    func sample(frame: Int) throws(LayoutError) -> FrameSample {
        try animation.sample(frame: frame, of: clock)
    }
}
