import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable of a `#Preview` body that becomes a property of the preview's
/// view (so `@Previewable @State var x = 0` is state the preview keeps). `#Preview` does the
/// work; the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
