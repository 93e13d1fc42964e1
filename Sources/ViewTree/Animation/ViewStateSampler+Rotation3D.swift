import Foundation
import FrameTimeline
import LayoutCore
import SceneCore

extension ViewStateSampler {
    /// `sample` with each view under a `.rotation3DEffect` placed where the projection puts its
    /// centre, so that the CSV and captured trajectories record what moves it, as they record a
    /// `rotationEffect`'s anchor moving a view's centre; and `looks` with the way back to the
    /// laid-out centre kept in the innermost 3D rotation (``SceneCore/Rotation3D/restoringShift(in:)``),
    /// which the composer draws from. Size, rotation and scale stay the layout's: a projection is
    /// not a turn or a scale in the plane.
    static func projectingCentres(of sample: FrameSample, looks: [ViewSpec]) -> (FrameSample, [ViewSpec]) {
        var sample = sample, looks = looks
        for view in looks.indices where sample.placements.indices.contains(view) {
            let rotations = looks[view].effects.indices.filter {
                if case .rotation3D = looks[view].effects[$0].kind { return looks[view].effects[$0].frame != nil }
                return false
            }
            guard let innermost = rotations.first else { continue }
            let centre = sample.placements[view].center
            var projected = centre
            for index in rotations {
                let effect = looks[view].effects[index]
                guard let frame = effect.frame, let rotation = Rotation3D(amounts: effect.amounts),
                      let point = rotation.canvasTransform(in: frame).apply(to: projected),
                      point.x.isFinite, point.y.isFinite else { continue }
                projected = point
            }
            let shift = CGSize(width: centre.x - projected.x, height: centre.y - projected.y)
            sample.placements[view].position.x -= shift.width
            sample.placements[view].position.y -= shift.height
            looks[view].effects[innermost].amounts = Array(looks[view].effects[innermost].amounts.prefix(8))
                + [Double(shift.width), Double(shift.height)]
        }
        return (sample, looks)
    }
}
