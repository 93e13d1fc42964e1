import Foundation
import SceneCore

extension TrajectoryCSV {
    /// One view's row of one frame as values rather than text: the numbers the CSV writes (each
    /// reads back from the row as exactly this `Double`) and its label and id.
    public struct ViewValues: Equatable, Sendable {
        /// The view's index among the scene's views (the `view` column).
        public let view: Int
        /// The centre of the view on the canvas, in points, y down.
        public let x: Double
        /// The centre's y, in points, y down.
        public let y: Double
        /// The view's width in points, before rotation and scale.
        public let width: Double
        /// The view's height in points, before rotation and scale.
        public let height: Double
        /// The view's own rotation in degrees, clockwise.
        public let rotation: Double
        /// The view's scale about its centre (1 is its own size).
        public let scale: Double
        /// How opaque the view is drawn, 0…1: the layout's opacity times the view's own.
        public let opacity: Double
        /// The label text the frame draws; `nil` without one (the CSV's empty `label`).
        public let label: String?
        /// The view's `id`; `nil` without one (the CSV's empty `id`).
        public let id: String?
    }

    /// Every view's values in a sampled frame, in view order: what ``rows(for:frame:)`` writes for
    /// the frame, one to one.
    /// - Parameter sample: The sampled frame.
    /// - Returns: One value per view.
    public static func values(of sample: SampledFrame) -> [ViewValues] {
        sample.placements.indices.map { values(ofView: $0, in: sample) }
    }

    /// View `view`'s values in `sample`: the one place the CSV's numbers are taken from a frame.
    static func values(ofView view: Int, in sample: SampledFrame) -> ViewValues {
        let placement = sample.placements[view]
        let look = sample.looks.indices.contains(view) ? sample.looks[view] : nil
        return ViewValues(view: view, x: Double(placement.center.x), y: Double(placement.center.y),
                          width: Double(placement.size.width), height: Double(placement.size.height),
                          rotation: placement.rotation.degrees, scale: Double(placement.scale),
                          opacity: placement.opacity * (look?.opacity ?? 1), label: look?.label?.text, id: look?.nodeID)
    }
}
