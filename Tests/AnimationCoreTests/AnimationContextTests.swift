import AnimationCore
import Foundation
import Testing

@Suite("AnimationContext")
struct AnimationContextTests {
    /// A key for the test.
    private enum MarkKey: AnimationStateKey {
        static var defaultValue: String { "unset" }
    }

    @Test("A new context is not logically complete and has empty state")
    func startsEmpty() {
        let context = AnimationContext<AnimatablePair<Double, Double>>()
        #expect(!context.isLogicallyComplete)
        #expect(context.state[MarkKey.self] == "unset")
    }

    @Test("A context carries its state and completion flag, and copies them by value")
    func carriesState() {
        var context = AnimationContext<Double>()
        context.state[MarkKey.self] = "set"
        context.isLogicallyComplete = true
        var copy = context
        copy.state[MarkKey.self] = "changed"
        #expect(context.state[MarkKey.self] == "set")
        #expect(copy.state[MarkKey.self] == "changed")
        #expect(copy.isLogicallyComplete)
    }
}
