import Foundation
import LayoutCore
import OpenCombine

/// An observable object a view above put in the environment with `.environmentObject(_:)`:
/// SwiftUI's `@EnvironmentObject`.
///
/// ```swift
/// struct Score: View {
///     @EnvironmentObject var game: Game
///     var body: some View { Text("\(game.score)") }
/// }
/// ```
///
/// As in SwiftUI, reading it where no view above set an object of its type stops the program
/// with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of the object: what `$model.property` gives.
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

    private let box = EnvironmentObjectBox<ObjectType>()

    /// Creates the property, which reads the object of its type from the environment.
    public init() {}

    /// The object a view above put in the environment.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view above must give one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: ModelProperty {
    func attach(to place: ModelPlace) {
        box.object = place.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = box.object { place.store?.models.register(object) }
    }
}

/// The object an `@EnvironmentObject` read where its view was last built.
final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// Where `.environmentObject(_:)` keeps an object of type `Object` in the environment.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// Where `.environment(_:)` keeps an `@Observable` object of type `Object` in the environment.
struct ObservableModelKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}
