// The macros SwiftUI files declare their previews with. `import Zoetrope` brings them, so a file
// keeps its previews when only its import changes; `Preview.all` finds them.

/// A preview of a view: SwiftUI's `#Preview`.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark") { ContentView().preferredColorScheme(.dark) }
/// ```
///
/// The body is a `@ViewBuilder`; variables marked `@Previewable` (`@Previewable @State var on
/// = true`) become state the preview keeps. `zoetrope previews` renders it, and
/// `Preview.all` lists it in the program.
/// - Parameters:
///   - name: The preview's name; without one it is named after its line (`Line 12`).
///   - body: Makes the view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "ZoetropeMacros", type: "PreviewMacro")

/// A preview of a view with traits: SwiftUI's `#Preview(_:traits:_:body:)`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFits) { Badge(count: 3) }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 600, height: 300)) { Banner() }
/// ```
/// - Parameters:
///   - name: The preview's name; without one it is named after its line.
///   - traits: A trait: a layout (`.sizeThatFits`, `.fixedLayout(width:height:)`) or an
///     orientation (`.landscapeLeft`).
///   - additionalTraits: More traits; where two say the same thing, the last wins.
///   - body: Makes the view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "ZoetropeMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own: SwiftUI's `@Previewable`, as in
/// `@Previewable @State var isOn = true`, so the preview keeps state as a view does.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ZoetropeMacros", type: "PreviewableMacro")
