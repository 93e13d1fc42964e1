import Foundation
import LayoutCore
import SceneCore

extension ResolveContext {
    /// The views `content` builds, as ``children(of:)`` gives them, with every `GeometryReader`
    /// in them built for the geometry the body's layout in `canvas` gives it.
    ///
    /// The body is built (readers unplaced, zero-sized), laid out as a frame is (the canvas
    /// proposed to a `VStackLayout` root), and built again with what its readers were given,
    /// until a layout gives them what they were built with, at most `LayoutPass.maximumPasses`
    /// times (the last build counts). A reader's size does not depend on its content, so one
    /// more build is usual, one per level of readers nested in readers' content. The event
    /// handlers and modifiers are noted only from the last build; a body without readers is
    /// built once (twice when events are noted), and never laid out here. A body whose layout
    /// fails is returned as built: the frame's own layout reports the failure.
    /// - Parameters:
    ///   - content: Makes the view.
    ///   - canvas: The canvas the body is laid out in.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - layoutDirection: The direction content runs in.
    /// - Returns: The nodes and looks the view stands for.
    /// - Complexity: One build, plus, with readers, one layout and one build per level of
    ///   readers nested in readers, and one more build when events are noted.
    func childrenSettlingGeometry<Content: View>(of content: () -> Content, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                                 layoutDirection: LayoutDirection) -> (nodes: [ViewNode], looks: [ViewSpec]) {
        let geometry = GeometryStore()
        var probe = self
        probe.events = nil
        probe.geometry = geometry
        // A probe build notes no events and hands no work to the scene's clock: only the last
        // build, with its readers' settled sizes, does (a reader's `DispatchQueue.main.async`
        // write-back runs once, with the size the frame shows).
        func probeBuild() -> (nodes: [ViewNode], looks: [ViewSpec]) {
            EventScheduler.$current.withValue(nil) { probe.children(of: content()) }
        }
        var body = probeBuild()
        guard geometry.hasReaders else { return events == nil ? body : children(of: content()) }
        for _ in 0..<LayoutPass.maximumPasses {
            guard let reports = try? LayoutPass.sizes(of: VStackLayout(), subviews: body.nodes, in: canvas, safeArea: safeArea,
                                                      layoutDirection: layoutDirection, requests: [.current]),
                  geometry.update(from: body.nodes, reports: reports) else { break }
            body = probeBuild()
        }
        guard events != nil else { return body }
        var noting = self
        noting.geometry = geometry
        return noting.children(of: content())
    }
}
