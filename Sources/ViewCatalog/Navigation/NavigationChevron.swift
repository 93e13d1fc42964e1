import Foundation
import LayoutCore
import SceneCore

/// A chevron drawn as two strokes: the back button's (pointing back) or a navigation link's
/// disclosure indicator (pointing forward).
struct NavigationChevron: Shape {
    /// Whether the chevron points back (leading) rather than forward.
    var pointsBack = false

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let tipX = pointsBack ? rect.minX : rect.maxX
        let tailX = pointsBack ? rect.maxX : rect.minX
        path.move(to: CGPoint(x: tailX, y: rect.minY))
        path.addLine(to: CGPoint(x: tipX, y: rect.midY))
        path.addLine(to: CGPoint(x: tailX, y: rect.maxY))
        return path
    }
}
