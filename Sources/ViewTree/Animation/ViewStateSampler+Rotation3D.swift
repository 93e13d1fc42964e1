import Foundation
import FrameTimeline
import LayoutCore
import SceneCore

extension ViewStateSampler {
    /// `sample` with each view under a `.rotation3DEffect` or a `GeometryEffect` placed where the projection puts its
    /// centre, so that the CSV and captured trajectories record what moves it, as they record a
    /// `rotationEffect`'s anchor moving a view's centre; and `looks` with the way back to the
    /// laid-out centre kept in the innermost projecting effect (``SceneCore/ViewEffect/restoringShift(in:)``),
    /// which the composer draws from. Size, rotation and scale stay the layout's: a projection is
    /// not a turn or a scale in the plane.
    static func projectingCentres(of sample: FrameSample, looks: [ViewSpec]) -> (FrameSample, [ViewSpec]) {
        var sample = sample, looks = looks
        for view in looks.indices where sample.placements.indices.contains(view) {
            let rotations = looks[view].effects.indices.filter {
                looks[view].effects[$0].projectionAmountCount != nil && looks[view].effects[$0].frame != nil
            }
            guard let innermost = rotations.first else { continue }
            let centre = sample.placements[view].center
            var projected = centre
            for index in rotations {
                let effect = looks[view].effects[index]
                guard let frame = effect.frame, let point = effect.canvasProjection(in: frame)?.apply(to: projected),
                      point.x.isFinite, point.y.isFinite else { continue }
                projected = point
            }
            let shift = CGSize(width: centre.x - projected.x, height: centre.y - projected.y)
            sample.placements[view].position.x -= shift.width
            sample.placements[view].position.y -= shift.height
            looks[view].effects[innermost] = looks[view].effects[innermost].keepingRestoringShift(shift)
        }
        return (sample, looks)
    }
}
