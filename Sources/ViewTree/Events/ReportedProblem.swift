import Foundation

/// What a view draws in place of content it cannot make from what it was given (a
/// `PhaseAnimator` without phases): nothing, and, in a scene, an error that says why.
struct ReportedProblem: View, PrimitiveView {
    /// What is wrong, in the words the scene's error gives.
    let message: String

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.events?.noteProblem(message)
        return []
    }
}
