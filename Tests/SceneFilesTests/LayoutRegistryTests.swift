import LayoutCatalog
import SceneFiles
import Testing

@Suite("Registering a program's own layouts")
struct LayoutRegistryTests {
    @Test("a name a built-in layout has is refused and the built-in one kept", arguments: ["wheel", "wave", "flow"])
    func builtInNameRefused(_ name: String) throws {
        let before = try #require(LayoutRegistry.layouts[name])
        // Registering only built-in names adds nothing, so this test leaves the registry as it was.
        let refused = LayoutRegistry.register([name: CircularLayout.self, "hstack": CircularLayout.self])
        #expect(refused == ["hstack", name].sorted())
        let after = try #require(LayoutRegistry.layouts[name])
        #expect(ObjectIdentifier(after) == ObjectIdentifier(before))
        #expect(!LayoutRegistry.registeredNames.contains(name))
    }
}
