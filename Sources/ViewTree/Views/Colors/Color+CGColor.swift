import Foundation

extension Color {
    /// The colour a ``CGColor`` holds: SwiftUI's `Color(cgColor:)`. Zoetrope's `CGColor` is always
    /// sRGB (see ``CGColor``), and the colour is the same in light and dark appearances.
    /// - Parameter cgColor: The Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(cgColor.rgba)
    }

    /// The colour a ``CGColor`` holds: SwiftUI's `Color(_:)` with a `CGColor`, the same as
    /// ``init(cgColor:)``.
    /// - Parameter cgColor: The Core Graphics colour.
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }
}
