import AnimationCore
import Foundation
import LayoutCore
import SceneCore

// SwiftUI's `.rotation3DEffect`: the view's drawing turned in three dimensions and projected back
// onto its plane (see `SceneCore.Rotation3D` for the projection). Its numbers animate.

extension View {
    /// SwiftUI's `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view drawn turned by
    /// `angle` about `axis` through `anchor`, in perspective.
    ///
    /// The view's size and place in the layout do not change; what it draws is projected, in
    /// PNG, SVG and PDF (paths and text as projected outlines, images through a mesh of
    /// triangles). The angle, axis, anchor, `anchorZ` and perspective animate, as SwiftUI's do.
    /// The CSV records the view's centre where the projection puts it (its size, rotation and
    /// scale columns are the layout's).
    /// - Parameters:
    ///   - angle: The angle of the turn; positive turns the right side away for the y axis.
    ///   - axis: The axis, e.g. `(x: 0, y: 1, z: 0)` for a card flip; a zero axis turns nothing.
    ///   - anchor: The point the axis goes through, in the view's frame; its centre by default.
    ///   - anchorZ: How far in front of the view the axis goes through, in points; 0 by default.
    ///   - perspective: The eye's distance is the view's larger side over this; 1 by default,
    ///     0 for an orthographic projection.
    /// - Returns: The turned view.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> FilteredView<Self> {
        let rotation = Rotation3D(angle: angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                                  anchorZ: Double(anchorZ), perspective: Double(perspective))
        return FilteredView(content: self, kind: .rotation3D, amounts: rotation.amounts)
    }
}
