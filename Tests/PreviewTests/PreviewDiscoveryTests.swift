import Testing
import Zoetrope

/// `Preview.all` finds every preview of the fixtures, with no list: the `#Preview`s by their
/// records, the provider by its conformance.
@Suite struct PreviewDiscoveryTests {
    /// This module's previews (the test bundle links every test target's).
    static var previews: [Preview] { Preview.all.filter { $0.module == "PreviewTests" } }

    @Test func everyPreviewIsFoundInOrder() {
        let found = Self.previews.map { "\($0.file) \($0.displayName)" }
        #expect(found == [
            "BadgeView.swift Line 19", "BadgeView.swift Many", "BadgeView.swift Fits", "BadgeView.swift Banner",
            "CounterView.swift Counter", "CounterView.swift Pulse",
            "ProfileRow_Previews Online", "ProfileRow_Previews Offline", "ProfileRow_Previews Preview 3", "ProfileRow_Previews Preview 4",
        ])
    }
}
