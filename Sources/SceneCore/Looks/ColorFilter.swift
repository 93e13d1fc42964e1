import Foundation

/// SwiftUI's colour filters, as the colour matrices (SVG `feColorMatrix`'s, on sRGB components)
/// they are drawn with: each maps a pixel's red, green, blue and alpha, not premultiplied, to new
/// ones. Their numbers (``ViewEffect/amounts``) animate.
public enum ColorFilter: Hashable, Sendable {
    /// `.brightness(_:)`: the amount added to red, green and blue (0 changes nothing, 1 is white).
    case brightness
    /// `.contrast(_:)`: components moved from mid-grey by the factor (1 changes nothing, 0 is grey).
    case contrast
    /// `.saturation(_:)`: SVG's `saturate` (1 changes nothing, 0 is grey).
    case saturation
    /// `.grayscale(_:)`: the colour taken towards its grey (0 changes nothing, 1 is grey):
    /// `saturate` by one less the amount.
    case grayscale
    /// `.hueRotation(_:)`: SVG's `hueRotate` by the angle in radians.
    case hueRotation
    /// `.colorInvert()`: every component inverted, alpha kept.
    case colorInvert
    /// `.colorMultiply(_:)`: each component multiplied by the colour's (red, green, blue, alpha).
    case colorMultiply

    /// The filter's matrix, four rows of five (red, green, blue and alpha weights and an offset),
    /// for `amounts`; `nil` when they are not the filter's.
    /// - Parameter amounts: The filter's numbers: one (none for `colorInvert`, four for `colorMultiply`).
    /// - Returns: The 20 entries, row by row.
    public func matrix(amounts: [Double]) -> [Double]? {
        // A number that is not finite (a computation gone wrong) leaves the colour alone where it can.
        let amounts = amounts.map { $0.isFinite ? min(max($0, -1e6), 1e6) : (self == .colorMultiply ? 1 : identityAmount) }
        switch self {
        case .colorInvert:
            return [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]
        case .colorMultiply:
            guard amounts.count == 4 else { return nil }
            return [amounts[0], 0, 0, 0, 0, 0, amounts[1], 0, 0, 0, 0, 0, amounts[2], 0, 0, 0, 0, 0, amounts[3], 0]
        default:
            guard let amount = amounts.first else { return nil }
            return matrix(amount: amount)
        }
    }

    /// The amount that changes nothing.
    private var identityAmount: Double {
        switch self {
        case .contrast, .saturation: 1
        default: 0
        }
    }

    private func matrix(amount: Double) -> [Double] {
        switch self {
        case .brightness:
            return [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
        case .contrast:
            let offset = 0.5 * (1 - amount)
            return [amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0]
        case .saturation:
            return Self.saturate(amount)
        case .grayscale:
            return Self.saturate(1 - min(max(amount, 0), 1))
        case .hueRotation:
            return Self.hueRotate(amount)
        case .colorInvert, .colorMultiply:
            return []
        }
    }

    /// SVG's `saturate` matrix (Filter Effects 1, `feColorMatrix`).
    static func saturate(_ s: Double) -> [Double] {
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
         0, 0, 0, 1, 0]
    }

    /// SVG's `hueRotate` matrix for `radians` (Filter Effects 1, `feColorMatrix`).
    static func hueRotate(_ radians: Double) -> [Double] {
        let (c, s) = (cos(radians), sin(radians))
        return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0]
    }
}
