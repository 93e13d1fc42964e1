import Foundation
import Testing
import Zoetrope

/// Bindings as apps derive them: to a property (`$model.name`), to an element (`$items[0]`),
/// through an optional, as `AnyHashable`, with an animation or a transaction; and `ForEach` over
/// a binding. Each writes through the derived binding and reads the source.
@Suite("Binding variants")
struct BindingVariantTests {
    /// A value kept outside any view, read and written through bindings.
    final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    @Test("subscript(dynamicMember:) binds a property of the value: $point.x; subscript(_:) binds an element of a collection: $values[1]")
    func derivedBindings() {
        let point = Box(Point(x: 1, y: 2))
        let x = point.binding.x
        x.wrappedValue = 5
        #expect(point.value == Point(x: 5, y: 2))
        let values = Box([1, 2, 3])
        let second = values.binding[1]
        second.wrappedValue = 20
        #expect(values.value == [1, 20, 3])
        #expect(second.wrappedValue == 20)
    }

    @Test("Binding(_:) makes a binding to an optional from one to a value; writing nil changes nothing")
    func optionalPromotion() {
        let count = Box(3)
        let optional: Binding<Int?> = Binding(count.binding)
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = 7
        #expect(count.value == 7)
        optional.wrappedValue = nil
        #expect(count.value == 7)
    }

    @Test("Binding(_:) from a binding to an optional is nil when it holds none, and otherwise binds its value")
    func optionalUnwrap() throws {
        let empty = Box<Int?>(nil)
        #expect(Binding(empty.binding) == nil)
        let full = Box<Int?>(4)
        let unwrapped = try #require(Binding(full.binding))
        #expect(unwrapped.wrappedValue == 4)
        unwrapped.wrappedValue = 9
        #expect(full.value == 9)
        full.value = nil
        #expect(unwrapped.wrappedValue == 9, "the last value seen, once the optional is nil")
    }

    @Test("Binding(_:) with Value == AnyHashable binds any hashable value; a value of another type is ignored")
    func anyHashable() {
        let name = Box("a")
        let erased: Binding<AnyHashable> = Binding(name.binding)
        #expect(erased.wrappedValue == AnyHashable("a"))
        erased.wrappedValue = AnyHashable("b")
        #expect(name.value == "b")
        erased.wrappedValue = AnyHashable(1)
        #expect(name.value == "b")
    }

    @Test("Binding.animation(_:), transaction(_:) and the transaction property: a write through them animates the views it changes")
    func animatedWrites() throws {
        struct Bar: View {
            @Binding var wide: Bool
            var body: some View {
                Rectangle().frame(width: wide ? 200 : 0, height: 10)
            }
        }
        struct Owner: View {
            @State private var wide = [false, false, false, false]
            var body: some View {
                VStack(spacing: 0) {
                    Bar(wide: $wide[0].animation(.linear(duration: 1)))
                    Bar(wide: $wide[1].transaction(Transaction(animation: .linear(duration: 1))))
                    Bar(wide: transacted)
                    Bar(wide: $wide[3])
                }
                .onAppear {
                    $wide[0].animation(.linear(duration: 1)).wrappedValue = true
                    $wide[1].transaction(Transaction(animation: .linear(duration: 1))).wrappedValue = true
                    transacted.wrappedValue = true
                    $wide[3].wrappedValue = true
                }
            }
            var transacted: Binding<Bool> {
                var binding = $wide[2]
                binding.transaction = Transaction(animation: .linear(duration: 1))
                return binding
            }
        }
        let halfway = try ViewProbe(width: 300, height: 100, frame: 15, duration: 1) { Owner() }
        let widths = halfway.frames.map(\.width)
        for (row, width) in widths.prefix(3).enumerated() {
            #expect(abs(width - 100) < 1, "row \(row) is halfway at 0.5 s: \(widths)")
        }
        #expect(widths[3] == 200, "a plain write jumps: \(widths)")
        var binding = Binding.constant(1)
        #expect(binding.transaction.animation == nil, "no transaction set: one without animation")
        binding.transaction = Transaction(animation: .linear(duration: 1))
        #expect(binding.transaction.animation == .linear(duration: 1))
    }

    @Test("Binding(get:set:) with a setter that is given the write's transaction")
    func transactionSetter() {
        let seen = Box<Animation?>(nil)
        let value = Box(0)
        let binding = Binding(get: { value.value }, set: { (newValue: Int, transaction: Transaction) in
            value.value = newValue
            seen.value = transaction.animation
        })
        withAnimation(.easeIn(duration: 2)) { binding.wrappedValue = 4 }
        #expect(value.value == 4)
        #expect(seen.value == .easeIn(duration: 2))
        binding.wrappedValue = 5
        #expect(seen.value == nil, "a write outside withAnimation has none")
    }

    struct Item: Identifiable, Sendable {
        let id: Int
        var length: CGFloat
    }

    @Test("ForEach(_:content:) and ForEach(_:id:content:) over a binding give each view a binding to its element, which it writes")
    func forEachBindings() throws {
        struct Rows: View {
            @State private var items = [Item(id: 1, length: 10), Item(id: 2, length: 20)]
            @State private var names = ["a", "bb"]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($items) { $item in
                        Rectangle().frame(width: item.length, height: 10).onAppear { item.length *= 3 }
                    }
                    ForEach($names, id: \.self) { $name in
                        Rectangle().frame(width: CGFloat(10 * name.count), height: 10)
                    }
                    ForEach($items, editActions: .all) { $item in
                        Rectangle().frame(width: item.length, height: 5)
                    }
                    ForEach($names, id: \.self, editActions: [.delete, .move]) { $name in
                        Rectangle().frame(width: CGFloat(name.count), height: 5)
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200) { Rows() }
        #expect(probe.frames.map(\.width) == [30, 60, 10, 20, 30, 60, 1, 2])
        #expect(EditActions<[Item]>.all.contains(.delete) && EditActions<[Item]>.all.contains(.move))
    }
}
