import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that holds Zoetrope's macros.
@main
struct ZoetropeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
