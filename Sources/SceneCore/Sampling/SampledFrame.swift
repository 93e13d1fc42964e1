import Foundation
import FrameTimeline
import LayoutCore

/// Everything about one frame of a scene, computed once: where every view is, how every view
/// looks, what fades out under them, the lines between them, the order they are drawn in, the
/// layout's parameters and, when asked for, the sizes article 004's `showSizes` reports.
///
/// The composer draws this value and the CSV, the captured trajectories and the snapshot
/// strategies write it, so what a frame shows and what is written about it cannot disagree.
/// Read the sample's fields through it directly: `frame.placements`, `frame.parameters`.
@dynamicMemberLookup
public struct SampledFrame: Hashable, Sendable {
    /// Where every view is: placements, parameters, connections, drawing order and sizes.
    public var sample: FrameSample
    /// How every view looks at this frame, one per placement, in the scene's view order.
    public var looks: [ViewSpec]
    /// The former looks still fading out under their views (a text or shape change
    /// cross-fading), in view order, each view's oldest first; empty when none is.
    public var fadingLooks: [FadingLook]

    /// Creates a sampled frame.
    /// - Parameters:
    ///   - sample: Where every view is.
    ///   - looks: How every view looks, one per placement.
    ///   - fadingLooks: The former looks fading out; none by default.
    public init(sample: FrameSample, looks: [ViewSpec], fadingLooks: [FadingLook] = []) {
        self.sample = sample
        self.looks = looks
        self.fadingLooks = fadingLooks
    }

    /// A field of the sample: `frame.placements`, `frame.time`, `frame.parameters`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<FrameSample, Value>) -> Value {
        sample[keyPath: keyPath]
    }

    /// A field of the sample, to change: `frame.sizes = …`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<FrameSample, Value>) -> Value {
        get { sample[keyPath: keyPath] }
        set { sample[keyPath: keyPath] = newValue }
    }

    /// The value of the layout parameter named `name` at this frame, if the layout has one.
    /// - Parameter name: The parameter's name, as the CSV's `param:` column names it.
    /// - Returns: The value, or `nil` when no parameter has that name.
    public func parameter(named name: String) -> Double? {
        sample.parameters.first { $0.name == name }?.value
    }
}
