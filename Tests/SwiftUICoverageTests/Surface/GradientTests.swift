import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Gradients as apps write them: `Gradient` from colours or stops, linear, radial, angular and
/// elliptical gradients from a gradient, colours or stops, and a colour's `.gradient`; each drawn
/// as a view or a fill and checked in the decoded frame at points whose colour SwiftUI's
/// geometry fixes (the ends, the middle, a hard edge between stops).
@Suite("Gradients")
struct GradientTests {
    /// The colour `fraction` of the way from `start` to `end`, as a gradient mixes sRGB components.
    static func mix(_ start: RGBA8, _ end: RGBA8, _ fraction: Double) -> RGBA8 {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
        return RGBA8(red: channel(start.red, end.red), green: channel(start.green, end.green), blue: channel(start.blue, end.blue))
    }

    // MARK: Linear

    @Test("LinearGradient(colors:startPoint:endPoint:) runs from the first colour at the start point to the last at the end point")
    func linearColors() throws {
        let image = try ViewProbe(width: 200, height: 40) {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        }.image()
        expectPixel(image, x: 0, y: 20, Pixel.red, tolerance: 3, "the leading edge")
        expectPixel(image, x: 199, y: 20, Pixel.blue, tolerance: 3, "the trailing edge")
        expectPixel(image, x: 100, y: 20, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 3, "halfway")
        expectPixel(image, x: 50, y: 5, Self.mix(Pixel.red, Pixel.blue, 0.25), tolerance: 3, "a quarter of the way, at any height")
    }

    @Test("LinearGradient(gradient:startPoint:endPoint:) from top to bottom, with Gradient(colors:) spacing three colours evenly")
    func linearGradientValue() throws {
        let image = try ViewProbe(width: 40, height: 200) {
            LinearGradient(gradient: Gradient(colors: [.red, .green, .blue]), startPoint: .top, endPoint: .bottom)
        }.image()
        expectPixel(image, x: 20, y: 0, Pixel.red, tolerance: 3, "the top")
        expectPixel(image, x: 20, y: 100, Pixel.green, tolerance: 3, "the middle: the second of three colours")
        expectPixel(image, x: 20, y: 199, Pixel.blue, tolerance: 3, "the bottom")
        expectPixel(image, x: 20, y: 50, Self.mix(Pixel.red, Pixel.green, 0.5), tolerance: 3, "halfway to the middle")
    }

    @Test("LinearGradient(stops:startPoint:endPoint:) with Gradient.Stop(color:location:): two stops at 0.5 make a hard edge halfway")
    func linearStops() throws {
        let image = try ViewProbe(width: 200, height: 40) {
            LinearGradient(stops: [
                Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .red, location: 0.5),
                Gradient.Stop(color: .blue, location: 0.5), Gradient.Stop(color: .blue, location: 1),
            ], startPoint: .leading, endPoint: .trailing)
        }.image()
        expectPixel(image, x: 10, y: 20, Pixel.red, "well before the edge")
        expectPixel(image, x: 97, y: 20, Pixel.red, tolerance: 3, "just before it")
        expectPixel(image, x: 103, y: 20, Pixel.blue, tolerance: 3, "just after it")
        expectPixel(image, x: 190, y: 20, Pixel.blue, "well after it")
    }

    @Test("Gradient.Stop(color:location:) places a colour anywhere: green at 0.25 between red at 0 and blue at 1")
    func stopLocation() throws {
        let image = try ViewProbe(width: 200, height: 40) {
            Rectangle().fill(LinearGradient(stops: [
                .init(color: .red, location: 0),
                Gradient.Stop(color: .green, location: 0.25),
                .init(color: .blue, location: 1),
            ], startPoint: .leading, endPoint: .trailing))
        }.image()
        expectPixel(image, x: 50, y: 20, Pixel.green, tolerance: 3, "green a quarter of the way")
        expectPixel(image, x: 25, y: 20, Self.mix(Pixel.red, Pixel.green, 0.5), tolerance: 3, "halfway from red to green")
        expectPixel(image, x: 125, y: 20, Self.mix(Pixel.green, Pixel.blue, 0.5), tolerance: 3, "halfway from green to blue")
    }

    @Test("Gradient(colors:) and Gradient(stops:) with evenly placed stops are the same gradient, and draw the same")
    func gradientValues() throws {
        let byColors = Gradient(colors: [.yellow, .purple])
        let byStops = Gradient(stops: [.init(color: .yellow, location: 0), .init(color: .purple, location: 1)])
        #expect(byColors == byStops)
        let image = try ViewProbe(width: 200, height: 40) {
            HStack(spacing: 0) {
                Rectangle().fill(LinearGradient(gradient: byColors, startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(LinearGradient(gradient: byStops, startPoint: .leading, endPoint: .trailing))
            }
        }.image()
        let purple = RGBA8(red: 175, green: 82, blue: 222)
        for x in [0, 50, 99] {
            let left = image.pixel(x: x, y: 20), right = image.pixel(x: x + 100, y: 20)
            #expect(left.maximumComponentDifference(from: right) <= 1, "at \(x): \(left) vs \(right)")
        }
        expectPixel(image, x: 50, y: 20, Self.mix(Pixel.yellow, purple, 0.5), tolerance: 3, "halfway from yellow to purple")
    }

    // MARK: Radial and elliptical

    @Test("RadialGradient(colors:center:startRadius:endRadius:) runs out from the centre: the first colour inside startRadius, the last past endRadius")
    func radialColors() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 20, endRadius: 80)
        }.image()
        expectPixel(image, x: 100, y: 100, Pixel.red, "the centre")
        expectPixel(image, x: 110, y: 100, Pixel.red, "inside the start radius")
        expectPixel(image, x: 150, y: 100, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "50 points out, halfway from 20 to 80")
        expectPixel(image, x: 100, y: 50, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "50 points up, the same")
        expectPixel(image, x: 195, y: 195, Pixel.blue, "the corner, past the end radius")
    }

    @Test("RadialGradient(gradient:center:startRadius:endRadius:) about an off-centre point: .topLeading")
    func radialGradientValue() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(RadialGradient(gradient: Gradient(colors: [.green, .yellow]), center: .topLeading, startRadius: 0, endRadius: 100))
        }.image()
        expectPixel(image, x: 1, y: 1, Pixel.green, tolerance: 4, "the top-leading corner")
        expectPixel(image, x: 50, y: 0, Self.mix(Pixel.green, Pixel.yellow, 0.5), tolerance: 4, "50 points along the top")
        expectPixel(image, x: 0, y: 50, Self.mix(Pixel.green, Pixel.yellow, 0.5), tolerance: 4, "50 points down the side")
        expectPixel(image, x: 150, y: 150, Pixel.yellow, "past the end radius")
    }

    @Test("RadialGradient(stops:center:startRadius:endRadius:) with a hard edge at half the radius draws a disc")
    func radialStops() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            RadialGradient(stops: [
                .init(color: .red, location: 0), .init(color: .red, location: 0.5),
                .init(color: .white, location: 0.5), .init(color: .white, location: 1),
            ], center: .center, startRadius: 0, endRadius: 80)
        }.image()
        expectPixel(image, x: 100 + 36, y: 100, Pixel.red, tolerance: 3, "inside the 40-point disc")
        expectPixel(image, x: 100, y: 100 - 44, Pixel.white, tolerance: 3, "outside it")
        expectPixel(image, x: 100 + 26, y: 100 + 26, Pixel.red, tolerance: 3, "on the diagonal, 37 points out")
    }

    @Test("EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:) stretches to the frame: its ends reach the edges")
    func ellipticalColors() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        }.image()
        expectPixel(image, x: 100, y: 50, Pixel.red, tolerance: 3, "the centre")
        let across = image.pixel(x: 150, y: 50), down = image.pixel(x: 100, y: 75)
        #expect(across.maximumComponentDifference(from: down) <= 3, "halfway to the side (50 across) and to the bottom (25 down): \(across) vs \(down)")
        expectPixel(image, x: 150, y: 50, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "halfway to the side")
        expectPixel(image, x: 1, y: 50, Pixel.blue, tolerance: 6, "the leading edge")
    }

    @Test("EllipticalGradient(gradient:…) and EllipticalGradient(stops:…) with the defaults: centred, out to half the frame")
    func ellipticalDefaults() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                EllipticalGradient(gradient: Gradient(colors: [.green, .blue]))
                EllipticalGradient(stops: [.init(color: .green, location: 0), .init(color: .blue, location: 1)], endRadiusFraction: 0.5)
            }
        }.image()
        for x in [50, 150] {
            expectPixel(image, x: x, y: 50, Pixel.green, tolerance: 3, "the centre of the gradient at \(x)")
            expectPixel(image, x: x, y: 75, Self.mix(Pixel.green, Pixel.blue, 0.5), tolerance: 4, "halfway down from it")
        }
        expectPixel(image, x: 75, y: 50, Self.mix(Pixel.green, Pixel.blue, 0.5), tolerance: 4, "halfway across the 100-point frame")
    }

    // MARK: Angular

    @Test("AngularGradient(colors:center:angle:) goes once around clockwise from the angle: .zero starts at the trailing side")
    func angularColorsAngle() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            AngularGradient(colors: [.red, .blue], center: .center, angle: .zero)
        }.image()
        expectPixel(image, x: 180, y: 102, Pixel.red, tolerance: 8, "just past the start, at 3 o'clock")
        expectPixel(image, x: 100, y: 180, Self.mix(Pixel.red, Pixel.blue, 0.25), tolerance: 4, "a quarter of the way round, at 6 o'clock")
        expectPixel(image, x: 20, y: 100, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "halfway round, at 9 o'clock")
        expectPixel(image, x: 180, y: 98, Pixel.blue, tolerance: 8, "just before the end, above 3 o'clock")
    }

    @Test("AngularGradient(gradient:center:angle:) turned by .degrees(90) starts at the bottom")
    func angularGradientAngle() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.green, .yellow]), center: .center, angle: .degrees(90)))
        }.image()
        expectPixel(image, x: 98, y: 180, Pixel.green, tolerance: 8, "just past the start, at 6 o'clock")
        expectPixel(image, x: 100, y: 20, Self.mix(Pixel.green, Pixel.yellow, 0.5), tolerance: 4, "halfway round, at 12 o'clock")
        expectPixel(image, x: 102, y: 180, Pixel.yellow, tolerance: 8, "just before the end")
    }

    @Test("AngularGradient(stops:center:angle:) puts each stop at its fraction of the turn")
    func angularStopsAngle() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            AngularGradient(stops: [
                .init(color: .red, location: 0), .init(color: .red, location: 0.5),
                .init(color: .blue, location: 0.5), .init(color: .blue, location: 1),
            ], center: .center, angle: .zero)
        }.image()
        expectPixel(image, x: 100, y: 180, Pixel.red, tolerance: 3, "6 o'clock, in the first half of the turn")
        expectPixel(image, x: 100, y: 20, Pixel.blue, tolerance: 3, "12 o'clock, in the second half")
    }

    @Test("AngularGradient(colors:center:startAngle:endAngle:) spreads the colours over the arc: 0° to 180° fills the lower half")
    func angularColorsArc() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
        }.image()
        expectPixel(image, x: 100, y: 180, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "6 o'clock, halfway through the arc")
        expectPixel(image, x: 180 - 10, y: 100 + 30, Self.mix(Pixel.red, Pixel.blue, atan2(30.0, 70.0) / .pi), tolerance: 4,
                    "a point about 23° past the start")
    }

    @Test("AngularGradient(gradient:center:startAngle:endAngle:) over a quarter: 0° to 90°")
    func angularGradientArc() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center,
                                             startAngle: .degrees(0), endAngle: .degrees(90)))
        }.image()
        expectPixel(image, x: 100 + 50, y: 100 + 50, Self.mix(Pixel.green, Pixel.blue, 0.5), tolerance: 4, "45°, halfway through the quarter")
    }

    @Test("AngularGradient(stops:center:startAngle:endAngle:) over a half turn from 90°")
    func angularStopsArc() throws {
        let image = try ViewProbe(width: 200, height: 200) {
            AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center,
                            startAngle: .degrees(90), endAngle: .degrees(270))
        }.image()
        expectPixel(image, x: 20, y: 100, Self.mix(Pixel.red, Pixel.blue, 0.5), tolerance: 4, "180°, halfway through the arc")
    }

    // MARK: A colour's gradient

    @Test("Color.gradient is a gentle top-to-bottom gradient of the colour: lighter at the top, the colour at the bottom")
    func colorGradient() throws {
        let image = try ViewProbe(width: 40, height: 200) {
            Rectangle().fill(Color.blue.gradient)
        }.image()
        let top = image.pixel(x: 20, y: 1), bottom = image.pixel(x: 20, y: 198)
        expectPixel(image, x: 20, y: 198, Pixel.blue, tolerance: 4, "the bottom")
        #expect(Int(top.red) + Int(top.green) > Int(bottom.red) + Int(bottom.green) + 40, "the top is lighter: \(top) vs \(bottom)")
        #expect(top.blue >= 250 && top.red < 128, "the top is still blue: \(top)")
        let red = try ViewProbe(width: 40, height: 200) { Circle().fill(.red.gradient) }.image()
        expectPixel(red, x: 20, y: 118, Pixel.red, tolerance: 40, "a red circle filled with red's gradient")
    }
}
