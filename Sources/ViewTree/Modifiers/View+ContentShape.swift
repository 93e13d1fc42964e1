import Foundation

extension View {
    /// SwiftUI's `.contentShape(_:eoFill:)`: where the view answers touches. Zoetrope's scripted
    /// taps name the view (``Interaction/tap(_:at:)``) rather than a point, so any view that
    /// answers taps answers them over its whole frame already; the shape changes nothing drawn.
    /// - Parameters:
    ///   - shape: The shape in the view's frame.
    ///   - eoFill: Whether the shape's inside follows the even-odd rule.
    /// - Returns: The view.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }

    /// SwiftUI's `.contentShape(_:_:eoFill:)` for some kinds of content shape; as
    /// ``contentShape(_:eoFill:)``, it changes nothing drawn.
    /// - Parameters:
    ///   - kind: What the shape is for.
    ///   - shape: The shape in the view's frame.
    ///   - eoFill: Whether the shape's inside follows the even-odd rule.
    /// - Returns: The view.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }
}
