import Foundation
import LayoutCore
import SceneCore

/// SwiftUI's `Image(systemName:)`, laid out as the symbol would be and drawn as a stand-in.
///
/// SF Symbols belong to Apple's platforms and are not on Linux, so Zoetrope cannot draw them: an
/// image is laid out as a symbol is (a square the size of the text around it; with
/// `.resizable()`, whatever it is offered, that square being its ideal size, so `.scaledToFit()`
/// keeps it square) and drawn as a disc in the foreground colour. Layouts, trajectories and
/// snapshots of the places views take are what they would be on a device.
public struct Image: View, PrimitiveView {
    /// The symbol's name, such as `sun.max`.
    public let systemName: String
    let isResizable: Bool

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.systemName = systemName
        isResizable = false
    }

    private init(systemName: String, isResizable: Bool) {
        self.systemName = systemName
        self.isResizable = isResizable
    }

    /// The image taking the size it is offered: SwiftUI's `.resizable()`.
    public func resizable() -> Image {
        Image(systemName: systemName, isResizable: true)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let side = CGFloat(context.fontSize)
        let ideal = CGSize(width: side, height: side)
        let sizing: ViewSizing = isResizable
            ? .flexible(minimum: .zero, ideal: ideal, maximum: CGSize(width: CGFloat.infinity, height: .infinity))
            : .fixed(ideal)
        return context.resolved(ViewNode(sizing: sizing), looks: [ViewSpec(shape: .circle, cornerRadius: 0, fill: context.foreground ?? .black)])
    }
}
