import Foundation
import LayoutCore
extension View {
    /// SwiftUI's `.dynamicTypeSize(_:)`: the views inside read `size` as the text size.
    ///
    /// Zoetrope sets text at its style's default size whatever the text size; what follows the
    /// value is what reads it: `@Environment(\.dynamicTypeSize)` and ``ScaledMetric``.
    /// - Parameter size: The text size.
    /// - Returns: The view with the size set inside it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { $0.environment.dynamicTypeSize = size }, change: { $0 })
    }

    /// SwiftUI's `.dynamicTypeSize(_:)` with a range (`...DynamicTypeSize.xxLarge`): the text
    /// size around the view, clamped to `range`, for the views inside.
    /// - Parameter range: The sizes allowed; a size outside is moved to the nearest end.
    /// - Returns: The view with the size clamped inside it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedView<Self> where T.Bound == DynamicTypeSize {
        ModifiedView(content: self, environment: { context in
            context.environment.dynamicTypeSize = Self.clamp(context.environment.dynamicTypeSize, to: range)
        }, change: { $0 })
    }

    /// `size` moved to the nearest size `range` contains.
    private static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let smallest = allowed.first, let largest = allowed.last else { return size }
        return min(max(size, smallest), largest)
    }
}
