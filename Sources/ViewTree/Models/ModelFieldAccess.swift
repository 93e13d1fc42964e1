@_spi(Reflection) import Swift
import Observation
import OpenCombine

/// How one stored property of a model class is read and written: straight in the object's
/// memory, at the offset Swift's runtime gives, as a value of the property's type.
///
/// A `@Published` property is read as the value it publishes and written as a new `Published`
/// holding the value; the observation registrar of an `@Observable` class is skipped. A property
/// holding an object is read and written only while its memory holds the object itself (a
/// strong reference): a `weak` property keeps a side table there, and is left alone.
enum ModelFieldAccess {
    /// A stored property of a plain type.
    case plain(any StoredFieldAccess.Type)
    /// A `@Published` property.
    case published(any PublishedField.Type)
    /// A property holding an object, or an optional one, named `name`.
    case reference(name: String, access: any StoredFieldAccess.Type)

    /// The stored properties of `type` (a class, its superclasses' included), each with its
    /// offset and how it is accessed.
    static func fields(of type: AnyClass) -> [(offset: Int, access: ModelFieldAccess)] {
        var fields: [(offset: Int, access: ModelFieldAccess)] = []
        // `_EachFieldOptions.classType`, spelt by its raw value (the static is a `var`).
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            if fieldType == ObservationRegistrar.self { return true }
            if let published = fieldType as? any PublishedField.Type {
                fields.append((offset, .published(published)))
            } else if isReference(fieldType) {
                fields.append((offset, .reference(name: String(cString: name), access: storedAccess(for: fieldType))))
            } else {
                fields.append((offset, .plain(storedAccess(for: fieldType))))
            }
            return true
        }
        return fields
    }

    /// Reads the property at `pointer` of `object`; a property that does not hold its object
    /// strongly reads as ``UnreadField``.
    func read(at pointer: UnsafeRawPointer, of object: AnyObject) -> Any {
        switch self {
        case .plain(let access): access.read(at: pointer)
        case .published(let access): access.publishedValue(at: pointer)
        case .reference(let name, let access):
            Self.holdsStrongly(name, at: pointer, of: object) ? access.read(at: pointer) : UnreadField()
        }
    }

    /// Writes `value` (read before by ``read(at:of:)``) into the property at `pointer` of `object`.
    func write(_ value: Any, at pointer: UnsafeMutableRawPointer, of object: AnyObject) {
        switch self {
        case .plain(let access): access.write(value, at: pointer)
        case .published(let access): access.replace(with: value, at: pointer)
        case .reference(let name, let access):
            guard !(value is UnreadField), Self.holdsStrongly(name, at: pointer, of: object) else { return }
            access.write(value, at: pointer)
        }
    }

    /// Whether values of `type` are objects or optional objects.
    private static func isReference(_ type: Any.Type) -> Bool {
        if type is AnyObject.Type { return true }
        guard let optional = type as? any OptionalField.Type else { return false }
        return optional.wrappedType is AnyObject.Type
    }

    /// Whether the memory of property `name` at `pointer` holds the object the property has (or
    /// nothing, when it has none), as a strong reference does; a weak reference's does not.
    private static func holdsStrongly(_ name: String, at pointer: UnsafeRawPointer, of object: AnyObject) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) {
                return pointer.load(as: UInt.self) == objectBits(of: child.value)
            }
            mirror = current.superclassMirror
        }
        return false
    }

    /// The address of the object `value` is or holds; 0 for none.
    private static func objectBits(of value: Any) -> UInt {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return 0 }
            return objectBits(of: wrapped)
        }
        guard Swift.type(of: value) is AnyClass else { return 1 }
        return UInt(bitPattern: ObjectIdentifier(value as AnyObject))
    }

    private static func storedAccess(for type: Any.Type) -> any StoredFieldAccess.Type {
        func access<T>(_: T.Type) -> any StoredFieldAccess.Type { StoredField<T>.self }
        return _openExistential(type, do: access)
    }
}

/// Reads and writes a stored property of one type.
protocol StoredFieldAccess {
    static func read(at pointer: UnsafeRawPointer) -> Any
    static func write(_ value: Any, at pointer: UnsafeMutableRawPointer)
}

/// Reads and writes a stored property of type `Value`.
enum StoredField<Value>: StoredFieldAccess {
    static func read(at pointer: UnsafeRawPointer) -> Any {
        pointer.assumingMemoryBound(to: Value.self).pointee
    }

    static func write(_ value: Any, at pointer: UnsafeMutableRawPointer) {
        guard let value = value as? Value else { return }
        pointer.assumingMemoryBound(to: Value.self).pointee = value
    }
}

/// A `@Published` property's storage, read and written by the value it publishes.
protocol PublishedField {
    /// The value the property at `pointer` publishes now.
    static func publishedValue(at pointer: UnsafeRawPointer) -> Any
    /// Replaces the property at `pointer` with one publishing `value`.
    static func replace(with value: Any, at pointer: UnsafeMutableRawPointer)
}

extension Published: PublishedField {
    static func publishedValue(at pointer: UnsafeRawPointer) -> Any {
        // A published value is read as its publisher gives it: at once, when subscribed to.
        var field = pointer.assumingMemoryBound(to: Published<Value>.self).pointee
        var current: Value?
        let subscription = field.projectedValue.sink { current = $0 }
        subscription.cancel()
        return current.map { $0 as Any } ?? (Value?.none as Any)
    }

    static func replace(with value: Any, at pointer: UnsafeMutableRawPointer) {
        guard let value = value as? Value else { return }
        pointer.assumingMemoryBound(to: Published<Value>.self).pointee = Published(initialValue: value)
    }
}

/// A property of a model the registry does not read (a `weak` one): the same in every state.
struct UnreadField: Equatable {}

/// An optional type, whose wrapped type can be asked for.
protocol OptionalField {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalField {
    static var wrappedType: Any.Type { Wrapped.self }
}
