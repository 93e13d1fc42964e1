import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`, as SwiftUI files write it:
///
/// ```swift
/// #Preview("Two rows", traits: .sizeThatFits) {
///     @Previewable @State var on = true
///     Row(on: $on)
/// }
/// ```
///
/// expands to a view type whose body is the preview's body (its `@Previewable` variables become
/// the type's properties, so `@State` keeps working), and a record in the `zoetrope_previews`
/// section of the program that makes the preview (name, traits, file and line, the view). At run
/// time `Preview.all` reads the section, as Swift Testing finds `@Test`s, so no list of previews
/// is kept by hand.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        let (previewables, rest) = splitPreviewables(arguments.body.statements)
        // A body that returns its view is not built by the builder (as the closure it was is
        // not); writing the attribute then would only make the compiler warn.
        let returns = arguments.body.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        let builder = returns ? "" : "@Zoetrope.ViewBuilder "
        let viewName = context.makeUniqueName("Preview")
        let recordName = context.makeUniqueName("PreviewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let name: ExprSyntax = arguments.name ?? "nil"
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")

        let view: DeclSyntax = """
            private struct \(viewName): Zoetrope.View {
            \(raw: previewables.map { "    " + $0 }.joined(separator: "\n"))
                \(raw: builder)private var content: any Zoetrope.View {
            \(raw: rest)
                }
                var body: Zoetrope.AnyView { Zoetrope.AnyView(erasing: content) }
            }
            """
        let record: DeclSyntax = """
            @section("zoetrope_previews") @used
            private nonisolated let \(recordName): Zoetrope.Preview.Record = (0x7A707276, 1, { destination in
                Zoetrope.Preview.store(Zoetrope.Preview(\(name), traits: [\(raw: traits)], fileID: \(file), line: \(line)) { Zoetrope.AnyView(erasing: \(viewName)()) },
                                       at: destination)
            })
            """
        return [view, record]
    }

    /// The `@Previewable` variables of a body, written as properties (the attribute dropped), and
    /// the body's other statements, as written.
    private static func splitPreviewables(_ statements: CodeBlockItemListSyntax) -> (previewables: [String], rest: String) {
        var previewables: [String] = []
        var rest: [String] = []
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) else {
                rest.append(statement.trimmedDescription)
                continue
            }
            let attributes = variable.attributes.filter { !isPreviewable($0) }
            previewables.append(variable.with(\.attributes, attributes).trimmedDescription)
        }
        return (previewables, rest.joined(separator: "\n"))
    }

    /// Whether an attribute is `@Previewable`.
    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Zoetrope.Previewable"
    }
}
