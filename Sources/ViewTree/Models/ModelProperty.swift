import Foundation

/// A property wrapper of a view that holds a model (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`, `@Bindable`): connected, just before the view's body is built, to the
/// scene's models and to the environment of the place the view is at.
protocol ModelProperty {
    /// Connects the property to where its view is.
    func attach(to place: ModelPlace)
}

/// Where a view holding a model is built: the scene's store (none outside a scene), the key of
/// the property there, and the environment.
struct ModelPlace {
    let store: StateStore?
    let key: StateKey
    let environment: EnvironmentValues
}
