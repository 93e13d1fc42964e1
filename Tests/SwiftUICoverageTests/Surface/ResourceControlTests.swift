import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Toggle, Menu and Picker titled with an asset catalog's image set (`image: .swatch`), as apps
/// write them: each as its `systemImage:` form, with the image set's picture for the icon.
@Suite("Asset catalog resources in controls")
struct ResourceControlTests {
    /// The frames of the leaves that draw a picture file.
    static func pictureFrames(in sampled: SampledFrame) -> [CGRect] {
        zip(sampled.placements, sampled.looks).filter { $0.1.imagePath != nil }.map(\.0.frame)
    }

    @Test("Toggle(_:image:isOn:) with a key, a string or a resource draws the picture, then the title, and a switch at the trailing edge; a tap flips it")
    func toggles() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = catalog.bundle.swatchResource
        struct Settings: View {
            let swatch: ImageResource
            @State private var night = false
            var body: some View {
                let name = "Dimmed"
                let resource: LocalizedStringResource = "Resource"
                VStack {
                    Toggle("Night", image: swatch, isOn: $night)
                    Toggle(name, image: swatch, isOn: .constant(true))
                    Toggle(resource, image: swatch, isOn: .constant(false))
                }
            }
        }
        let scene = try controlsScene(tapping: "Night", at: [1]) { Settings(swatch: swatch) }
        let before = try scene.sample(frame: 5)
        let pictures = Self.pictureFrames(in: before)
        #expect(pictures.count == 3 && pictures.allSatisfy { $0.size == CGSize(width: 20, height: 10) }, "\(pictures)")
        for (title, picture) in zip(["Night", "Dimmed", "Resource"], pictures) {
            let frame = try #require(controlsFrame(of: title, in: before), "\(title) is drawn")
            #expect(frame.minX > picture.maxX && frame.minX < picture.maxX + 12, "\(title) follows its picture: \(frame) after \(picture)")
            #expect(picture.minX < 4, "the picture at the leading edge: \(picture)")
        }
        let green = Color(uiColor: .systemGreen)
        #expect(controlsFrames(filledWith: green, in: before).count == 1, "only Dimmed is on")
        for track in controlsFrames(filledWith: green, in: before) + controlsFrames(filledWith: Color(uiColor: .secondarySystemFill), in: before) {
            expectFrame(track, CGRect(x: 269, y: track.minY, width: 51, height: 31), "a switch at the trailing edge")
        }
        #expect(controlsFrames(filledWith: green, in: try scene.sample(frame: 19)).count == 2, "the tap turned Night on")
        let image = try controlsImage(scene, frame: 5, name: "resource-toggles")
        expectPixel(image, x: Int(pictures[0].minX) + 3, y: Int(pictures[0].midY), Pixel.blue, "the picture drawn")
    }

    @Test("Toggle(_:image:sources:isOn:) with a key, a string or a resource is on when every source is; a tap turns them all on")
    func sourceToggles() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = catalog.bundle.swatchResource
        struct Alarms: View {
            let swatch: ImageResource
            @State private var morning = true
            @State private var evening = false
            var body: some View {
                let name = "Both"
                let resource: LocalizedStringResource = "Morning"
                VStack {
                    Toggle("All", image: swatch, sources: [$morning, $evening], isOn: \.self)
                    Toggle(name, image: swatch, sources: [$morning, $morning], isOn: \.self)
                    Toggle(resource, image: swatch, sources: [$morning], isOn: \.self)
                    Rectangle().frame(width: evening ? 100 : 10, height: 10)
                }
            }
        }
        let scene = try controlsScene(tapping: "All", at: [1]) { Alarms(swatch: swatch) }
        let before = try scene.sample(frame: 5)
        let green = Color(uiColor: .systemGreen)
        #expect(Self.pictureFrames(in: before).count == 3)
        #expect(before.looks.compactMap(\.label?.text) == ["All", "Both", "Morning"])
        #expect(controlsFrames(filledWith: green, in: before).count == 2, "Both and Morning are on; All is mixed, drawn off")
        let after = try scene.sample(frame: 19)
        #expect(controlsFrames(filledWith: green, in: after).count == 3, "the tap on All turned every source on")
        #expect(after.placements.last?.size.width == 100)
    }

    @Test("Menu(_:image:content:) and Menu(_:image:content:primaryAction:) with a key, a string or a resource draw the picture and the title in the tint, not the content; a tap runs the primary action")
    func menus() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = catalog.bundle.swatchResource
        struct Actions: View {
            let swatch: ImageResource
            @State private var ran = 0
            var body: some View {
                let title = "More"
                let resource: LocalizedStringResource = "Resource"
                VStack {
                    Menu("Share", image: swatch) { Button("Hidden") {} }
                    Menu(title, image: swatch) { Button("Hidden") {} }
                    Menu(resource, image: swatch) { Button("Hidden") {} }
                    Menu("Sort", image: swatch, content: { Button("Hidden") {} }, primaryAction: { ran += 1 })
                    Menu(title + "!", image: swatch, content: { Button("Hidden") {} }, primaryAction: {})
                    Menu(resource, image: swatch, content: { Button("Hidden") {} }, primaryAction: {})
                    Rectangle().frame(width: CGFloat(10 + 50 * ran), height: 5)
                }
            }
        }
        let scene = try controlsScene(tapping: "Sort", at: [1]) { Actions(swatch: swatch) }
        let before = try scene.sample(frame: 5)
        #expect(before.looks.compactMap(\.label?.text) == ["Share", "More", "Resource", "Sort", "More!", "Resource"])
        #expect(before.looks.compactMap(\.label).allSatisfy { $0.color == Color.blue.rgba }, "in the tint")
        let pictures = Self.pictureFrames(in: before)
        #expect(pictures.count == 6 && pictures.allSatisfy { $0.size == CGSize(width: 20, height: 10) }, "\(pictures)")
        for (title, picture) in zip(["Share", "More"], pictures) {
            let frame = try #require(controlsFrame(of: title, in: before))
            #expect(frame.minX > picture.maxX && abs(frame.midY - picture.midY) < 1e-6, "\(title): the picture, then the title, centred on it")
        }
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 60, "the primary action ran")
    }

    @Test("Picker(_:image:…) in every form shows its selection (or current-value label) in the menu style, and its title after the picture in the navigationLink style")
    func pickers() throws {
        let catalog = try ResourceCatalog()
        defer { catalog.remove() }
        let swatch = catalog.bundle.swatchResource
        struct All: View {
            let swatch: ImageResource
            @State private var pick = 1
            @State private var other = 1
            var body: some View {
                let title = "Title"
                let resource: LocalizedStringResource = "Resource"
                VStack {
                    Picker("Key", image: swatch, selection: $pick) { items("a") }
                    Picker(title, image: swatch, selection: $pick) { items("b") }
                    Picker(resource, image: swatch, selection: $pick) { items("c") }
                    Picker("Key", image: swatch, selection: $pick) { items("d") } currentValueLabel: { Text("cur-d") }
                    Picker(title, image: swatch, selection: $pick) { items("e") } currentValueLabel: { Text("cur-e") }
                    Picker(resource, image: swatch, selection: $pick) { items("f") } currentValueLabel: { Text("cur-f") }
                }
                VStack {
                    Picker("Key", image: swatch, sources: [$pick, $other], selection: \.self) { items("g") }
                    Picker(title, image: swatch, sources: [$pick, $other], selection: \.self) { items("h") }
                    Picker(resource, image: swatch, sources: [$pick], selection: \.self) { items("i") }
                    Picker("Key", image: swatch, sources: [$pick], selection: \.self) { items("j") } currentValueLabel: { Text("cur-j") }
                    Picker(title, image: swatch, sources: [$pick], selection: \.self) { items("k") } currentValueLabel: { Text("cur-k") }
                    Picker(resource, image: swatch, sources: [$pick], selection: \.self) { items("l") } currentValueLabel: { Text("cur-l") }
                }
            }
            @ViewBuilder func items(_ name: String) -> some View {
                Text(name + "0").tag(0)
                Text(name + "1").tag(1)
            }
        }
        let probe = try ViewProbe(width: 320, height: 900) { HStack { All(swatch: swatch) } }
        #expect(probe.looks.compactMap(\.label?.text) == ["a1", "b1", "c1", "cur-d", "cur-e", "cur-f", "g1", "h1", "i1", "cur-j", "cur-k", "cur-l"])

        let linked = try ViewProbe(width: 320, height: 100) {
            Picker("Flavour", image: swatch, selection: .constant(1)) {
                Text("Vanilla").tag(1)
            }
            .pickerStyle(.navigationLink)
        }
        let picture = try #require(Self.pictureFrames(in: linked.sampled).first, "the picture beside the title")
        let title = try #require(controlsFrame(of: "Flavour", in: linked.sampled), "the title")
        #expect(picture.size == CGSize(width: 20, height: 10) && title.minX > picture.maxX && abs(title.midY - picture.midY) < 1e-6)
        #expect(linked.looks.compactMap(\.label?.text).contains("Vanilla"), "the selection after it")
    }
}

extension Bundle {
    /// The `Swatch` image set of a ``ResourceCatalog``'s bundle, as an app declares its own
    /// (`static let swatch = ImageResource(name: "Swatch", bundle: .module)`).
    var swatchResource: ImageResource { ImageResource(name: "Swatch", bundle: self) }
}
