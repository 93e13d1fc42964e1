import Foundation
import FrameRendering
import LayoutCore

extension ViewEffect {
    /// How many of ``amounts`` describe a projecting effect: a ``Rotation3D``'s eight, or a
    /// projection's nine entries; the sampler keeps the way back to the laid-out centre after them
    /// (``restoringShift(in:)``). Nil for an effect that does not project.
    public var projectionAmountCount: Int? {
        switch kind {
        case .rotation3D: 8
        case .projection: 9
        default: nil
        }
    }

    /// The projection this effect draws its view with, in the view's own coordinates (origin at
    /// its frame's top-leading corner): a 3D rotation's, or a projection's matrix. Nil for an
    /// effect that does not project, or for numbers missing or not finite.
    /// - Parameter size: The view's size.
    public func localProjection(size: CGSize) -> ProjectiveTransform? {
        switch kind {
        case .rotation3D:
            return Rotation3D(amounts: amounts)?.transform(size: size)
        case .projection:
            guard amounts.count >= 9, amounts.prefix(9).allSatisfy(\.isFinite) else { return nil }
            let m = Array(amounts.prefix(9))
            return ProjectiveTransform(m11: m[0], m12: m[1], m13: m[2], m21: m[3], m22: m[4], m23: m[5], m31: m[6], m32: m[7], m33: m[8])
        default:
            return nil
        }
    }

    /// The projection of canvas points for the view at `frame` (placed, turned and scaled as the
    /// composer draws it): back into the view's coordinates, projected, and out again. Nil when the
    /// effect does not project.
    /// - Parameter frame: Where the view is.
    public func canvasProjection(in frame: ViewPlacement) -> ProjectiveTransform? {
        guard let local = localProjection(size: frame.size) else { return nil }
        let placing = ProjectiveTransform(Rotation3D.placingTransform(frame))
        guard let unplacing = placing.inverted else { return .identity }
        return unplacing.concatenating(local).concatenating(placing)
    }

    /// How far a view under projecting effects was drawn from the centre its placement records:
    /// the sampler places it at its projected centre (for the CSV) and keeps the way back in its
    /// innermost projecting effect's ``amounts``, after the effect's own; zero when there is none.
    /// - Parameter effects: A view's effects, innermost first.
    public static func restoringShift(in effects: [ViewEffect]) -> CGSize {
        guard let innermost = effects.first(where: { $0.projectionAmountCount != nil }),
              let count = innermost.projectionAmountCount, innermost.amounts.count >= count + 2,
              innermost.amounts[count].isFinite, innermost.amounts[count + 1].isFinite else { return .zero }
        return CGSize(width: innermost.amounts[count], height: innermost.amounts[count + 1])
    }

    /// This effect's own numbers with the way back to the laid-out centre after them.
    /// - Parameter shift: From the projected centre to the laid-out one.
    public func keepingRestoringShift(_ shift: CGSize) -> ViewEffect {
        guard let count = projectionAmountCount else { return self }
        var kept = self
        kept.amounts = Array(amounts.prefix(count)) + [Double(shift.width), Double(shift.height)]
        return kept
    }
}
