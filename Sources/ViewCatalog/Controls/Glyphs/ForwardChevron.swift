import Foundation
import SceneCore
import ViewTree

/// The stand-in for the SF Symbol `chevron.forward` a row that pushes a list shows: a chevron
/// pointing to the trailing side, as lines to stroke.
struct ForwardChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}
