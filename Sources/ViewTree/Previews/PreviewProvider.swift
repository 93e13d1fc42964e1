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
/// A file with one compiles as it is. ``Preview/all`` finds every provider of the program by its
/// conformance and splits its `previews` into previews (a `Group`, a block of several views and a
/// `ForEach` are several), with the names, layouts and devices the preview modifiers give;
/// `previews` renders them and `assertPreviewSnapshots(in:)` tests them. A generic provider is
/// not found (its type needs arguments). Its `previews` is also a view like any other, drawn with
/// the preview modifiers changing nothing.
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
