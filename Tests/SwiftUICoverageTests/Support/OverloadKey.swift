/// A row's key taken apart: `View.scaleEffect(_:anchor:)[CGSize]` is the owner `View`, the name
/// `scaleEffect`, the labels `_`, `anchor` and the type `CGSize` that tells it from the other
/// overload with the same labels; `Color.red` is a member without labels; `withAnimation(_:_:)`
/// has no owner.
struct OverloadKey: Hashable, CustomStringConvertible {
    /// The type the member belongs to (`View`, `Gradient.Stop`); empty for a free function.
    var owner: String
    /// The member's name (`init` for an initialiser).
    var name: String
    /// The argument labels, `_` for none; `nil` for a property.
    var labels: [String]?
    /// The type in brackets that tells overloads with the same labels apart, if any.
    var distinguishingType: String?

    /// Reads `text`; `nil` when it is not of the form `Owner.name(labels:)[Type]`.
    init?(_ text: String) {
        var rest = Substring(text)
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
            distinguishingType = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            rest = rest[..<open]
        }
        let beforeArguments = rest.firstIndex(of: "(").map { rest[..<$0] } ?? rest
        if let open = rest.firstIndex(of: "(") {
            guard rest.hasSuffix(")") else { return nil }
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            guard inside.isEmpty || inside.hasSuffix(":") else { return nil }
            labels = inside.split(separator: ":").map(String.init)
        }
        if let dot = beforeArguments.lastIndex(of: ".") {
            owner = String(beforeArguments[..<dot])
            name = String(beforeArguments[beforeArguments.index(after: dot)...])
        } else {
            owner = ""
            name = String(beforeArguments)
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    }

    /// The member's title as documentation gives it: `scaleEffect(_:anchor:)`, `red`.
    var title: String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The owner and title, without the distinguishing type: what a symbol graph names.
    var qualifiedTitle: String { owner.isEmpty ? title : "\(owner).\(title)" }

    /// The owner and name: every overload of one member shares it.
    var member: String { owner.isEmpty ? name : "\(owner).\(name)" }

    var description: String { qualifiedTitle + (distinguishingType.map { "[\($0)]" } ?? "") }

    /// What a test that calls this overload as apps write it must contain: `Text(` for an
    /// initialiser, `scaleEffect(` for a method, `.red` for a property.
    /// A property wrapper's `wrappedValue` is used as `@Owner` declares it, its `projectedValue` as
    /// `$name`; a subscript is written `[`, a dynamic member `.`.
    var callToken: String {
        if name == "init" { return "\(owner.split(separator: ".").last ?? Substring(owner))(" }
        if name == "wrappedValue", labels == nil { return "@\(owner)" }
        if name == "projectedValue", labels == nil { return "$" }
        // An interpolation is written inside a literal: `"\(date, style: .timer)"`.
        if name == "appendInterpolation" { return "\\(" }
        // A subscript is written in brackets (`$values[1]`), a dynamic member as a property (`$point.x`).
        if name == "subscript" { return labels == ["dynamicMember"] ? "." : "[" }
        return labels == nil ? ".\(name)" : "\(name)("
    }

    /// The ways a call of this overload, whose parameters are `parameters`, may begin: the call
    /// token (for an interpolation, also the method's name), and for an initialiser whose
    /// parameters are closures or may be left out, also the type followed by a trailing closure
    /// (`GeometryReader {`, `Group {`).
    func callTokens(parameters: [DeclaredParameter]) -> [String] {
        // An interpolation may also be appended by hand, as a builder of keys does.
        if name == "appendInterpolation" { return [callToken, "appendInterpolation("] }
        guard name == "init", parameters.contains(where: \.isClosure),
              parameters.allSatisfy({ $0.isClosure || $0.hasDefault }) else { return [callToken] }
        return [callToken, "\(owner.split(separator: ".").last ?? Substring(owner)) {"]
    }

    /// The labels a call may show (those not `_`); a call may leave out any that have defaults.
    var spokenLabels: [String] { (labels ?? []).filter { $0 != "_" } }
}
