import AnimationCore
import Foundation
import FrameRendering

/// How an open end of a stroked line is drawn: Core Graphics' `CGLineCap`, which SwiftUI's
/// ``StrokeStyle`` takes.
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// Square, ending exactly at the end point.
    case butt = 0
    /// A half circle centred on the end point, reaching half the line width past it.
    case round = 1
    /// Square, reaching half the line width past the end point.
    case square = 2
}

/// How a corner between two segments of a stroked line is drawn: Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// The outer edges extended to meet in a point, bevelled beyond the miter limit.
    case miter = 0
    /// A circular arc centred on the corner.
    case round = 1
    /// The outer edges' ends joined by a straight line.
    case bevel = 2
}

/// How a shape's outline is stroked: SwiftUI's `StrokeStyle`.
///
/// Drawn by cairo with the same meanings (cairo's caps, joins, miter limit and dashes are Core
/// Graphics'), in PNG frames and in the SVG and PDF that cairo writes. As in SwiftUI, the line
/// width, miter limit and dash phase animate (``animatableData``); the dash lengths, cap and join
/// do not, and a change of them cross-fades.
public struct StrokeStyle: Hashable, Sendable, Animatable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The longest mitred corner, as a multiple of the line width, before it is bevelled.
    public var miterLimit: CGFloat
    /// Dash lengths, alternating drawn and gap; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's.
    /// - Parameters:
    ///   - lineWidth: The width; 1 by default.
    ///   - lineCap: How open ends are drawn; `.butt` by default.
    ///   - lineJoin: How corners are drawn; `.miter` by default.
    ///   - miterLimit: The longest mitre as a multiple of the width; 10 by default.
    ///   - dash: Dash lengths, alternating drawn and gap; empty (solid) by default.
    ///   - dashPhase: How far into the pattern the line starts; 0 by default.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The line width, miter limit and dash phase: what SwiftUI's stroke style animates.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }

    /// The display list's stroke in `color` with this style.
    func stroke(in color: RGBAColor) -> Stroke {
        Stroke(color: color, width: Double(lineWidth), dash: dash.map(Double.init), dashPhase: Double(dashPhase),
               lineCap: lineCap.displayCap, lineJoin: lineJoin.displayJoin, miterLimit: Double(miterLimit))
    }
}

extension CGLineCap {
    fileprivate var displayCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    fileprivate var displayJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
