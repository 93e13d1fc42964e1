import Foundation
import LayoutCore
import Observation

/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// ```swift
/// @Observable final class Settings { var volume = 0.5 }
/// struct VolumeView: View {
///     @Bindable var settings: Settings
///     var body: some View { Slider(value: $settings.volume) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    private var object: Value

    /// Creates the property with the object, as `@Bindable var model: Model` is given one.
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        object = wrappedValue
    }

    /// The object.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    /// - Parameter keyPath: The property.
    /// - Returns: A binding that reads and writes the property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {

    /// Creates bindings to the properties of `wrappedValue`: `Bindable(model).property`.
    /// - Parameter wrappedValue: The object.
    public init(_ wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates the property from another's bindings.
    /// - Parameter projectedValue: The bindings of another `@Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self.init(wrappedValue: projectedValue.wrappedValue)
    }
}

extension Bindable: ModelProperty {
    func attach(to place: ModelPlace) {
        place.store?.models.register(wrappedValue)
    }
}
