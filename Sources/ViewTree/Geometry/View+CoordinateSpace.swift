import Foundation
import LayoutCore

extension View {
    /// Names this view's bounds as a coordinate space, for the `GeometryReader`s in it (and a
    /// reader it is) to measure their frames in: SwiftUI's `.coordinateSpace(_:)`.
    ///
    /// ```swift
    /// VStack { GeometryReader { proxy in … proxy.frame(in: .named("column")) … } }
    ///     .coordinateSpace(.named("column"))
    /// ```
    /// A reader measures in the nearest view around it with the name; the view keeps its place
    /// and size.
    /// - Parameter name: The space, `.named(_:)`.
    /// - Returns: The view, naming its space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0.layoutValue(key: CoordinateSpaceNameKey.self, value: name.name) })
    }

    /// Names this view's bounds as a coordinate space: SwiftUI's older
    /// `.coordinateSpace(name:)`, the same as `.coordinateSpace(.named(name))`.
    /// - Parameter name: The name.
    /// - Returns: The view, naming its space.
    public func coordinateSpace<Name: Hashable>(name: Name) -> ModifiedView<Self> {
        coordinateSpace(.named(name))
    }
}
