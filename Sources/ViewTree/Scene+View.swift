import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneDescription

extension Scene {
    /// A scene of a view: what it looks like, as a still scene, through the same pipeline as
    /// scene files (frames, CSV, snapshots).
    ///
    /// ```swift
    /// let scene = try Scene(named: "wheel", canvas: CGSize(width: 400, height: 400)) {
    ///     WheelLayout(radius: 130, rotation: .zero) {
    ///         ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 70, height: 70) }
    ///     }
    /// }
    /// ```
    ///
    /// The view's top-level views are laid out as SwiftUI lays out a body of several: one above
    /// the other, centred in the canvas. `content` is called again for every thread that samples
    /// frames, so it must build the same view every time.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - canvas: The canvas size, proposed to the view.
    ///   - background: The background; white by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; 0 (one frame) by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one, text takes no room.
    ///   - content: The view.
    /// - Throws: `SceneError` when the view cannot be laid out or asks for more than the work budget.
    public init<Content: View>(named name: String, canvas: CGSize, background: RGBAColor = .white, fps: Int = 30,
                               duration: TimeInterval = 0, textMeasurer: (any TextMeasuring)? = nil,
                               @ViewBuilder content: @escaping @Sendable () -> Content) throws(SceneError) {
        let resolve = { @Sendable () -> (nodes: [ViewNode], looks: [ViewSpec]) in
            ResolveContext(textMeasurer: textMeasurer).children(of: content())
        }
        let rate: FrameRate
        do {
            rate = try FrameRate(fps)
        } catch {
            throw SceneError(file: "\(name) (built in Swift)", path: "fps", message: error.description)
        }
        try self.init(named: name, background: background, fps: rate, duration: duration, views: resolve().looks) {
            try LayoutAnimation(timeline: Timeline(initial: VStackLayout()), subviews: resolve().nodes, canvas: canvas)
        }
    }
}
