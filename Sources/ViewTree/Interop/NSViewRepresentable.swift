import Foundation
import LayoutCore

/// AppKit's bridge for an `NSView` in a SwiftUI hierarchy: refused at compile time, since Linux has
/// no AppKit. Build the view from SwiftUI views instead (shapes, `Canvas`, `Text`, `Image`), or keep
/// the wrapper in an `#if canImport(AppKit)` block.
@available(*, unavailable, message: "AppKit views cannot run on Linux: Zoetrope draws SwiftUI views only. Build this view from SwiftUI views (shapes, Canvas, Text, Image), or keep the wrapper in an #if canImport(AppKit) block.")
public protocol NSViewRepresentable: View where Body == Never {
    /// The AppKit view: refused with its protocol.
    associatedtype NSViewType
    /// The object that relays AppKit's events: refused with its protocol.
    associatedtype Coordinator = Void
    /// The context AppKit's bridge passes: refused with its protocol.
    typealias Context = NSViewRepresentableContext<Self>

    /// Makes the AppKit view: refused with its protocol.
    func makeNSView(context: Context) -> NSViewType
    /// Updates the AppKit view: refused with its protocol.
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// Tears the AppKit view down: refused with its protocol.
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    /// Makes the coordinator: refused with its protocol.
    func makeCoordinator() -> Coordinator
    /// Sizes the AppKit view: refused with its protocol.
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

/// What a ``NSViewRepresentable`` need not write, as SwiftUI gives it: refused with it.
@available(*, unavailable, message: "AppKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(AppKit) block.")
extension NSViewRepresentable {
    /// Tears nothing down: refused with its protocol.
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    /// Proposes no size of its own: refused with its protocol.
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }
}

/// The coordinator of a ``NSViewRepresentable`` that has none: refused with it.
@available(*, unavailable, message: "AppKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(AppKit) block.")
extension NSViewRepresentable where Coordinator == Void {
    /// Makes no coordinator: refused with its protocol.
    public func makeCoordinator() -> Coordinator { () }
}

/// The context of a ``NSViewRepresentable``: refused with it.
@available(*, unavailable, message: "AppKit views cannot run on Linux: build this view from SwiftUI views, or keep the wrapper in an #if canImport(AppKit) block.")
public struct NSViewRepresentableContext<Representable> {}
