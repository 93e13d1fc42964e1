import Foundation
import LayoutCore
import SceneCore

/// A layout with its views: what `MyLayout(…) { … }` builds, and what `HStack`, `VStack` and
/// `ZStack` are.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var inner = context.child(ContentStep.content)
        inner.stackOrientation = L.layoutProperties.stackOrientation
        let (nodes, looks) = inner.children(of: content)
        return context.resolved(ViewNode(layout: layout, children: nodes), looks: looks)
    }
}

extension Layout {
    /// This layout as a container of the views `content` builds: SwiftUI's
    /// `Layout.callAsFunction(_:)`, so `WheelLayout(radius: 130, rotation: .zero) { … }` is a view.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }
}

/// The step from a container to what it contains.
enum ContentStep: Hashable {
    case content
}

/// SwiftUI's `HStack`: views side by side.
public struct HStack<Content: View>: View {
    let stack: LayoutView<HStackLayout, Content>

    /// Creates a row.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stack = HStackLayout(alignment: alignment, spacing: spacing) { content() }
    }

    /// The stack with its views.
    public var body: some View { stack }
}

/// SwiftUI's `VStack`: views one above the other.
public struct VStack<Content: View>: View {
    let stack: LayoutView<VStackLayout, Content>

    /// Creates a column.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stack = VStackLayout(alignment: alignment, spacing: spacing) { content() }
    }

    /// The stack with its views.
    public var body: some View { stack }
}

/// SwiftUI's `ZStack`: views over one another.
public struct ZStack<Content: View>: View {
    let stack: LayoutView<ZStackLayout, Content>

    /// Creates a stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        stack = ZStackLayout(alignment: alignment) { content() }
    }

    /// The stack with its views.
    public var body: some View { stack }
}

/// SwiftUI's `Group`: its views, as if written where the group is.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] { context.resolve(content) }
}

/// SwiftUI's `ForEach`: one view per element of a collection, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// A view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        data.flatMap { element in context.child(element[keyPath: id]).resolve(content(element)) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per number of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// SwiftUI's `Spacer`: in a stack, the room left along its axis once every other view is sized
/// (its layout priority is −∞), at least `minLength`, with no spacing between it and its
/// neighbours, so its length is the whole distance between them.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?

    /// Creates a spacer; its least length is SwiftUI's default spacing, 8 points, unless given.
    /// A stack without an explicit `spacing` puts no gap beside it: `HStack { a; Spacer(); b }`
    /// keeps `a` and `b` at least 8 points apart, not 24. Outside any stack it is at least
    /// `minLength` on both axes.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolved(.spacer(minLength: minLength, axis: context.stackOrientation), looks: [ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear)])
    }
}

/// SwiftUI's `ViewThatFits`: the first of its views whose ideal size fits what it is offered in
/// `axes` (the last when none does); the others are hidden (laid out, drawn with opacity 0).
public struct ViewThatFits<Content: View>: View {
    let container: LayoutView<ViewThatFitsLayout, Content>

    /// Creates the view.
    /// - Parameters:
    ///   - axes: The axes in which a view must fit; both by default.
    ///   - content: The alternatives, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        container = ViewThatFitsLayout(in: axes) { content() }
    }

    /// The alternatives in a `ViewThatFitsLayout`.
    public var body: some View { container }
}

/// SwiftUI's `LazyHStack`: views side by side, made as they scroll into sight.
///
/// Laid out as an `HStack` with the same alignment and spacing, except that, as in SwiftUI, it
/// takes the whole height it is offered; pinned views are accepted and stay in their places.
public struct LazyHStack<Content: View>: View {
    let stack: ModifiedView<HStack<Content>>

    /// Creates a lazy row.
    /// - Parameters:
    ///   - alignment: How the views line up down the row; centred by default.
    ///   - spacing: The distance between neighbours; each pair's preferred spacing when `nil`.
    ///   - pinnedViews: The section views to pin while scrolling; none by default.
    ///   - content: The views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }

    /// The stack with its views.
    public var body: some View { stack }
}

extension ForEach: ElementsView {}
