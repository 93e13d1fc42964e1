import AnimationCore
import Foundation

/// One named parameter of a layout, as scene files and CSV columns see it.
///
/// Parameters are read and written in the units people use: angles in degrees, lengths in points.
public struct LayoutParameter<Subject>: CustomStringConvertible {
    /// The unit a parameter is read and written in.
    public enum Unit: String, Sendable {
        /// Degrees; stored as an ``Angle``.
        case degrees
        /// Points.
        case points
        /// A plain number (a fraction, a frequency, a count).
        case number
    }

    /// The name used in scene files and as the CSV column `param:<name>`.
    public let name: String
    /// The unit of values read and written.
    public let unit: Unit
    /// The values a scene may set, in ``unit``; every finite value when `nil`.
    public let validRange: ClosedRange<Double>?
    private let read: (Subject) -> Double
    private let write: (inout Subject, Double) -> Void

    /// Creates a parameter from accessors in the parameter's unit.
    /// - Parameters:
    ///   - name: The name.
    ///   - unit: The unit of the values the accessors take and return.
    ///   - validRange: The values a scene may set; all finite values when `nil`.
    ///   - read: Returns the value.
    ///   - write: Sets the value.
    public init(name: String, unit: Unit, validRange: ClosedRange<Double>? = nil,
                read: @escaping (Subject) -> Double, write: @escaping (inout Subject, Double) -> Void) {
        self.name = name
        self.unit = unit
        self.validRange = validRange
        self.read = read
        self.write = write
    }

    /// An angle parameter, read and written in degrees.
    /// - Parameters:
    ///   - name: The name.
    ///   - keyPath: The angle's property.
    /// - Returns: The parameter.
    public static func angle(_ name: String, _ keyPath: WritableKeyPath<Subject, Angle>) -> Self {
        Self(name: name, unit: .degrees, read: { $0[keyPath: keyPath].degrees },
             write: { $0[keyPath: keyPath] = .degrees($1) })
    }

    /// A length parameter in points.
    /// - Parameters:
    ///   - name: The name.
    ///   - keyPath: The length's property.
    ///   - validRange: The lengths a scene may set.
    /// - Returns: The parameter.
    public static func length(_ name: String, _ keyPath: WritableKeyPath<Subject, CGFloat>,
                              validRange: ClosedRange<Double>? = nil) -> Self {
        Self(name: name, unit: .points, validRange: validRange, read: { Double($0[keyPath: keyPath]) },
             write: { $0[keyPath: keyPath] = CGFloat($1) })
    }

    /// A plain number parameter.
    /// - Parameters:
    ///   - name: The name.
    ///   - keyPath: The number's property.
    ///   - validRange: The values a scene may set.
    /// - Returns: The parameter.
    public static func number(_ name: String, _ keyPath: WritableKeyPath<Subject, CGFloat>,
                              validRange: ClosedRange<Double>? = nil) -> Self {
        Self(name: name, unit: .number, validRange: validRange, read: { Double($0[keyPath: keyPath]) },
             write: { $0[keyPath: keyPath] = CGFloat($1) })
    }

    /// The parameter's value, in its unit.
    /// - Parameter subject: The layout.
    /// - Returns: The value.
    public func value(in subject: Subject) -> Double { read(subject) }

    /// Sets the parameter's value, in its unit.
    /// - Parameters:
    ///   - value: The value.
    ///   - subject: The layout.
    public func setValue(_ value: Double, in subject: inout Subject) { write(&subject, value) }

    /// `name (unit)`.
    public var description: String { "\(name) (\(unit.rawValue))" }
}

/// A layout whose parameters have names, so scene files can set them and CSV files can report them.
///
/// Its type (the metatype) may cross threads: a compiled scene keeps it to build each render
/// worker's own copy of the layout animation.
public protocol ParameterizedLayout: Layout, SendableMetatype {
    /// The parameters, in the order of their CSV columns.
    static var parameters: [LayoutParameter<Self>] { get }

    /// Creates the layout with default parameters, which a scene then overrides.
    init()
}

extension ParameterizedLayout {
    /// The parameter called `name`, if there is one.
    /// - Parameter name: The name.
    /// - Returns: The parameter, or `nil`.
    public static func parameter(named name: String) -> LayoutParameter<Self>? {
        parameters.first { $0.name == name }
    }

    /// Every parameter's name and current value, in order.
    public var parameterValues: [(name: String, value: Double)] {
        Self.parameters.map { ($0.name, $0.value(in: self)) }
    }
}
