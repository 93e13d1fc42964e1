import CairoRasterizer
import Testing
import Zoetrope

/// `Picker`, `.tag`, `.pickerStyle` and `.controlSize`, as apps write them.
@Suite("Controls: Picker")
struct ControlsPickerTests {
    /// A flavour picker in a style, with a bar whose width shows the selection.
    struct Flavors: View {
        var style: Int = 0
        @State private var flavor = 1
        var body: some View {
            VStack {
                switch style {
                case 0:
                    Picker("Flavor", selection: $flavor) { flavors }
                case 1:
                    Picker("Flavor", selection: $flavor) { flavors }.pickerStyle(.segmented)
                case 2:
                    Picker("Flavor", selection: $flavor) { flavors }.pickerStyle(.wheel)
                default:
                    Picker("Flavor", selection: $flavor) { flavors }.pickerStyle(.navigationLink)
                }
                Rectangle().frame(width: CGFloat(10 + 40 * flavor), height: 10)
            }
        }

        @ViewBuilder private var flavors: some View {
            Text("Vanilla").tag(0)
            Text("Chocolate").tag(1)
            Text("Strawberry").tag(2)
        }
    }

    @Test("Picker(_:selection:content:) in the default (menu) style shows the item whose tag(_:includeOptional:) is the selection, in the tint, and no title")
    func menuPicker() throws {
        let probe = try ViewProbe(width: 320, height: 200) { Flavors(style: 0) }
        let texts = probe.looks.compactMap(\.label?.text)
        #expect(texts == ["Chocolate"], "only the selected item is shown: \(texts)")
        #expect(controlsLook(of: "Chocolate", in: probe.sampled)?.label?.color == Color.blue.rgba, "in the tint")
        let image = try controlsImage(probe.scene, frame: 0, name: "picker-menu")
        let frame = try #require(controlsFrame(of: "Chocolate", in: probe.sampled))
        // The chevrons, 5 points after the text, in the tint.
        var blue = 0
        for x in Int(frame.maxX) + 4...Int(frame.maxX) + 16 {
            for y in Int(frame.minY)...Int(frame.maxY) where image.pixel(x: x, y: y).maximumComponentDifference(from: Pixel.blue) < 60 { blue += 1 }
        }
        #expect(blue > 5, "chevrons drawn in the tint after the value (\(blue) pixels)")
    }

    @Test("A menu Picker(_:selection:content:) in a Form is a row: its label leading, the selected item and the chevrons in secondary grey at the trailing edge")
    func menuPickerInAForm() throws {
        struct Row: View {
            @State private var flavor = 1
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag(0)
                        Text("Chocolate").tag(1)
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 320, height: 200) { Row() }
        #expect(probe.looks.compactMap(\.label?.text) == ["Flavor", "Chocolate"])
        let label = try #require(controlsFrame(of: "Flavor", in: probe.sampled))
        let value = try #require(controlsFrame(of: "Chocolate", in: probe.sampled))
        #expect(abs(label.midY - value.midY) < 1, "on one row")
        // The card is inset 16 points and its row 20 more: the chevrons (9 wide, 5 after the value) end there.
        #expect(abs(value.maxX - (320 - 16 - 20 - 9 - 5)) < 1, "at the trailing edge: \(value)")
        #expect(controlsLook(of: "Chocolate", in: probe.sampled)?.label?.color == Color(uiColor: .secondaryLabel).rgba)
    }

    @Test("pickerStyle(_:) with .segmented draws equal segments on a 32-point track, the selection on a white plate; a tap on a segment selects it")
    func segmentedPicker() throws {
        struct Segmented: View {
            @State private var flavor = 1
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag(0)
                        Text("Chocolate").tag(1)
                        Text("Strawberry").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Rectangle().frame(width: CGFloat(10 + 40 * flavor), height: 10)
                }
            }
        }
        let scene = try controlsScene(tapping: "Strawberry", at: [1]) { Segmented() }
        let before = try scene.sample(frame: 5)
        let vanilla = try #require(controlsFrame(of: "Vanilla", in: before))
        let strawberry = try #require(controlsFrame(of: "Strawberry", in: before))
        #expect(abs(vanilla.midX - 320.0 / 6) < 1 && abs(strawberry.midX - 320.0 * 5 / 6) < 1, "three equal segments")
        #expect(before.placements.last?.size.width == 50)
        let track = try #require(controlsFrames(filledWith: Color(uiColor: .tertiarySystemFill), in: before).first)
        expectFrame(track, CGRect(x: 0, y: track.minY, width: 320, height: 32), "the track")
        let grey = Pixel.over(white: RGBA8(red: 118, green: 118, blue: 128), opacity: 0.12)
        let y = Int(track.minY) + 6
        let first = try controlsImage(scene, frame: 5, name: "picker-segmented-before")
        expectPixel(first, x: 120, y: y, Pixel.white, tolerance: 3, "the plate under Chocolate")
        expectPixel(first, x: 225, y: y, grey, tolerance: 3, "no plate under Strawberry yet")
        let after = try scene.sample(frame: 15)
        #expect(after.placements.last?.size.width == 90, "the tap selected Strawberry, tag 2")
        let second = try controlsImage(scene, frame: 15, name: "picker-segmented")
        expectPixel(second, x: 120, y: y, grey, tolerance: 3, "the plate left Chocolate")
        expectPixel(second, x: 225, y: y, Pixel.white, tolerance: 3, "the plate under Strawberry")
    }

    @Test("pickerStyle(_:) with .wheel lists the items in rows of 32 points, the selection on a grey band; .navigationLink shows the title, the value and a chevron")
    func wheelAndNavigationLink() throws {
        let wheel = try ViewProbe(width: 320, height: 200) { Flavors(style: 2) }
        let rows = ["Vanilla", "Chocolate", "Strawberry"].compactMap { controlsFrame(of: $0, in: wheel.sampled) }
        #expect(rows.count == 3)
        if rows.count == 3 { #expect(abs(rows[1].midY - rows[0].midY - 32) < 0.5 && abs(rows[2].midY - rows[1].midY - 32) < 0.5) }
        #expect(controlsLook(of: "Vanilla", in: wheel.sampled)?.label?.color != controlsLook(of: "Chocolate", in: wheel.sampled)?.label?.color)
        let link = try ViewProbe(width: 320, height: 200) { Flavors(style: 3) }
        #expect(link.looks.compactMap(\.label?.text) == ["Flavor", "Chocolate"])
        #expect(controlsFrame(of: "Flavor", in: link.sampled).map { $0.minX < 1 } == true)
    }

    @Test("tag(_:includeOptional:) matches an optional selection unless includeOptional is false; a tag of another type never matches")
    func optionalTags() throws {
        struct Sizes: View {
            let size = Binding<Int?>.constant(1)
            var body: some View {
                VStack {
                    Picker("Size", selection: size) {
                        Text("S").tag(0)
                        Text("M").tag(1)
                    }
                    Picker("Size", selection: size) {
                        Text("Small").tag(0, includeOptional: false)
                        Text("Medium").tag(1, includeOptional: false)
                        Text("Large").tag(Int?.some(1))
                        Text("Other").tag("1")
                    }
                }
            }
        }
        let probe = try ViewProbe(width: 320, height: 200) { Sizes() }
        #expect(probe.looks.compactMap(\.label?.text) == ["M", "Large"])
    }

    @Test("controlSize(_:) makes a segmented picker taller at .large and shorter at .small")
    func controlSize() throws {
        struct Sized: View {
            let size: ControlSize
            @State private var choice = 0
            var body: some View {
                Picker("Mode", selection: $choice) { Text("A").tag(0); Text("B").tag(1) }
                    .pickerStyle(.segmented)
                    .controlSize(size)
            }
        }
        func trackHeight(_ size: ControlSize) throws -> CGFloat {
            let probe = try ViewProbe(width: 200, height: 100) { Sized(size: size) }
            let tracks = controlsFrames(filledWith: Color(uiColor: .tertiarySystemFill), in: probe.sampled)
            #expect(tracks.count == 1)
            return tracks.first?.height ?? 0
        }
        #expect(abs(try trackHeight(.regular) - 32) < 0.5)
        #expect(abs(try trackHeight(.large) - 40) < 0.5)
        #expect(abs(try trackHeight(.small) - 28) < 0.5)
    }

    @Test("Every Picker initialiser draws its selected item: with a label view, a title key or string, an SF Symbol, a current-value label, over sources")
    func pickerOverloads() throws {
        struct All: View {
            @State private var pick = 1
            @State private var other = 1
            var body: some View {
                let title = "Title"
                VStack {
                    Picker(selection: $pick) { items("a") } label: { Text("L") }
                    Picker(selection: $pick, label: Text("L")) { items("b") }
                    Picker(title, selection: $pick) { items("c") }
                    Picker("Key", systemImage: "star", selection: $pick) { items("d") }
                    Picker(title, systemImage: "star", selection: $pick) { items("e") }
                    Picker(selection: $pick) { items("f") } label: { Text("L") } currentValueLabel: { Text("cur-f") }
                    Picker("Key", selection: $pick) { items("g") } currentValueLabel: { Text("cur-g") }
                    Picker(title, selection: $pick) { items("h") } currentValueLabel: { Text("cur-h") }
                    Picker("Key", systemImage: "star", selection: $pick) { items("i") } currentValueLabel: { Text("cur-i") }
                    Picker(title, systemImage: "star", selection: $pick) { items("j") } currentValueLabel: { Text("cur-j") }
                }
                VStack {
                    Picker(sources: [$pick, $other], selection: \.self) { items("k") } label: { Text("L") }
                    Picker("Key", sources: [$pick, $other], selection: \.self) { items("l") }
                    Picker(title, sources: [$pick, $other], selection: \.self) { items("m") }
                    Picker("Key", systemImage: "star", sources: [$pick], selection: \.self) { items("n") }
                    Picker(title, systemImage: "star", sources: [$pick], selection: \.self) { items("o") }
                    Picker(sources: [$pick], selection: \.self) { items("p") } label: { Text("L") } currentValueLabel: { Text("cur-p") }
                    Picker("Key", sources: [$pick], selection: \.self) { items("q") } currentValueLabel: { Text("cur-q") }
                    Picker(title, sources: [$pick], selection: \.self) { items("r") } currentValueLabel: { Text("cur-r") }
                    Picker("Key", systemImage: "star", sources: [$pick], selection: \.self) { items("s") } currentValueLabel: { Text("cur-s") }
                    Picker(title, systemImage: "star", sources: [$pick], selection: \.self) { items("t") } currentValueLabel: { Text("cur-t") }
                }
            }
            @ViewBuilder func items(_ name: String) -> some View {
                Text(name + "0").tag(0)
                Text(name + "1").tag(1)
            }
        }
        let probe = try ViewProbe(width: 320, height: 900) { HStack { All() } }
        let texts = probe.looks.compactMap(\.label?.text)
        #expect(texts == ["a1", "b1", "c1", "d1", "e1", "cur-f", "cur-g", "cur-h", "cur-i", "cur-j",
                          "k1", "l1", "m1", "n1", "o1", "cur-p", "cur-q", "cur-r", "cur-s", "cur-t"])
    }
}
