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

    /// Creates the dimension, scaled as body text is.
    /// - Parameter wrappedValue: The dimension at the default text size.
    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    /// The dimension at the text size of the view's environment.
    public var wrappedValue: Value {
        base * Value(Self.bodySize(at: box.value) / Self.bodySize(at: .large))
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
