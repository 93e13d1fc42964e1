/// The working colour space and storage of a `Canvas`: SwiftUI's `ColorRenderingMode`.
///
/// Accepted so that SwiftUI code compiles; Zoetrope draws every canvas in 8-bit sRGB, whatever
/// the mode.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB components, 0…1 (the default, and what Zoetrope draws in).
    case nonLinear
    /// Linear sRGB components, 0…1.
    case linear
    /// Linear sRGB components that may go past 0…1.
    case extendedLinear
}
