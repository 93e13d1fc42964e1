import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The arguments of one `#Preview`: its name, its traits and its body.
struct PreviewArguments {
    let name: ExprSyntax?
    let traits: [ExprSyntax]
    let body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body = node.trailingClosure
        var afterTraits = false
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case "traits":
                traits.append(argument.expression)
                afterTraits = true
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil where afterTraits:
                traits.append(argument.expression)
            case nil where index == 0:
                name = argument.expression.is(NilLiteralExprSyntax.self) ? nil : argument.expression
            default:
                throw DiagnosticsError(diagnostics: [Diagnostic(node: argument, message: PreviewMessage.unknownArgument)])
            }
        }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMessage.noBody)])
        }
        (self.name, self.traits, self.body) = (name, traits, body)
    }
}
