/// Why a ``CairoCanvas`` could not be created or could not draw a display list.
public enum CairoError: Error, Hashable, CustomStringConvertible {
    /// The requested canvas size is not drawable: each side must be finite and, once rounded up to
    /// whole pixels, between 1 and ``CairoCanvas/maximumSide``.
    ///
    /// `size` is the size as requested, `"<width> × <height>"`, for example `"0 × 100"` or `"nan × 10"`.
    case invalidCanvasSize(size: String)
    /// A value in the display list cannot be drawn.
    ///
    /// `field` is the value's path in the list, such as `items[3].scale` or
    /// `items[0].stroke.dash[1]`; `value` is what was found and `expected` what would be accepted.
    case invalidItemValue(field: String, value: String, expected: String)
    /// cairo reported a failure, typically running out of memory.
    ///
    /// `operation` names what was being done and `status` is cairo's own description.
    case cairoFailure(operation: String, status: String)

    /// A one-line explanation naming the size, field or operation.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(size):
            "invalid canvas size \(size): each side must be a finite number of pixels from 1 to "
                + "\(CairoCanvas.maximumSide)"
        case let .invalidItemValue(field, value, expected):
            "cannot draw \(field) = \(value): expected \(expected)"
        case let .cairoFailure(operation, status):
            "cairo failed while \(operation): \(status)"
        }
    }

}
