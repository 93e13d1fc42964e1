import Foundation
import SceneCore
import ViewTree

/// The stand-in for the SF Symbol `chevron.up.chevron.down` a menu picker shows after its value:
/// a chevron pointing up over one pointing down, as lines to stroke.
struct UpDownChevrons: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let gap = rect.height * 0.12
        path.move(to: CGPoint(x: rect.minX, y: rect.midY - gap))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - gap))
        path.move(to: CGPoint(x: rect.minX, y: rect.midY + gap))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + gap))
        return path
    }
}
