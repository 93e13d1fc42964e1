import Foundation

/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view either is one of the primitive views (shapes, `Color`, `Text`, stacks, `ForEach`, a
/// layout used as a container, modifiers) or is made of others in its `body`. Zoetrope resolves
/// a view into the tree of `ViewNode`s its layouts place and the looks its leaves are drawn with,
/// so a view renders, captures and snapshots like a scene (`Scene(named:canvas:fps:content:)`).
public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// What the view is made of.
    @ViewBuilder var body: Body { get }
}

/// The body of a primitive view, which is never asked for.
extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// A primitive view has no body: Zoetrope resolves it directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that resolves itself rather than through a body.
protocol PrimitiveView {
    /// The nodes and looks this view stands for, in the context it is in.
    func resolve(in context: ResolveContext) -> [ResolvedView]
}
