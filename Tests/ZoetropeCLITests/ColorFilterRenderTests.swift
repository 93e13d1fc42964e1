import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A colour filter and the colour it turns SwiftUI's red (255, 59, 48) into, worked out by hand
/// from the filter's matrix (SVG's `feColorMatrix` for saturate and hueRotate).
struct ColorFilterCase: Sendable, CustomTestStringConvertible {
    let name: String
    let filtered: @Sendable (Color) -> FilteredView<ModifiedView<Color>>
    let expected: RGBA8
    var testDescription: String { name }
}

/// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorInvert` and
/// `.colorMultiply` rendered: decoded PNG pixels and an animated amount.
@Suite("Colour filters rendered")
struct ColorFilterRenderTests {
    static let cases: [ColorFilterCase] = [
        ColorFilterCase(name: "brightness(0.2): 51 added to each component", filtered: { $0.frame(width: 100, height: 100).brightness(0.2) },
                        expected: RGBA8(red: 255, green: 110, blue: 99)),
        ColorFilterCase(name: "contrast(0.5): half way to mid-grey", filtered: { $0.frame(width: 100, height: 100).contrast(0.5) },
                        expected: RGBA8(red: 191, green: 93, blue: 88)),
        ColorFilterCase(name: "saturation(0): the luminance grey, 0.213 r + 0.715 g + 0.072 b",
                        filtered: { $0.frame(width: 100, height: 100).saturation(0) }, expected: RGBA8(red: 100, green: 100, blue: 100)),
        ColorFilterCase(name: "grayscale(1): the same grey", filtered: { $0.frame(width: 100, height: 100).grayscale(1) },
                        expected: RGBA8(red: 100, green: 100, blue: 100)),
        ColorFilterCase(name: "hueRotation(180°): SVG's hueRotate", filtered: { $0.frame(width: 100, height: 100).hueRotation(.degrees(180)) },
                        expected: RGBA8(red: 0, green: 141, blue: 152)),
        ColorFilterCase(name: "colorInvert(): 255 less each", filtered: { $0.frame(width: 100, height: 100).colorInvert() },
                        expected: RGBA8(red: 0, green: 196, blue: 207)),
        ColorFilterCase(name: "colorMultiply(red 1, green 0.5, blue 0)",
                        filtered: { $0.frame(width: 100, height: 100).colorMultiply(Color(red: 1, green: 0.5, blue: 0)) },
                        expected: RGBA8(red: 255, green: 30, blue: 0)),
    ]

    @Test("the view's colour is the filter's matrix applied to it; around it the canvas stays white", arguments: cases)
    func filtered(_ filter: ColorFilterCase) throws {
        let make = filter.filtered
        let scene = try Scene(named: "filter", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) { make(Color.red) }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        let pixel = image.pixel(x: 100, y: 100), outside = image.pixel(x: 30, y: 30)
        #expect(pixel.maximumComponentDifference(from: filter.expected) <= 3, "\(filter.name): \(pixel), expected \(filter.expected)")
        #expect(outside.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 1, "outside the view: \(outside)")
    }

    @Test("an animated saturation is interpolated per frame: half way from 1 to 0 it is saturate(0.5)", arguments: [10, 30])
    func animated(fps: Int) throws {
        let scene = try Scene(named: "fading", canvas: CGSize(width: 200, height: 200), fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Color.red.frame(width: 100, height: 100).saturation(on ? 0 : 1)
        }
        let frame = fps / 2
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [frame])[frame])
        let pixel = image.pixel(x: 100, y: 100)
        #expect(pixel.maximumComponentDifference(from: RGBA8(red: 177, green: 79, blue: 74)) <= 3, "at 0.5 s: \(pixel)")
    }
}
