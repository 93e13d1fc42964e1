/// A type that shows views in previews: SwiftUI's `PreviewProvider`, as a file declares one
/// beside its view.
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     static var previews: some View {
///         BadgeView(count: 3)
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// A file with one compiles as it is. Its `previews` is a view like any other: render it
/// (`Scene(named:canvas:content:) { AnyView(BadgeView_Previews.previews) }`: a scene cannot take
/// an opaque `some View` as its content type, so wrap it) or test it. Zoetrope does not
/// find previews by itself yet, and draws the preview modifiers' views unchanged.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil`, by default, for the one the file is built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform of its own: previews are for the platform the file is built for.
    public static var platform: PreviewPlatform? { nil }
}
