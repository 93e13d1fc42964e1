import SceneCore
import LayoutCatalog
import LayoutCore
import Synchronization

/// The layouts a scene can name, by name: the built-in ones, and those a program registers.
public enum LayoutRegistry {
    /// The layouts a program registered (``register(_:)``).
    private static let registered = Mutex<[String: any ParameterizedLayout.Type]>([:])

    /// Every layout scenes can use, by the name a scene gives in `layout.name`: the built-in ones
    /// and the program's own.
    public static var layouts: [String: any ParameterizedLayout.Type] {
        builtIn.merging(registered.withLock { $0 }) { builtIn, _ in builtIn }
    }

    /// Adds a program's own layouts, so its scene files can name them as they name the built-in
    /// ones (`"layout": {"name": "spiral", "parameters": {…}}`), with their parameters checked,
    /// listed by `layouts` and in the schema. `ZoetropeCommand.main(scenes:layouts:)` calls it.
    /// - Parameter layouts: The layouts, by the name scene files use.
    /// - Returns: The names refused because a built-in layout has them, sorted; empty when every
    ///   one was added.
    @discardableResult
    public static func register(_ layouts: [String: any ParameterizedLayout.Type]) -> [String] {
        let taken = layouts.keys.filter { builtIn[$0] != nil }.sorted()
        registered.withLock { registered in
            for (name, layout) in layouts where builtIn[name] == nil { registered[name] = layout }
        }
        return taken
    }

    /// The names of the layouts the program registered, sorted.
    public static var registeredNames: [String] {
        registered.withLock { $0.keys.sorted() }
    }

    /// The layouts that come with Zoetrope.
    public static var builtIn: [String: any ParameterizedLayout.Type] {
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
