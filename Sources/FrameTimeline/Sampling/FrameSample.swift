import Foundation
import LayoutCore

/// A layout parameter's name and value at one moment, in the parameter's unit (degrees for angles).
public struct ParameterValue: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// Its value.
    public var value: Double

    /// Creates a parameter value.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}

/// Everything a layout animation looks like at one moment.
public struct FrameSample: Hashable, Sendable {
    /// The frame number, when the sample is of a frame of a clock.
    public var frame: Int?
    /// The time in seconds.
    public var time: TimeInterval
    /// The bounds of the root layout on the canvas.
    public var bounds: CGRect
    /// Where each view is, in the order of the views.
    public var placements: [ViewPlacement]
    /// The layout's named parameters as the frame shows them: in parameters mode, the values the
    /// layout ran with; in positions mode, the parameters interpolated by the same animations that
    /// move the views, so they say where between two states the picture is (the model's values
    /// once nothing animates). Empty for a layout without named parameters.
    public var parameters: [ParameterValue]
    /// The lines the layout asked to be drawn between views (a tree's edges), by view index.
    public var connections: [ViewConnection]
    /// The sizes of every view and layout at this moment, when they were asked for (article 004's
    /// `showSizes`); empty otherwise.
    public var sizes: [ViewSizeReport]
    /// The order the views are drawn in, back to front, before `zIndex` lifts some over others,
    /// when it is not their index order: a view's body reordered by a state change draws its
    /// views in their new order, as SwiftUI does. `nil` for index order.
    public var drawingOrder: [Int]?

    /// Creates a sample.
    public init(frame: Int?, time: TimeInterval, bounds: CGRect, placements: [ViewPlacement], parameters: [ParameterValue],
                connections: [ViewConnection] = [], sizes: [ViewSizeReport] = [], drawingOrder: [Int]? = nil) {
        self.drawingOrder = drawingOrder
        self.frame = frame
        self.time = time
        self.bounds = bounds
        self.placements = placements
        self.parameters = parameters
        self.connections = connections
        self.sizes = sizes
    }
}
