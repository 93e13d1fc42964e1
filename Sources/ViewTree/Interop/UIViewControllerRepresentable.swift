import Foundation
import LayoutCore

/// UIKit's bridge for a `UIViewController` in a SwiftUI hierarchy: refused at compile time, since Linux has
/// no UIKit. Build the screen from SwiftUI views instead (shapes, `Canvas`, `Text`, `Image`), or keep
/// the wrapper in an `#if canImport(UIKit)` block.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: Zoetrope draws SwiftUI views only. Build this screen from SwiftUI views (shapes, Canvas, Text, Image), or keep the wrapper in an #if canImport(UIKit) block.")
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit view controller: refused with its protocol.
    associatedtype UIViewControllerType
    /// The object that relays UIKit's events: refused with its protocol.
    associatedtype Coordinator = Void
    /// The context UIKit's bridge passes: refused with its protocol.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the UIKit view controller: refused with its protocol.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the UIKit view controller: refused with its protocol.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the UIKit view controller down: refused with its protocol.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator: refused with its protocol.
    func makeCoordinator() -> Coordinator
    /// Sizes the UIKit view controller: refused with its protocol.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

/// What a ``UIViewControllerRepresentable`` need not write, as SwiftUI gives it: refused with it.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: build this screen from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
extension UIViewControllerRepresentable {
    /// Tears nothing down: refused with its protocol.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// Proposes no size of its own: refused with its protocol.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

/// The coordinator of a ``UIViewControllerRepresentable`` that has none: refused with it.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: build this screen from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
extension UIViewControllerRepresentable where Coordinator == Void {
    /// Makes no coordinator: refused with its protocol.
    public func makeCoordinator() -> Coordinator { () }
}

/// The context of a ``UIViewControllerRepresentable``: refused with it.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: build this screen from SwiftUI views, or keep the wrapper in an #if canImport(UIKit) block.")
public struct UIViewControllerRepresentableContext<Representable> {}
