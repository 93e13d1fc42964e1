import Foundation
import LayoutCore
import Testing

private struct Weight: LayoutValueKey {
    static let defaultValue: Double = 1
}

private struct Tag: LayoutValueKey {
    static let defaultValue = ""
}

/// A key whose value is optional but whose default is not nil: a view that sets nothing must read 5,
/// and one that sets nil must read nil.
private struct OptionalColumn: LayoutValueKey {
    static let defaultValue: Int? = 5
}

@Suite("LayoutValues")
struct LayoutValuesTests {
    @Test("An empty set of values answers every key's default")
    func emptyAnswersDefaults() {
        let values = LayoutValues()
        #expect(values[Weight.self] == 1)
        #expect(values[Tag.self] == "")
        #expect(!values.contains(Weight.self))
    }

    @Test("A value set for one key does not change another key")
    func keysAreIndependent() {
        var values = LayoutValues()
        values[Weight.self] = 2.5
        #expect(values[Weight.self] == 2.5)
        #expect(values[Tag.self] == "")
        #expect(values.contains(Weight.self))
        #expect(!values.contains(Tag.self))
    }

    @Test("An optional value set to nil reads nil, not the default")
    func optionalSetToNil() {
        var values = LayoutValues()
        values[OptionalColumn.self] = nil
        #expect(values[OptionalColumn.self] == nil)
        values[OptionalColumn.self] = 9
        #expect(values[OptionalColumn.self] == 9)
    }

    @Test("A key with an optional value reads its non-nil default when the view sets none")
    func optionalKeyDefault() {
        var values = LayoutValues()
        #expect(values[OptionalColumn.self] == 5)
        values[OptionalColumn.self] = nil
        #expect(values[OptionalColumn.self] == nil)  // an explicit nil is a value, not a missing one
    }
}
