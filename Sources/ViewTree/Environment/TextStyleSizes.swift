import Foundation
import LayoutCore
/// The point sizes of iOS's text styles at each Dynamic Type size, from Apple's Human Interface
/// Guidelines (Typography, "Dynamic Type sizes", iOS), for ``ScaledMetric``.
enum TextStyleSizes {
    /// One row per text style, by its size at the default (large) Dynamic Type size, with the
    /// sizes from extra small to accessibility 5 (12 columns, ``DynamicTypeSize/allCases`` order).
    private static let rows: [Double: [Double]] = [
        34: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // large title
        28: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title
        22: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title 2
        20: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title 3
        17: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body and headline
        16: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        15: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        13: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        12: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption
        11: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],  // caption 2
    ]

    /// The row of the text style whose default size is `size`; body's for any other size.
    static func row(forSizeAtLarge size: Double) -> [Double] {
        rows[size] ?? rows[17] ?? []
    }
}
