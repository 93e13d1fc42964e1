import AnimationCore
import Foundation
import LayoutCore

/// An input a view recognizes, described as a value: SwiftUI's `Gesture`.
///
/// A gesture is either one of the primitive gestures (``DragGesture``, ``TapGesture``,
/// ``SpatialTapGesture``, ``LongPressGesture``, ``MagnifyGesture``, ``RotateGesture`` and their
/// older forms) or is made of others in its `body`; modifiers (``onChanged(_:)``,
/// ``onEnded(_:)``, ``updating(_:body:)``, ``map(_:)``) and combinations
/// (``simultaneously(with:)``, ``sequenced(before:)``, ``exclusively(before:)``) make new ones.
/// Attach one to a view with `.gesture(_:)`. In a scene, scripted ``Interaction``s
/// (`.drag`, `.longPress`, `.pinch`, `.rotate`, `.tap`) play fingers on the view, sampled on the
/// scene's clock, and the gesture's callbacks run at those moments.
public protocol Gesture<Value> {
    /// The type of the value the gesture reports as it changes and ends.
    associatedtype Value
    /// The type of the gesture's body.
    associatedtype Body: Gesture
    /// What the gesture is made of.
    var body: Body { get }
}

/// The body of a primitive gesture, which is never asked for.
extension Never: Gesture {
    /// A primitive gesture's body reports nothing.
    public typealias Value = Never
    /// Never asked for.
    public var body: Never { fatalError("Never has no body") }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body: Zoetrope recognizes it directly.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture that recognizes touches itself rather than through a body.
protocol PrimitiveGesture: Gesture {
    /// A fresh recognizer of one touch sequence.
    func makeRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
    /// ``makeRecognizer()`` with its value type erased, for gestures known only as `Gesture`.
    func makeAnyRecognizer() -> AnyObject { makeRecognizer() }
}

/// A recognizer of one touch sequence for `gesture`: its own when it is primitive, its body's
/// otherwise; `nil` for a gesture whose body reports another type of value.
func makeRecognizer<G: Gesture>(for gesture: G) -> GestureRecognizer<G.Value>? {
    if let primitive = gesture as? any PrimitiveGesture {
        return primitive.makeAnyRecognizer() as? GestureRecognizer<G.Value>
    }
    guard ObjectIdentifier(G.Body.self) != ObjectIdentifier(Never.self) else { return nil }
    let body: G.Body = gesture.body
    let inner: GestureRecognizer<G.Body.Value>? = makeRecognizer(for: body)
    return inner as? GestureRecognizer<G.Value>
}
