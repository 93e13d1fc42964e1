import Foundation

/// A filter a group is drawn through, on pixels: SwiftUI's `.shadow` and `.blur`.
///
/// A radius is a Gaussian's standard deviation σ in the coordinates outside the group (see
/// `docs/views.md` for how SwiftUI's radii map to it). Renderers without filters (cairo, for SVG
/// and PDF too) draw the group into pixels, blur them and place the picture; cairo blurs with
/// three box blurs, as the Filter Effects specification allows for `feGaussianBlur`.
public enum GroupFilter: Hashable, Sendable {
    /// The group drawn blurred. With an `opaqueRegion`, the blur does not fade out at the
    /// region's edges (pixels past them repeat the edge's) and is drawn only inside it:
    /// SwiftUI's `.blur(radius:opaque: true)`.
    case blur(radius: Double, opaqueRegion: ShapePath?)
    /// A shadow under the group: its alpha blurred, in `color`, moved by `offset`, then the
    /// group over it, sharp.
    case shadow(color: RGBAColor, radius: Double, offset: CGSize)
    /// Every pixel's colour, its components 0…1 and not premultiplied, replaced by the matrix's
    /// rows (red, green, blue, alpha, each five numbers: the four components' weights and an
    /// offset) applied to it, and clamped to 0…1: SVG's `feColorMatrix`, SwiftUI's colour
    /// filters (`.brightness`, `.saturation`, `.hueRotation`, …).
    case colorMatrix([Double])
}
