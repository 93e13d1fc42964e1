import Testing
import Zoetrope

/// A bar whose width a parent owns, through a binding: it makes the bar `length` points wide and,
/// when it appears, sets the length to `newLength` if given.
private struct BoundBar: View {
    @Binding var length: CGFloat
    var newLength: CGFloat?

    var body: some View {
        Rectangle().frame(width: length, height: 10)
            .onAppear { if let newLength { length = newLength } }
    }
}

/// `@State` and `Binding`, as apps write them: the state a view owns sizes its bars, and a binding
/// handed to a child reads and writes the parent's state.
@Suite("State and Binding")
struct StateAndBindingTests {
    @Test("State(wrappedValue:) and State(initialValue:) in an init give the state its first value")
    func stateInitialisers() throws {
        struct Counter: View {
            @State private var count: Int
            @State private var other: Int
            init(start: Int) {
                _count = State(wrappedValue: start)
                _other = State(initialValue: start + 1)
            }
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(20 * count), height: 10)
                    Rectangle().frame(width: CGFloat(20 * other), height: 10)
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Counter(start: 3) }
        #expect(probe.frames.map(\.width) == [60, 80])
    }

    @Test("State() for an optional starts at nil; a write from onAppear shows in the next body")
    func stateNil() throws {
        struct Picker: View {
            @State private var picked: Int?
            let pick: Int?
            init(pick: Int?) {
                _picked = State()
                self.pick = pick
            }
            var body: some View {
                Rectangle().frame(width: CGFloat(picked.map { 10 * $0 } ?? 30), height: 10)
                    .onAppear { if let pick { picked = pick } }
            }
        }
        #expect(try ViewProbe(width: 200, height: 100) { Picker(pick: nil) }.frames.first?.width == 30)
        #expect(try ViewProbe(width: 200, height: 100) { Picker(pick: 9) }.frames.first?.width == 90)
    }

    @Test("an optional @State with a value to start reads that value until written; a write of nil is kept as nil")
    func stateOptionalInitial() throws {
        struct Sizes: View {
            @State private var size: Int? = 1
            @State private var cleared: Int? = 5
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(10 * (size ?? 0)), height: 10)
                    Rectangle().frame(width: CGFloat(10 * (cleared ?? 3)), height: 10)
                }
                .onAppear { cleared = nil }
            }
        }
        #expect(try ViewProbe(width: 200, height: 100) { Sizes() }.frames.map(\.width) == [10, 30])
    }

    @Test("State's wrappedValue reads and writes the stored value; its projectedValue is a Binding to it")
    func stateWrappedAndProjected() throws {
        struct Owner: View {
            @State private var count = 1
            @State private var length: CGFloat = 20
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(10 * count), height: 10)
                        .onAppear { count += 4 }
                    BoundBar(length: $length, newLength: 120)
                    Rectangle().frame(width: length / 2, height: 10)
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Owner() }
        #expect(probe.frames.map(\.width) == [50, 120, 60], "5 × 10; the child's write; the parent reading it")
    }

    @Test("Binding.constant(_:) reads its value for ever and ignores writes")
    func bindingConstant() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                BoundBar(length: .constant(70))
                BoundBar(length: Binding.constant(40), newLength: 150)
            }
        }
        #expect(probe.frames.map(\.width) == [70, 40])
    }

    @Test("Binding(get:set:) derives a binding: the child's write goes through set into the parent's state")
    func bindingGetSet() throws {
        struct Owner: View {
            @State private var tens = 2
            var body: some View {
                VStack(spacing: 0) {
                    BoundBar(length: Binding(get: { CGFloat(tens * 10) }, set: { tens = Int($0) / 10 }), newLength: 90)
                    Rectangle().frame(width: CGFloat(tens), height: 10)
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Owner() }
        #expect(probe.frames.map(\.width) == [90, 9])
    }

    @Test("Binding(projectedValue:), Binding's projectedValue and wrappedValue: a binding handed on reads and writes the same state")
    func bindingHandedOn() throws {
        struct Middle: View {
            @Binding var length: CGFloat
            init(length: Binding<CGFloat>) { _length = Binding(projectedValue: length) }
            var body: some View { BoundBar(length: _length.projectedValue, newLength: 110) }
        }
        struct Slider: View {
            let value: Binding<CGFloat>
            var body: some View {
                Rectangle().frame(width: value.wrappedValue, height: 10)
            }
        }
        struct Owner: View {
            @State private var length: CGFloat = 30
            var body: some View {
                VStack(spacing: 0) {
                    Middle(length: $length)
                    Slider(value: $length)
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) { Owner() }
        #expect(probe.frames.map(\.width) == [110, 110])
    }
}
