import AnimationCore
import Foundation
import SceneCore

// SwiftUI's colour filters: each recolours every pixel the view draws by a colour matrix (see
// `SceneCore.ColorFilter`), on an offscreen picture of the view; the amounts animate.

extension View {
    /// SwiftUI's `.brightness(_:)`: `amount` added to the view's red, green and blue.
    /// - Parameter amount: 0 changes nothing, 1 makes it white; negative darkens.
    /// - Returns: The brightened view.
    public func brightness(_ amount: Double) -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.brightness), amounts: [amount])
    }

    /// SwiftUI's `.contrast(_:)`: the view's colours moved away from mid-grey by `amount`.
    /// - Parameter amount: 1 changes nothing, 0 makes it grey, negative inverts.
    /// - Returns: The view with its contrast changed.
    public func contrast(_ amount: Double) -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.contrast), amounts: [amount])
    }

    /// SwiftUI's `.saturation(_:)`: the view's colours saturated by `amount`.
    /// - Parameter amount: 1 changes nothing, 0 makes them grey, more than 1 more vivid.
    /// - Returns: The view with its saturation changed.
    public func saturation(_ amount: Double) -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.saturation), amounts: [amount])
    }

    /// SwiftUI's `.grayscale(_:)`: the view's colours taken towards grey by `amount`.
    /// - Parameter amount: 0 changes nothing, 1 makes them grey.
    /// - Returns: The greyer view.
    public func grayscale(_ amount: Double) -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.grayscale), amounts: [amount])
    }

    /// SwiftUI's `.hueRotation(_:)`: the view's hues turned by `angle`.
    /// - Parameter angle: How far round the colour wheel.
    /// - Returns: The recoloured view.
    public func hueRotation(_ angle: Angle) -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.hueRotation), amounts: [angle.radians])
    }

    /// SwiftUI's `.colorInvert()`: the view's red, green and blue inverted.
    /// - Returns: The inverted view.
    public func colorInvert() -> FilteredView<Self> {
        FilteredView(content: self, kind: .colorFilter(.colorInvert), amounts: [])
    }

    /// SwiftUI's `.colorMultiply(_:)`: the view's components multiplied by `color`'s.
    /// - Parameter color: The colour to multiply by.
    /// - Returns: The tinted view.
    public func colorMultiply(_ color: Color) -> FilteredView<Self> {
        let rgba = color.rgba
        return FilteredView(content: self, kind: .colorFilter(.colorMultiply), amounts: [rgba.red, rgba.green, rgba.blue, rgba.alpha])
    }
}
