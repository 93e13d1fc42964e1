import Foundation
import LayoutCore

// The modifiers that declare the screens a navigation stack pushes.
extension View {
    /// SwiftUI's `navigationDestination(for:destination:)`: the screen a value of type `D` on the
    /// stack's path shows (pushed by `NavigationLink(value:)` or by appending to the path).
    /// - Parameters:
    ///   - data: The values' type.
    ///   - destination: Makes the screen of a value.
    /// - Returns: The view, declaring the screens of the type in the stack it is in.
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> NavigationStackWriter<Self>
    where D: Hashable, C: View {
        NavigationStackWriter(content: self) { stack in
            stack.register(data) { AnyView(destination($0)) }
        }
    }

    /// SwiftUI's `navigationDestination(isPresented:destination:)`: while the binding is `true`,
    /// the destination is pushed over the screen; its back button sets the binding to `false`.
    /// - Parameters:
    ///   - isPresented: Whether the destination is pushed.
    ///   - destination: The pushed screen's content.
    /// - Returns: The view, pushing the destination while the binding is `true`.
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> NavigationStackWriter<Self>
    where V: View {
        let view = AnyView(destination())
        return NavigationStackWriter(content: self) { stack in
            guard isPresented.wrappedValue else { return }
            stack.presented.append(NavigationPushedScreen(view: view, pop: { isPresented.wrappedValue = false }))
        }
    }

    /// SwiftUI's `navigationDestination(item:destination:)`: while the binding holds a value, the
    /// destination of it is pushed over the screen; its back button sets the binding to `nil`.
    /// - Parameters:
    ///   - item: The value whose screen is pushed, or `nil`.
    ///   - destination: Makes the pushed screen's content from the value.
    /// - Returns: The view, pushing the destination while the binding holds a value.
    public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C)
    -> NavigationStackWriter<Self> where D: Hashable, C: View {
        NavigationStackWriter(content: self) { stack in
            guard let value = item.wrappedValue else { return }
            stack.presented.append(NavigationPushedScreen(view: AnyView(destination(value)), pop: { item.wrappedValue = nil }))
        }
    }
}
