import CairoRasterizer
import Testing
import Zoetrope

/// `Stepper` and `Slider`, as apps write them.
@Suite("Controls: Stepper and Slider")
struct ControlsStepperSliderTests {

    @Test("Stepper(_:value:in:step:onEditingChanged:) draws its title leading and a 94 × 32 − / + pill trailing; + steps up to the bound and no further")
    func boundedStepper() throws {
        /// A stepper over 0…2 with a bar whose width shows the value.
        struct Quantity: View {
            @State private var count = 1
            var body: some View {
                VStack {
                    Stepper("Quantity", value: $count, in: 0...2)
                    Rectangle().frame(width: CGFloat(10 + 40 * count), height: 10)
                }
            }
        }
        let scene = try controlsScene(tapping: "+", at: [0.5, 1, 1.5]) { Quantity() }
        let first = try scene.sample(frame: 2)
        let pill = try #require(controlsFrames(filledWith: Color(uiColor: .tertiarySystemFill), in: first).first)
        expectFrame(pill, CGRect(x: 320 - 94, y: pill.minY, width: 94, height: 32), "the pill")
        #expect(controlsFrame(of: "Quantity", in: first)?.minX ?? 99 < 1)
        #expect(first.placements.last?.size.width == 50)
        #expect(try scene.sample(frame: 8).placements.last?.size.width == 90, "one step up")
        #expect(try scene.sample(frame: 19).placements.last?.size.width == 90, "no step past the upper bound")
        #expect(controlsLook(of: "+", in: try scene.sample(frame: 19))?.label?.color == Color(uiColor: .tertiaryLabel).rgba, "+ greyed at the bound")
        #expect(controlsLook(of: "\u{2212}", in: first)?.label?.color == Color.black.rgba)
        _ = try controlsImage(scene, frame: 2, name: "stepper")
    }

    @Test("Every Stepper initialiser steps its value or runs its actions; − steps down by step")
    func stepperOverloads() throws {
        struct All: View {
            @State private var value = 10
            @State private var amount = 1.5
            var body: some View {
                let title = "T"
                VStack {
                    Stepper(value: $value, step: 5) { Text("A") }
                    Stepper(value: $value, in: 0...100, step: 5) { Text("B") }
                    Stepper(value: $amount, step: 0.5, format: .number) { Text("C") }
                    Stepper(value: $amount, in: 0...10, step: 0.5, format: .number) { Text("D") }
                    Stepper { Text("E") } onIncrement: { value += 1 } onDecrement: { value -= 1 }
                    Stepper(onIncrement: { value += 1 }, onDecrement: nil) { Text("F") }
                    Stepper(value: $value, step: 1, onEditingChanged: { _ in }) { Text("G") }
                    Stepper(value: $value, in: 0...100, step: 1, onEditingChanged: { _ in }) { Text("H") }
                    Stepper("I", onIncrement: nil, onDecrement: nil)
                    Stepper(title, onIncrement: nil, onDecrement: nil)
                    Stepper("J", value: $value)
                    Stepper(title, value: $value, step: 2)
                    Stepper(title, value: $value, in: 0...100)
                    Stepper("K", value: $amount, step: 0.5, format: .number)
                    Stepper(title, value: $amount, format: .number)
                    Stepper("L", value: $amount, in: 0...10, format: .number)
                    Stepper(title, value: $amount, in: 0...10, step: 0.5, format: .number)
                }
                .accessibilityIdentifier("steppers")
                Rectangle().frame(width: CGFloat(value), height: 5)
            }
        }
        let probe = try ViewProbe(width: 320, height: 800) { VStack { All() } }
        let pills = controlsFrames(filledWith: Color(uiColor: .tertiarySystemFill), in: probe.sampled)
        #expect(pills.count == 17)
        #expect(pills.allSatisfy { abs($0.width - 94) < 0.01 && abs($0.maxX - 320) < 0.01 })
        let greyed = probe.looks.filter { $0.label?.color == Color(uiColor: .tertiaryLabel).rgba }.count
        #expect(greyed == 5, "F's −, and both halves of the two action-less I steppers: \(greyed)")
        struct Down: View {
            @State private var value = 10
            var body: some View {
                VStack {
                    Stepper(value: $value, in: 0...20, step: 5, onEditingChanged: { _ in }) { Text("Down") }
                    Rectangle().frame(width: CGFloat(value), height: 5)
                }
            }
        }
        let scene = try controlsScene(tapping: "\u{2212}", at: [1]) { Down() }
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 5)
    }

    @Test("Slider(value:in:) places a 28-point white knob linearly in its bounds on a 4-point track filled in the tint before it")
    func slider() throws {
        struct Volume: View {
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: .constant(0.25))
                    Slider(value: .constant(30.0), in: 0...40)
                    Slider(value: .constant(2.0), in: 0...4, step: 1)
                    Slider(value: .constant(9.0), in: 0...4, step: 1, onEditingChanged: { _ in })
                }
            }
        }
        let probe = try ViewProbe(width: 228, height: 200) { Volume() }
        let knobs = controlsFrames(filledWith: .white, in: probe.sampled)
        #expect(knobs.count == 4)
        let expected: [CGFloat] = [14 + 50, 14 + 150, 14 + 100, 14 + 200]
        for (knob, x) in zip(knobs, expected) {
            #expect(abs(knob.midX - x) < 0.01 && abs(knob.width - 28) < 0.01, "knob at \(knob.midX), expected \(x)")
        }
        let filled = controlsFrames(filledWith: .blue, in: probe.sampled)
        #expect(filled.first.map { abs($0.width - 64) < 0.01 && abs($0.height - 4) < 0.01 } == true, "the tint fills to the knob")
        _ = try controlsImage(probe.scene, frame: 0, name: "slider")
    }

    @Test("Slider's label and minimum- and maximum-value labels: the value labels sit at either end, the label is not drawn (as on iOS)")
    func sliderLabels() throws {
        let probe = try ViewProbe(width: 300, height: 400) {
            VStack {
                Slider(value: .constant(0.5)) { Text("L1") }
                Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("L2") }
                Slider(value: .constant(0.5)) { Text("L3") } minimumValueLabel: { Text("min") } maximumValueLabel: { Text("max") }
                Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("L4") } minimumValueLabel: { Text("lo") } maximumValueLabel: { Text("hi") }
                Slider(value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }) { Text("L5") }
                Slider(value: .constant(0.5), in: 0...1, step: 0.1, onEditingChanged: { _ in }) { Text("L6") }
                Slider(value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("a"), maximumValueLabel: Text("b")) { Text("L7") }
                Slider(value: .constant(0.5), in: 0...1, step: 0.1, onEditingChanged: { _ in }, minimumValueLabel: Text("c"), maximumValueLabel: Text("d")) { Text("L8") }
            }
        }
        #expect(probe.looks.compactMap(\.label?.text) == ["min", "max", "lo", "hi", "a", "b", "c", "d"])
        let minimum = try #require(controlsFrame(of: "min", in: probe.sampled))
        let maximum = try #require(controlsFrame(of: "max", in: probe.sampled))
        #expect(minimum.minX < 1 && maximum.maxX > 299)
    }
}
