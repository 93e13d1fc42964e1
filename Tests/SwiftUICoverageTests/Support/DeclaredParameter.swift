/// One parameter of a declaration as documentation writes it (`_ style: S`,
/// `ignoresSafeAreaEdges edges: Edge.Set = .all`, `anchor: UnitPoint = .center`): the label a call
/// writes (`_` for none), whether the call may leave it out, and whether it may be written as a
/// trailing closure.
struct DeclaredParameter: Hashable {
    /// The argument label, `_` when the call writes none.
    var label: String
    /// Whether the parameter has a default value, so a call may leave it out.
    var hasDefault: Bool
    /// Whether it takes a closure, which a call may write as a trailing closure, without its label.
    var isClosure: Bool

    /// The parameters of the first parameter list of `declaration` (after the name and any
    /// generic parameters); empty for a property, a type or a declaration that cannot be read.
    static func parameters(of declaration: String) -> [DeclaredParameter] {
        // Attributes (`@backDeployed(before: iOS 17)`, `@MainActor`) are not parameters; a
        // property or a type has none.
        let bare = declaration.replacingOccurrences(of: #"@\w+(\([^()]*\))?"#, with: "", options: .regularExpression)
        guard bare.range(of: #"\b(func|init|subscript|macro)\b"#, options: .regularExpression) != nil,
              let list = firstParameterList(of: bare) else { return [] }
        return splitAtTopLevel(list, separator: ",").compactMap(parameter(from:))
    }

    /// The text inside the parentheses of the first parameter list: the first `(` outside
    /// angle brackets, up to its matching `)`.
    private static func firstParameterList(of declaration: String) -> Substring? {
        var angleDepth = 0
        var start: String.Index?
        var depth = 0
        var previous: Character = " "
        for index in declaration.indices {
            let character = declaration[index]
            defer { previous = character }
            if let open = start {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return declaration[declaration.index(after: open)..<index] }
                }
                continue
            }
            switch character {
            case "<": angleDepth += 1
            case ">" where previous != "-": angleDepth -= 1
            case "(" where angleDepth == 0:
                start = index
                depth = 1
            case "{", "=": return nil
            default: break
            }
        }
        return nil
    }

    /// `text` split at `separator` where no bracket of any kind is open.
    private static func splitAtTopLevel(_ text: Substring, separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            previous = character
        }
        parts.append(text[start...])
        return parts
    }

    /// The parameter `text` declares (`label name: Type = default`), or `nil` for an empty one.
    private static func parameter(from text: Substring) -> DeclaredParameter? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let names = text[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
        guard let label = names.first else { return nil }
        let typeAndDefault = splitAtTopLevel(text[text.index(after: colon)...], separator: "=")
        return DeclaredParameter(label: String(label), hasDefault: typeAndDefault.count > 1, isClosure: typeAndDefault[0].contains("->"))
    }
}
