import Foundation
import LayoutCore
import OpenCombine

/// An observable object a view is given: SwiftUI's `@ObservedObject`.
///
/// ```swift
/// struct CountLabel: View {
///     @ObservedObject var counter: Counter
///     var body: some View { Text("\(counter.count)") }
/// }
/// ```
///
/// An event that changes the object's `@Published` properties re-renders the views that read
/// them; `$counter.count` is a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of an observed object: what `$model.property` gives.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        /// - Parameter keyPath: The property.
        /// - Returns: A binding that reads and writes the property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Creates the property with the object, as `@ObservedObject var model: Model` is given one.
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates the property with the object.
    /// - Parameter initialValue: The object.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: ModelProperty {
    func attach(to place: ModelPlace) {
        place.store?.models.register(wrappedValue)
    }
}
