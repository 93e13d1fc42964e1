import SceneCore
import LayoutCatalog
import LayoutCore

/// The layouts a scene can name, by name.
public enum LayoutRegistry {
    /// Every layout scenes can use, by the name a scene gives in `layout.name`.
    public static var layouts: [String: any ParameterizedLayout.Type] {
        [
            "adaptiveBalancedStack": AdaptiveBalancedStack.self,
            "circular": CircularLayout.self,
            "composed": ComposedLayout.self,
            "flow": FlowLayout.self,
            "hstack": HStackLayout.self,
            "recursiveWheel": RecursiveWheel.self,
            "tree": TreeLayout.self,
            "vstack": VStackLayout.self,
            "wave": WaveLayout.self,
            "wheel": WheelLayout.self,
            "wheelToWave": InterpolatedLayout.self,
            "zstack": ZStackLayout.self,
        ]
    }

    /// The names, sorted.
    public static var names: [String] { layouts.keys.sorted() }

    /// The names and units of a layout's parameters, for help and messages.
    /// - Parameter name: The layout's name.
    /// - Returns: `name (unit)` for each parameter, or `nil` for an unknown layout.
    public static func parameterDescriptions(of name: String) -> [String]? {
        layouts[name].map { describe($0) }
    }

    private static func describe<L: ParameterizedLayout>(_ type: L.Type) -> [String] {
        L.parameters.map(\.description)
    }
}

extension LayoutRegistry {
    /// Every parameter name some layout has, sorted: what a timeline is checked against when its
    /// scene's layout is unknown, so a misspelt parameter is still found in the same run.
    static var allParameterNames: [String] {
        Array(Set(names.flatMap { parameterNames(of: $0) })).sorted()
    }

    /// The parameter names of a layout, in order; empty for an unknown layout.
    static func parameterNames(of name: String) -> [String] {
        layouts[name].map { names(of: $0) } ?? []
    }

    private static func names<L: ParameterizedLayout>(of type: L.Type) -> [String] { L.parameters.map(\.name) }

    /// The valid range of a layout's parameter, if it has one.
    static func validRange(of parameter: String, in layout: String) -> ClosedRange<Double>? {
        layouts[layout].flatMap { range(of: parameter, in: $0) }
    }

    private static func range<L: ParameterizedLayout>(of parameter: String, in type: L.Type) -> ClosedRange<Double>? {
        L.parameter(named: parameter)?.validRange
    }

    /// A layout's parameters with their units, ranges and starting values, in order; `nil` for an
    /// unknown layout.
    public static func parameters(of name: String) -> [LayoutParameterInfo]? {
        layouts[name].map { information(of: $0) }
    }

    private static func information<L: ParameterizedLayout>(of type: L.Type) -> [LayoutParameterInfo] {
        let start = L()
        return L.parameters.map { parameter in
            LayoutParameterInfo(name: parameter.name, unit: parameter.unit.rawValue, validRange: parameter.validRange,
                                defaultValue: parameter.value(in: start))
        }
    }

    /// A layout's parameters as it starts when a scene sets none, by name, in file units; empty for
    /// an unknown layout.
    public static func defaultValues(of name: String) -> [String: Double] {
        layouts[name].map { defaults(of: $0) } ?? [:]
    }

    private static func defaults<L: ParameterizedLayout>(of type: L.Type) -> [String: Double] {
        Dictionary(L().parameterValues.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
