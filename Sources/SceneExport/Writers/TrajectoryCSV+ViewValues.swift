import Foundation
import LayoutCore
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

    /// View `view`'s values in `sample`.
    static func values(ofView view: Int, in sample: SampledFrame) -> ViewValues {
        let look = sample.looks.indices.contains(view) ? sample.looks[view] : nil
        let numbers = numbers(of: sample.placements[view], lookOpacity: look?.opacity ?? 1)
        return ViewValues(view: view, x: numbers.x, y: numbers.y, width: numbers.width, height: numbers.height,
                          rotation: numbers.rotation, scale: numbers.scale, opacity: numbers.opacity,
                          label: look?.label?.text, id: look?.nodeID)
    }

    /// The numbers of a view's row: the one place the CSV's numbers are taken from a frame.
    /// - Parameters:
    ///   - placement: Where the frame places the view.
    ///   - lookOpacity: The opacity of the view's look at the frame (1 without one).
    static func numbers(of placement: ViewPlacement, lookOpacity: Double)
        -> (x: Double, y: Double, width: Double, height: Double, rotation: Double, scale: Double, opacity: Double) {
        let center = placement.center
        return (x: Double(center.x), y: Double(center.y), width: Double(placement.size.width), height: Double(placement.size.height),
                rotation: placement.rotation.degrees, scale: Double(placement.scale), opacity: placement.opacity * lookOpacity)
    }
}
