import Foundation

/// Builds views from closures: SwiftUI's `@ViewBuilder`, with blocks, `if`/`else` and optionals.
@resultBuilder
public enum ViewBuilder {
    /// A view as written.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view shown only when a condition holds (`if` without `else`).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// A view shown only when a condition holds: SwiftUI's name for ``buildOptional(_:)``, which
    /// the compiler uses for `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// A view inside `if #available(…)`, erased so that its type may be one an older system lacks.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }
}

/// No view.
public struct EmptyView: View, PrimitiveView {
    /// Creates the empty view.
    public init() {}

    func resolve(in context: ResolveContext) -> [ResolvedView] { [] }
}

/// Several views in order: what a `@ViewBuilder` block of several views builds.
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)

    /// Creates the tuple.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var resolved: [ResolvedView] = []
        var index = 0
        for view in repeat each content {
            resolved += context.child(index).resolve(view)
            index += 1
        }
        return resolved
    }
}

/// One of two views, as an `if`/`else` chose.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        switch storage {
        case .first(let view): context.child(true).resolve(view)
        case .second(let view): context.child(false).resolve(view)
        }
    }
}

/// A view that may be absent.
extension Optional: View where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [ResolvedView] {
        map { context.child(true).resolve($0) } ?? []
    }
}
