import Foundation
import LayoutCore

/// UIKit's bridge for a `UIView` in a SwiftUI hierarchy: refused at compile time, since Linux has
/// no UIKit. Build the view from SwiftUI views instead (shapes, `Canvas`, `Text`, `Image`), or keep
/// the wrapper in an `#if canImport(UIKit)` block.
@available(*, unavailable, message: "UIKit views cannot run on Linux: Zoetrope draws SwiftUI views only. Build this view from SwiftUI views (shapes, Canvas, Text, Image), or keep the wrapper in an #if canImport(UIKit) block.")
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view: refused with its protocol.
    associatedtype UIViewType
    /// The object that relays UIKit's events: refused with its protocol.
    associatedtype Coordinator = Void
    /// The context UIKit's bridge passes: refused with its protocol.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view: refused with its protocol.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view: refused with its protocol.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the UIKit view down: refused with its protocol.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator: refused with its protocol.
    func makeCoordinator() -> Coordinator
    /// Sizes the UIKit view: refused with its protocol.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

/// What a ``UIViewRepresentable`` need not write, as SwiftUI gives it: refused with it.
@available(*, unavailable, message: "UIKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
extension UIViewRepresentable {
    /// Tears nothing down: refused with its protocol.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// Proposes no size of its own: refused with its protocol.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

/// The coordinator of a ``UIViewRepresentable`` that has none: refused with it.
@available(*, unavailable, message: "UIKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
extension UIViewRepresentable where Coordinator == Void {
    /// Makes no coordinator: refused with its protocol.
    public func makeCoordinator() -> Coordinator { () }
}

/// The context of a ``UIViewRepresentable``: refused with it.
@available(*, unavailable, message: "UIKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
public struct UIViewRepresentableContext<Representable> {}
