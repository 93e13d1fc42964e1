import Foundation
import LayoutCore
import SceneDescription

/// The bodies keyframe runs drive: for a time and a state, the body built from the state with
/// the values of the runs playing then written over it.
struct DrivenBodies: Sendable {
    /// When the last run ends; `nil` when one plays for ever.
    let end: TimeInterval?
    /// The body at a time, in a state (an index into the view's states), or `nil` when no run
    /// plays then.
    let body: @Sendable (TimeInterval, Int) -> (nodes: [ViewNode], looks: [ViewSpec])?
}
