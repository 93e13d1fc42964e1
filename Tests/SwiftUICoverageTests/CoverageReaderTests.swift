import Testing

/// The readers the coverage checks rest on: a row's key taken apart, the parameters read from a
/// declaration, and the ways a call may begin. If these were wrong, the checks would pass rows
/// they should fail.
@Suite("Coverage data readers")
struct CoverageReaderTests {
    struct KeyCase: CustomTestStringConvertible, Sendable {
        var key: String
        var owner: String
        var name: String
        var labels: [String]?
        var type: String?
        var callToken: String
        var testDescription: String { key }
    }

    @Test("a key gives its owner, name, labels, distinguishing type and call token", arguments: [
        KeyCase(key: "View.scaleEffect(_:anchor:)[CGSize]", owner: "View", name: "scaleEffect", labels: ["_", "anchor"], type: "CGSize", callToken: "scaleEffect("),
        KeyCase(key: "Color.red", owner: "Color", name: "red", labels: nil, type: nil, callToken: ".red"),
        KeyCase(key: "withAnimation(_:_:)", owner: "", name: "withAnimation", labels: ["_", "_"], type: nil, callToken: "withAnimation("),
        KeyCase(key: "Gradient.Stop.init(color:location:)", owner: "Gradient.Stop", name: "init", labels: ["color", "location"], type: nil, callToken: "Stop("),
        KeyCase(key: "State.wrappedValue", owner: "State", name: "wrappedValue", labels: nil, type: nil, callToken: "@State"),
        KeyCase(key: "Binding.projectedValue", owner: "Binding", name: "projectedValue", labels: nil, type: nil, callToken: "$"),
        KeyCase(key: "Group.init()", owner: "Group", name: "init", labels: [], type: nil, callToken: "Group("),
        KeyCase(key: "Binding.subscript(_:)[MutableCollection]", owner: "Binding", name: "subscript", labels: ["_"], type: "MutableCollection", callToken: "["),
        KeyCase(key: "LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)", owner: "LocalizedStringKey.StringInterpolation",
                name: "appendInterpolation", labels: ["_", "style"], type: nil, callToken: "\\("),
        KeyCase(key: "Binding.subscript(dynamicMember:)", owner: "Binding", name: "subscript", labels: ["dynamicMember"], type: nil, callToken: "."),
    ])
    func key(_ example: KeyCase) throws {
        let key = try #require(OverloadKey(example.key))
        #expect(key.owner == example.owner)
        #expect(key.name == example.name)
        #expect(key.labels == example.labels)
        #expect(key.distinguishingType == example.type)
        #expect(key.callToken == example.callToken)
        #expect(key.description == example.key)
    }

    @Test("text that is no key is refused", arguments: ["View.frame(width", "View.frame(width:height)", "", "View.", "a b"])
    func notKeys(_ text: String) {
        #expect(OverloadKey(text) == nil)
    }

    struct DeclarationCase: CustomTestStringConvertible, Sendable {
        var declaration: String
        var parameters: [DeclaredParameter]
        var testDescription: String { declaration }
    }

    @Test("a declaration's first parameter list gives each label, whether it may be left out and whether it is a closure", arguments: [
        DeclarationCase(declaration: "func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View",
                        parameters: [.init(label: "_", hasDefault: false, isClosure: false), .init(label: "anchor", hasDefault: true, isClosure: false)]),
        DeclarationCase(declaration: "init(@ContentBuilder content: @escaping (GeometryProxy) -> Content)",
                        parameters: [.init(label: "content", hasDefault: false, isClosure: true)]),
        DeclarationCase(declaration: "func frame<T>(in space: T) -> CGRect where T : CoordinateSpaceProtocol",
                        parameters: [.init(label: "in", hasDefault: false, isClosure: false)]),
        DeclarationCase(declaration: "@MainActor @preconcurrency func onAppear(perform action: (() -> Void)? = nil) -> some View",
                        parameters: [.init(label: "perform", hasDefault: true, isClosure: true)]),
        DeclarationCase(declaration: "static var red: Color { get }", parameters: []),
        DeclarationCase(declaration: "init()", parameters: []),
    ])
    func declaration(_ example: DeclarationCase) {
        #expect(DeclaredParameter.parameters(of: example.declaration) == example.parameters)
    }

    @Test("an initialiser that takes only closures, or parameters that may be left out, may be called with a trailing closure")
    func trailingClosureCalls() throws {
        let reader = try #require(OverloadKey("GeometryReader.init(content:)"))
        let closureOnly = DeclaredParameter.parameters(of: "init(@ContentBuilder content: @escaping (GeometryProxy) -> Content)")
        #expect(reader.callTokens(parameters: closureOnly) == ["GeometryReader(", "GeometryReader {"])
        let text = try #require(OverloadKey("Text.init(_:)"))
        #expect(text.callTokens(parameters: DeclaredParameter.parameters(of: "init(_ content: String)")) == ["Text("])
        let modifier = try #require(OverloadKey("View.overlay(content:)"))
        let overlay = DeclaredParameter.parameters(of: "func overlay<V>(@ContentBuilder content: () -> V) -> some View")
        #expect(modifier.callTokens(parameters: overlay) == ["overlay("], "only initialisers are written as the type and a brace")
    }

    @Test("refused declarations are read from source: a refused type's requirements with it, an extension's refused member alone, nothing else")
    func refusedDeclarations() {
        let source = """
            /// A bridge.
            @available(*, unavailable, message: "no bridges here")
            public protocol Bridge: View {
                associatedtype Thing
                func makeThing(context: Int) -> Thing
                static func dismantle(_ thing: Thing, coordinator: Int)
            }

            extension Color {
                /// Refused alone.
                @available(*, unavailable, message: "use Color(red:green:blue:)")
                public init?(_ other: Bridge) { nil }

                public init(white: Double) {}
            }

            public struct Open {
                public var value: Int { 0 }
            }
            """
        let refused = RefusedDeclarations.members(in: source)
        #expect(refused.map(\.qualifiedTitle) == ["Bridge", "Bridge.Thing", "Bridge.makeThing(context:)", "Bridge.dismantle(_:coordinator:)", "Color.init(_:)"])
        #expect(refused.map(\.unavailableMessage) == ["no bridges here", "no bridges here", "no bridges here", "no bridges here", "use Color(red:green:blue:)"])
    }
}
