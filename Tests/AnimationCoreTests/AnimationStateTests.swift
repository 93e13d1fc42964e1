import AnimationCore
import Foundation
import Testing

@Suite("AnimationState")
struct AnimationStateTests {
    /// A key with a plain default.
    private enum CountKey: AnimationStateKey {
        static var defaultValue: Int { 7 }
    }

    /// A key whose value is optional, defaulting to a non-nil value.
    private enum StartKey: AnimationStateKey {
        static var defaultValue: Double? { 1.5 }
    }

    /// A second key of the same value type, to see that keys do not collide.
    private enum OtherCountKey: AnimationStateKey {
        static var defaultValue: Int { -1 }
    }

    @Test("An empty state reads every key's default")
    func readsDefaults() {
        let state = AnimationState<Double>()
        #expect(state[CountKey.self] == 7)
        #expect(state[StartKey.self] == 1.5)
        #expect(state[OtherCountKey.self] == -1)
    }

    @Test("A written value is read back, and only under its own key")
    func writesAndReads() {
        var state = AnimationState<Double>()
        state[CountKey.self] = 42
        #expect(state[CountKey.self] == 42)
        #expect(state[OtherCountKey.self] == -1)
    }

    @Test("nil stored under an optional key is read back as nil, not as the default")
    func storesNil() {
        var state = AnimationState<Double>()
        state[StartKey.self] = nil
        #expect(state[StartKey.self] == nil)
        state[StartKey.self] = 3
        #expect(state[StartKey.self] == 3)
    }

    @Test("State is a value: a copy does not see later writes")
    func valueSemantics() {
        var state = AnimationState<Double>()
        state[CountKey.self] = 1
        let copy = state
        state[CountKey.self] = 2
        #expect(copy[CountKey.self] == 1)
        #expect(state[CountKey.self] == 2)
    }
}
