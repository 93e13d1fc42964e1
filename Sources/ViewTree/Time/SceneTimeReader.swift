import Foundation

/// A view built from the scene's time: what `TimelineView` and `KeyframeAnimator` draw with.
struct SceneTimeReader<Content: View>: View, PrimitiveView {
    /// Until when the content changes with the time: `nil` for ever.
    let drivenUntil: TimeInterval?
    let content: (TimeInterval) -> Content

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.events?.noteTimeDriven(until: drivenUntil)
        return context.child(ContentStep.content).resolve(content(context.time))
    }
}
