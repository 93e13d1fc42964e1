import CairoRasterizer
import Testing
import Zoetrope

/// `Toggle`, as apps write it: label leading, a 51 × 31 switch trailing, a tap flips the binding.
@Suite("Controls: Toggle")
struct ControlsToggleTests {
    @Test("Toggle(_:isOn:) takes the width offered: the title leading, a 51 × 31 switch trailing; a tap on its title flips the binding and the knob slides")
    func titledToggle() throws {
        /// A toggle over state, with a bar whose width shows the state.
        struct Settings: View {
            @State private var wifi = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Rectangle().frame(width: wifi ? 100 : 10, height: 10)
                }
            }
        }
        let scene = try controlsScene(tapping: "Wi-Fi", at: [1]) { Settings() }
        let before = try scene.sample(frame: 5)
        // Leaves: title, spacer, track, knob, bar.
        #expect(before.looks[0].label?.text == "Wi-Fi")
        let track = before.placements[2].frame
        expectFrame(track, CGRect(x: 320 - 51, y: track.minY, width: 51, height: 31), "the switch, at the trailing edge")
        #expect(before.placements[0].frame.minX < 1, "the title at the leading edge")
        #expect(before.placements[4].size.width == 10)
        let after = try scene.sample(frame: 15)
        #expect(after.placements[4].size.width == 100, "the tap turned it on")
        let offImage = try controlsImage(scene, frame: 5, name: "toggle-off")
        let onImage = try controlsImage(scene, frame: 15, name: "toggle-on")
        let trackY = Int(track.midY)
        // Off: light grey track (secondarySystemFill over white) at the right of the knob; on: green at the left.
        expectPixel(offImage, x: Int(track.maxX) - 6, y: trackY, RGBA8(red: 0xE9, green: 0xE9, blue: 0xEB), tolerance: 3)
        expectPixel(onImage, x: Int(track.minX) + 6, y: trackY, Pixel.green, tolerance: 3)
        // Knob: white, at the leading end when off, the trailing end when on.
        expectPixel(offImage, x: Int(track.minX) + 16, y: trackY, Pixel.white)
        expectPixel(onImage, x: Int(track.maxX) - 16, y: trackY, Pixel.white)
        // 0.1 s after the tap at 1 s (frame 11), the knob is between the ends.
        let sliding = try scene.sample(frame: 11).placements[3].frame.midX
        #expect(sliding > track.minX + 17 && sliding < track.maxX - 17, "knob mid-slide at \(sliding)")
    }

    @Test("Toggle(isOn:label:), Toggle(_:isOn:) with a string and Toggle(_:systemImage:isOn:) each draw their label and a switch at the trailing edge, green when on")
    func toggleOverloads() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            let name = "Bluetooth"
            VStack {
                Toggle(isOn: .constant(true)) { Text("Airplane") }
                Toggle(name, isOn: .constant(false))
                Toggle("Hotspot", systemImage: "wifi", isOn: .constant(true))
                Toggle(name + " 2", systemImage: "dot.radiowaves.left.and.right", isOn: .constant(false))
            }
        }
        let onTracks = controlsFrames(filledWith: Color(uiColor: .systemGreen), in: probe.sampled)
        let offTracks = controlsFrames(filledWith: Color(uiColor: .secondarySystemFill), in: probe.sampled)
        #expect(onTracks.count == 2 && offTracks.count == 2)
        for track in onTracks + offTracks {
            expectFrame(track, CGRect(x: 249, y: track.minY, width: 51, height: 31), "a switch")
        }
        for title in ["Airplane", "Bluetooth", "Hotspot", "Bluetooth 2"] {
            let frame = try #require(controlsFrame(of: title, in: probe.sampled), "\(title) is drawn")
            #expect(frame.minX < 40, "\(title) at the leading edge, after its icon if any: \(frame)")
        }
    }

    @Test("Toggle(_:sources:isOn:) is on when every source is, off when any is off; a tap turns them all on")
    func sourcesToggle() throws {
        struct Alarms: View {
            @State private var morning = true
            @State private var evening = false
            var body: some View {
                let name = "Both"
                VStack {
                    Toggle("All", sources: [$morning, $evening], isOn: \.self)
                    Toggle(name, sources: [$morning, $morning], isOn: \.self)
                    Toggle(sources: [$evening], isOn: \.self) { Text("Evening") }
                    Toggle("Icons", systemImage: "alarm", sources: [$morning], isOn: \.self)
                    Toggle(name + "!", systemImage: "alarm", sources: [$evening], isOn: \.self)
                    Rectangle().frame(width: evening ? 100 : 10, height: 10)
                }
            }
        }
        let scene = try controlsScene(tapping: "All", at: [1]) { Alarms() }
        let before = try scene.sample(frame: 5)
        let green = Color(uiColor: .systemGreen)
        #expect(controlsFrames(filledWith: green, in: before).count == 2, "Both and Icons are on; All is mixed, drawn off")
        let after = try scene.sample(frame: 19)
        #expect(controlsFrames(filledWith: green, in: after).count == 5, "the tap on All turned every source on")
        #expect(after.placements.last?.size.width == 100)
    }

    @Test("labelsHidden() leaves a toggle its switch alone, 51 points wide")
    func labelsHidden() throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        }
        let track = try #require(controlsFrames(filledWith: Color(uiColor: .systemGreen), in: probe.sampled).first)
        expectFrame(track, CGRect(x: 124.5, y: 34.5, width: 51, height: 31), "the switch alone, centred")
        let image = try controlsImage(probe.scene, frame: 0, name: "toggle-labels-hidden")
        for x in stride(from: 0, to: 120, by: 4) { expectPixel(image, x: x, y: 50, Pixel.white, "no label drawn") }
    }
}
