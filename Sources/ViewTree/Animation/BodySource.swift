import Foundation
import LayoutCore
import SceneCore

/// How a view's sampler builds a body beyond the ones it is made with: the body of the state
/// keyframe runs drive at a time, or of a state built again with the `@State` values written
/// while its frame was laid out.
struct BodySource: Sendable {
    /// Whether some moments' bodies are built for the moment (keyframe runs, a `TimelineView`).
    let hasKeyframes: Bool
    /// When the last keyframe run ends: 0 without runs, `nil` when one plays for ever (or a
    /// `TimelineView` draws from the time, which never ends).
    let keyframesEnd: TimeInterval?
    /// Whether the body at a time is built for that time: a keyframe run drives the state, or a
    /// `TimelineView` draws from the time.
    let isDriven: @Sendable (TimeInterval) -> Bool
    /// What builds the bodies of those moments, for messages: `keyframes`, `TimelineView`.
    var driver = "keyframes"
    /// The body at a time, in a state (an index into the view's states): the state with the
    /// values of the keyframe runs playing then written over it, its views' `@State` kept in the
    /// store given.
    let build: @Sendable (TimeInterval, Int, StateStore) -> (nodes: [ViewNode], looks: [ViewSpec])
}
