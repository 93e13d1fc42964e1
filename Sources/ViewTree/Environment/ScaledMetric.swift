import Foundation

/// A dimension that grows and shrinks with the text size the user chose: SwiftUI's
/// `@ScaledMetric`.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric private var side: CGFloat = 24
///     var body: some View { Circle().frame(width: side, height: side) }
/// }
/// ```
///
/// The value is scaled as the body text style is: by the body font's size at the environment's
/// ``DynamicTypeSize`` over its size at the default, ``DynamicTypeSize/large`` (17 points), so
/// it is the value itself at the default size. As with `@Environment`, it is connected just
/// before the view's body is built.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let base: Value
    private let box = EnvironmentBox<DynamicTypeSize> { $0.dynamicTypeSize }
    /// The sizes of the text style it scales with, at each Dynamic Type size in order.
    private let styleSizes: [Double]

    /// Creates the dimension, scaled as body text is.
    /// - Parameter wrappedValue: The dimension at the default text size.
    public init(wrappedValue: Value) {
        base = wrappedValue
        var sizes: [Double] = []
        for size in DynamicTypeSize.allCases { sizes.append(Self.bodySize(at: size)) }
        styleSizes = sizes
    }

    /// Creates the dimension, scaled as text of `textStyle` is: SwiftUI's
    /// `init(wrappedValue:relativeTo:)`. SwiftUI takes a `Font.TextStyle`; Zoetrope takes the
    /// text style's font (`.title`, `.caption`), which is written the same way.
    /// - Parameters:
    ///   - wrappedValue: The dimension at the default text size.
    ///   - textStyle: The text style it scales with, by its size at each Dynamic Type size
    ///     (Apple's Human Interface Guidelines, Typography, iOS); a font that is no text style
    ///     scales as body text.
    public init(wrappedValue: Value, relativeTo textStyle: Font) {
        base = wrappedValue
        styleSizes = TextStyleSizes.row(forSizeAtLarge: textStyle.size)
    }

    /// The dimension at the text size of the view's environment.
    public var wrappedValue: Value {
        base * Value(styleSize(at: box.value) / styleSize(at: .large))
    }

    /// The size of its text style at `size`.
    private func styleSize(at size: DynamicTypeSize) -> Double {
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        return styleSizes.indices.contains(index) ? styleSizes[index] : 17
    }

    /// The body text style's size in points at `size`, from Apple's Human Interface Guidelines
    /// (Typography, "Dynamic Type sizes", iOS).
    static func bodySize(at size: DynamicTypeSize) -> Double {
        switch size {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }
}

extension ScaledMetric: EnvironmentReading {
    func attach(to environment: EnvironmentValues) {
        box.environment = environment
    }
}
