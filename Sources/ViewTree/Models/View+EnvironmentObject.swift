import Foundation
import Observation
import OpenCombine

extension View {
    /// SwiftUI's `.environmentObject(_:)`: the views inside read `object` with
    /// `@EnvironmentObject var model: T`.
    /// - Parameter object: The object.
    /// - Returns: The view with the object in its environment.
    public func environmentObject<T>(_ object: T) -> ModifiedView<Self> where T: ObservableObject {
        ModifiedView(content: self, environment: { context in
            context.environment[EnvironmentObjectKey<T>.self] = object
            context.stateStore?.models.register(object)
        }, change: { $0 })
    }

    /// SwiftUI's `.environment(_:)` for an `@Observable` object: the views inside read it with
    /// `@Environment(Model.self)`; `nil` removes an object of the type set above.
    /// - Parameter object: The object, or `nil`.
    /// - Returns: The view with the object in its environment.
    public func environment<T>(_ object: T?) -> ModifiedView<Self> where T: AnyObject, T: Observable {
        ModifiedView(content: self, environment: { context in
            context.environment[ObservableModelKey<T>.self] = object
            if let object { context.stateStore?.models.register(object) }
        }, change: { $0 })
    }
}
