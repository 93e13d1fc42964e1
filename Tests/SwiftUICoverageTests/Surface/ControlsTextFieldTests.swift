import CairoRasterizer
import Testing
import Zoetrope

/// `TextField`, `SecureField`, their styles and input modifiers, and focus, as apps write them.
@Suite("Controls: TextField")
struct ControlsTextFieldTests {
    /// UIKit's `placeholderText`, light.
    static let placeholder = Color(uiColor: .placeholderText).rgba

    @Test("TextField(_:text:) shows its text in the label colour, or its title in placeholder grey while the text is empty; it takes the width offered")
    func titledField() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            let title = "Email"
            VStack {
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Ada"))
                TextField(title, text: .constant(""))
                TextField(text: .constant("")) { Text("Label") }
                TextField(text: .constant(""), prompt: Text("Prompt")) { Text("Label") }
            }
        }
        #expect(probe.looks.compactMap(\.label?.text) == ["Name", "Ada", "Email", "Label", "Prompt"])
        #expect(controlsLook(of: "Name", in: probe.sampled)?.label?.color == Self.placeholder)
        #expect(controlsLook(of: "Ada", in: probe.sampled)?.label?.color == Color.black.rgba)
        #expect(controlsLook(of: "Prompt", in: probe.sampled)?.label?.color == Self.placeholder)
        #expect(controlsFrame(of: "Ada", in: probe.sampled)?.minX ?? 99 < 1, "text at the leading edge of the full width")
    }

    @Test("TextField(_:text:prompt:) shows the prompt while empty; axis: .vertical wraps long text onto more lines, the default keeps one")
    func promptAndAxis() throws {
        let long = String(repeating: "word ", count: 20)
        let probe = try ViewProbe(width: 200, height: 400) {
            let title = "Bio"
            VStack {
                TextField("Name", text: .constant(""), prompt: Text("Required"))
                TextField(title, text: .constant(""), prompt: Text("Optional"))
                TextField("Notes", text: .constant(long), axis: .vertical)
                TextField(title, text: .constant(long), axis: .horizontal)
                TextField("Notes", text: .constant(""), prompt: Text("Wraps"), axis: .vertical)
                TextField(title, text: .constant(""), prompt: Text("Line"), axis: .vertical)
                TextField(text: .constant(""), prompt: Text("Own"), axis: .vertical) { Text("Label") }
            }
        }
        #expect(probe.looks.compactMap(\.label?.text).filter { !$0.hasPrefix("word") } == ["Required", "Optional", "Wraps", "Line", "Own"])
        let heights = zip(probe.looks, probe.frames).filter { $0.0.label?.text == long }.map(\.1.height)
        #expect(heights.count == 2 && heights[0] > 2 * heights[1], "vertical wraps, horizontal keeps one line: \(heights)")
    }

    @Test("textFieldStyle(_:) with .roundedBorder draws a 34-point white box with a rounded grey border, the text inset 7 points")
    func roundedBorder() throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).padding()
        }
        let text = try #require(controlsFrame(of: "Ada", in: probe.sampled))
        expectFrame(CGRect(x: text.minX, y: 0, width: 0, height: 0), CGRect(x: 16 + 7, y: 0, width: 0, height: 0), tolerance: 0.5, "inset")
        let box = try #require(zip(probe.looks, probe.frames).first { $0.0.stroke != nil }?.1)
        expectFrame(box, CGRect(x: 16, y: 33, width: 268, height: 34), tolerance: 0.5, "the border")
        let image = try controlsImage(probe.scene, frame: 0, name: "textfield-rounded")
        let border = image.pixel(x: 150, y: 33)
        #expect(border.red < 245 && border.red > 180, "a light grey border line at the top: \(border)")
        let plain = try ViewProbe(width: 300, height: 100) {
            VStack {
                TextField("Name", text: .constant("Ada")).textFieldStyle(.plain)
                TextField("Name", text: .constant("Bo")).textFieldStyle(.automatic)
            }
        }
        #expect(plain.looks.allSatisfy { $0.stroke == nil }, "plain and automatic draw no border")
    }

    @Test("TextField(_:value:format:prompt:) and TextField(_:value:formatter:) show the value formatted")
    func formattedValues() throws {
        let probe = try ViewProbe(width: 300, height: 400) {
            let title = "Amount"
            let formatter = NumberFormatter()
            VStack {
                TextField("Price", value: .constant(3.5), format: .number)
                TextField(title, value: .constant(7), format: .number, prompt: Text("n"))
                TextField("Price", value: .constant(Double?.none), format: .number, prompt: Text("none"))
                TextField(title, value: .constant(Int?.some(12)), format: .number)
                TextField(value: .constant(42), format: .number) { Text("Label") }
                TextField(value: .constant(Int?.none), format: .number, prompt: Text("empty")) { Text("Label") }
                TextField("Count", value: .constant(5), formatter: formatter)
                TextField(title, value: .constant(6), formatter: formatter)
                TextField("Count", value: .constant(8), formatter: formatter, prompt: Text("p"))
                TextField(title, value: .constant(9), formatter: formatter, prompt: Text("p"))
                TextField(value: .constant(10), formatter: formatter, prompt: nil) { Text("Label") }
            }
        }
        #expect(probe.looks.compactMap(\.label?.text) == ["3.5", "7", "none", "12", "42", "empty", "5", "6", "8", "9", "10"])
    }

    @Test("The deprecated TextField(_:text:onEditingChanged:onCommit:) family tells onEditingChanged(true) when a tap focuses the field; onCommit never runs")
    func editingCallbacks() throws {
        struct Form: View {
            @State private var began = 0
            @State private var committed = 0
            var body: some View {
                let title = "Other"
                let formatter = NumberFormatter()
                VStack {
                    TextField("Name", text: .constant(""), onEditingChanged: { if $0 { began += 1 } }, onCommit: { committed += 1 })
                    TextField(title, text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
                    TextField("A", text: .constant(""), onEditingChanged: { _ in })
                    TextField(title + "2", text: .constant(""), onEditingChanged: { _ in })
                    TextField("B", text: .constant(""), onCommit: {})
                    TextField(title + "3", text: .constant(""), onCommit: {})
                    TextField("C", value: .constant(1), formatter: formatter, onEditingChanged: { _ in }, onCommit: {})
                    TextField(title, value: .constant(2), formatter: formatter, onEditingChanged: { _ in }, onCommit: {})
                    TextField("D", value: .constant(3), formatter: formatter, onEditingChanged: { _ in })
                    TextField(title, value: .constant(4), formatter: formatter, onEditingChanged: { _ in })
                    TextField("E", value: .constant(5), formatter: formatter, onCommit: {})
                    TextField(title, value: .constant(6), formatter: formatter, onCommit: {})
                    Rectangle().frame(width: CGFloat(10 + 40 * began + 100 * committed), height: 5)
                }
            }
        }
        let scene = try controlsScene(tapping: "Name", at: [1]) { Form() }
        #expect(try scene.sample(frame: 5).placements.last?.size.width == 10)
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 50, "focused once, never committed")
        #expect(try scene.sample(frame: 5).looks.compactMap(\.label?.text).count == 12)
    }

    @Test("SecureField shows a bullet per character, or its title or prompt in placeholder grey while empty")
    func secureField() throws {
        let probe = try ViewProbe(width: 300, height: 300) {
            let title = "PIN"
            VStack {
                SecureField("Password", text: .constant("abc"))
                SecureField(title, text: .constant(""))
                SecureField("Password", text: .constant(""), prompt: Text("Required"))
                SecureField(title, text: .constant(""), prompt: Text("Digits"))
                SecureField(text: .constant(""), prompt: Text("Own")) { Text("Label") }
                SecureField("Old", text: .constant("xy"), onCommit: {})
                SecureField(title, text: .constant("z"), onCommit: {})
            }
        }
        #expect(probe.looks.compactMap(\.label?.text) == ["•••", "PIN", "Required", "Digits", "Own", "••", "•"])
        #expect(controlsLook(of: "PIN", in: probe.sampled)?.label?.color == Self.placeholder)
    }

    @Test("focused(_:) and focused(_:equals:) draw a caret in the tint in the field their FocusState says is focused")
    func focusedFields() throws {
        enum Field: Hashable { case name, email }
        struct Fields: View {
            var body: some View {
                let flag = FocusState<Bool>()
                let field = FocusState<Field?>()
                flag.wrappedValue = true
                field.wrappedValue = .email
                return VStack {
                    TextField("Flag", text: .constant("a")).focused(flag.projectedValue)
                    TextField("Name", text: .constant("b")).focused(field.projectedValue, equals: .name)
                    TextField("Email", text: .constant("c")).focused(field.projectedValue, equals: .email)
                }
            }
        }
        let probe = try ViewProbe(width: 300, height: 200) { Fields() }
        let carets = zip(probe.looks, probe.frames).filter { $0.0.fill == Color.blue.rgba && $0.1.width == 2 }.map(\.1)
        #expect(carets.count == 2, "carets in Flag and Email")
        if carets.count == 2 {
            #expect(abs(carets[0].midY - (controlsFrame(of: "a", in: probe.sampled)?.midY ?? 0)) < 2)
            #expect(abs(carets[1].midY - (controlsFrame(of: "c", in: probe.sampled)?.midY ?? 0)) < 2)
        }
    }

    @Test("FocusState: @FocusState starts false (Bool) or nil (optional); writes show through $ and a child's @FocusState.Binding, whose $ is itself")
    func focusState() {
        struct Child {
            @FocusState.Binding var isFocused: Bool
            func focus() { isFocused = true }
            var rebound: FocusState<Bool>.Binding { $isFocused }
        }
        struct Parent {
            @FocusState var isFocused: Bool
            @FocusState var field: String?
            var child: Child { Child(isFocused: $isFocused) }
        }
        let parent = Parent()
        #expect(parent.isFocused == false && parent.field == nil)
        parent.child.focus()
        #expect(parent.isFocused == true, "the child's binding wrote the parent's state")
        parent.child.rebound.wrappedValue = false
        #expect(parent.isFocused == false)
        let explicit: FocusState<Bool> = FocusState()
        let optional: FocusState<String?> = FocusState()
        explicit.wrappedValue = true
        optional.projectedValue.wrappedValue = "email"
        #expect(explicit.projectedValue.wrappedValue && optional.wrappedValue == "email")
    }

    @Test("keyboardType(_:), onSubmit(of:_:), disableAutocorrection(_:) and autocorrectionDisabled(_:) leave the field drawn as it was; nothing submits it")
    func inputModifiers() throws {
        struct Plain: View {
            var body: some View { TextField("Email", text: .constant("a@b.c")) }
        }
        struct Modified: View {
            @State private var submitted = false
            var body: some View {
                VStack {
                    TextField("Email", text: .constant("a@b.c"))
                        .keyboardType(.emailAddress)
                        .disableAutocorrection(true)
                        .autocorrectionDisabled()
                        .onSubmit(of: .text) { submitted = true }
                        .onSubmit { submitted = true }
                    Rectangle().frame(width: submitted ? 100 : 10, height: 5)
                }
            }
        }
        let plain = try ViewProbe(width: 320, height: 200) { VStack { Plain(); Rectangle().frame(width: 10, height: 5) } }
        let scene = try controlsScene(tapping: "a@b.c", at: [1]) { Modified() }
        let modified = try scene.sample(frame: 15)
        #expect(controlsFrame(of: "a@b.c", in: modified) == controlsFrame(of: "a@b.c", in: plain.sampled))
        #expect(modified.placements.last?.size.width == 10, "nothing submitted the field")
    }
}
