import Foundation
import OpenCombine

/// An observable object a view makes and owns: SwiftUI's `@StateObject`.
///
/// ```swift
/// final class Counter: ObservableObject {
///     @Published var count = 0
/// }
/// struct CounterView: View {
///     @StateObject private var counter = Counter()
///     var body: some View {
///         Button("Add") { withAnimation { counter.count += 1 } }
///     }
/// }
/// ```
///
/// The object is made once for the place the view has in the tree (the first time its body is
/// built) and kept while the scene plays, however often the view value is made again; an event
/// that changes its `@Published` properties re-renders the views that read them and, in
/// `withAnimation`, animates them. Outside a scene the object is made the first time it is read.
/// Unlike SwiftUI, a view that leaves the body and comes back finds the same object, not a new one.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: StateObjectBox<ObjectType>

    /// Creates the property with what makes the object, as `@StateObject var model = Model()` does.
    /// - Parameter thunk: Makes the object; called once for the view's place.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

extension StateObject: ModelProperty {
    func attach(to place: ModelPlace) {
        box.attach(to: place)
    }
}

/// The storage of one `@StateObject`: what makes the object, and where it is kept.
final class StateObjectBox<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var local: ObjectType?
    private var location: (store: StateStore, key: StateKey)?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    func attach(to place: ModelPlace) {
        guard let store = place.store else { return }
        location = (store, place.key)
        _ = store.models.keptObject(for: place.key, make: make)
    }

    /// The object kept for the place last attached, or outside a scene the property's own.
    var object: ObjectType {
        if let location { return location.store.models.keptObject(for: location.key, make: make) }
        if let local { return local }
        let made = make()
        local = made
        return made
    }
}
