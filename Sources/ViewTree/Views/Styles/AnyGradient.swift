import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A gradient without a direction of its own: SwiftUI's `AnyGradient`, what `Color.blue.gradient`
/// is. As a shape style it draws, as SwiftUI documents, a linear gradient from the top of the
/// frame (unit point 0.5, 0) to its bottom (0.5, 1). A bare ``Gradient`` used as a shape style
/// draws the same way.
public struct AnyGradient: ShapeStyle, Hashable {
    /// The colours.
    let gradient: Gradient

    /// A gradient of `gradient`'s stops.
    /// - Parameter gradient: The colours and their locations.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension AnyGradient: PaintingShapeStyle {
    var paint: StylePaint? { gradient.paint }
}

extension Gradient: ShapeStyle, PaintingShapeStyle {
    /// The gradient from the top of the frame to its bottom.
    var paint: StylePaint? {
        StylePaint(gradient: GradientSpec(stops: displayStops, kind: .linear(startPoint: .top, endPoint: .bottom)))
    }
}

extension Color {
    /// How much lighter, in HSL lightness, the top of a colour's ``gradient`` is than the colour.
    ///
    /// SwiftUI does not document the stops of `Color.gradient`. TUIkit's authors measured
    /// SwiftUI's renderer (`ImageRenderer`, one-pixel strips): the top's HSL lightness was 0.647
    /// for grey 128 (0.502), 0.639 for rgb(51, 102, 204) (0.500) and 0.451 for rgb(0, 153, 51)
    /// (0.300), with the hue kept; the bottom was the colour. 0.145 is the mean of those three
    /// rises; the tops it gives are within 0.007 of the measured ones.
    static let gradientLightening = 0.145

    /// A subtle gradient of this colour, as SwiftUI's `Color.gradient`: the colour lightened at
    /// the top (its HSL lightness raised by 0.145, hue, saturation and opacity kept), the colour
    /// itself at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [lightened(by: Self.gradientLightening), self]))
    }

    /// This colour with its HSL lightness raised by `amount` (at most to 1), its hue, HSL
    /// saturation and opacity kept.
    func lightened(by amount: Double) -> Color {
        let (red, green, blue) = (rgba.red, rgba.green, rgba.blue)
        let (high, low) = (max(red, green, blue), min(red, green, blue))
        let lightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        let raised = min(lightness + amount, 1)
        // The same hue and saturation at the raised lightness: each component keeps its place
        // between the lowest and the highest.
        let newChroma = (1 - abs(2 * raised - 1)) * saturation
        let (newHigh, newLow) = (raised + newChroma / 2, raised - newChroma / 2)
        let place = { (component: Double) in chroma == 0 ? newLow : newLow + (component - low) / chroma * (newHigh - newLow) }
        return Color(red: place(red), green: place(green), blue: place(blue), opacity: rgba.alpha)
    }
}
