import Foundation
import LayoutCore
/// Whether a view is presented, and a way to dismiss it: SwiftUI's deprecated
/// `PresentationMode`, read as `@Environment(\.presentationMode) var presentationMode` and
/// called as `presentationMode.wrappedValue.dismiss()`.
///
/// A rendered scene presents nothing: `isPresented` is `false` and `dismiss()` changes nothing,
/// as ``DismissAction`` does.
public struct PresentationMode: Sendable {
    /// Whether the view is presented; `false` in a rendered scene.
    public private(set) var isPresented: Bool = false

    /// Dismisses the view; nothing, in a rendered scene.
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// SwiftUI's deprecated `presentationMode` (replaced by ``dismiss`` and `isPresented`): a
    /// binding to the view's ``PresentationMode``, not presented in a rendered scene.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
