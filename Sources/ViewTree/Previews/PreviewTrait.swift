import Foundation

/// A trait of a preview: SwiftUI's `PreviewTrait`, given to `#Preview(traits:)`.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFits) { Badge(count: 3) }
/// #Preview(traits: .landscapeLeft) { Dashboard() }
/// #Preview(traits: .fixedLayout(width: 300, height: 120)) { Banner() }
/// ```
public struct PreviewTrait<T>: Sendable {
    enum Kind: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let kind: Kind

    /// The layout the trait asks for, if it is a layout trait.
    var layout: PreviewLayout? {
        if case .layout(let layout) = kind { return layout }
        return nil
    }

    /// The orientation the trait asks for, if it is an orientation trait.
    var orientation: InterfaceOrientation? {
        if case .orientation(let orientation) = kind { return orientation }
        return nil
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview on the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }

    /// The preview at its view's ideal size, as `.previewLayout(.sizeThatFits)`.
    public static var sizeThatFits: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }

    /// The preview in a container of this size.
    /// - Parameters:
    ///   - width: The container's width, in points.
    ///   - height: Its height.
    /// - Returns: The trait.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }

    /// The device upright (the default).
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }

    /// The device upside down: drawn as upright.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }

    /// The device on its side, turned left: its screen's width and height swapped.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }

    /// The device on its side, turned right: its screen's width and height swapped.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
}
