import Foundation
import LayoutCore

/// A view whose content can scroll its scroll views to a view by its id: SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<50) { number in Text("Row \(number)").id(number) }
///     }
///     .onAppear { proxy.scrollTo(30) }
/// }
/// ```
///
/// The content is drawn as it is; once `scrollTo(_:anchor:)` is called (in an action such as
/// `onAppear` or a button's), the `ScrollView`s inside scroll to the view with that `.id`, in
/// the transaction of the call: `withAnimation { proxy.scrollTo(30) }` animates the scroll, as
/// in SwiftUI. A finger's scroll after it starts from there. See ``ScrollViewProxy`` for what
/// differs from SwiftUI.
public struct ScrollViewReader<Content: View>: View {
    /// The content, built with the proxy.
    public var content: (ScrollViewProxy) -> Content
    @State private var target: ScrollTargetBox?

    /// Creates a reader whose content is given the proxy.
    /// - Parameter content: The content, which may call the proxy's `scrollTo(_:anchor:)`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, its scroll views scrolled to the last target asked for.
    public var body: some View {
        let state = $target
        let serial = (target?.target.serial ?? 0) + 1
        let proxy = ScrollViewProxy { request in
            var numbered = request
            numbered.serial = serial
            state.wrappedValue = ScrollTargetBox(target: numbered)
        }
        return content(proxy).environment(\.scrollTarget, target?.target)
    }
}

/// A scroll target kept in state.
struct ScrollTargetBox: Equatable {
    let target: ScrollTarget
}
