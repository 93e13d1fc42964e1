import Observation
import OpenCombine

// Inside views, view modifiers and models, `DispatchQueue`, `DispatchTime` and `Timer` name the
// scene's clock's own types, so SwiftUI's idioms (`DispatchQueue.main.asyncAfter(deadline:
// .now() + 0.5)`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`) run at scene time with
// only the import changed. A name a type's members give wins over the module's, which is why
// these are member type aliases: an overload beside Foundation's would be ambiguous, and
// Foundation's `DispatchTime.now()` cannot be made to read the scene's clock. Code in free
// functions or in other types still names Foundation's, which runs in real time.

extension View {
    /// A dispatch queue on the scene's clock; see ``SceneDispatchQueue``.
    public typealias DispatchQueue = SceneDispatchQueue
    /// A moment of the scene's clock; see ``SceneDispatchTime``.
    public typealias DispatchTime = SceneDispatchTime
    /// A timer on the scene's clock; see ``SceneTimer``.
    public typealias Timer = SceneTimer
}

extension ViewModifier {
    /// A dispatch queue on the scene's clock; see ``SceneDispatchQueue``.
    public typealias DispatchQueue = SceneDispatchQueue
    /// A moment of the scene's clock; see ``SceneDispatchTime``.
    public typealias DispatchTime = SceneDispatchTime
    /// A timer on the scene's clock; see ``SceneTimer``.
    public typealias Timer = SceneTimer
}

extension ObservableObject {
    /// A dispatch queue on the scene's clock; see ``SceneDispatchQueue``.
    public typealias DispatchQueue = SceneDispatchQueue
    /// A moment of the scene's clock; see ``SceneDispatchTime``.
    public typealias DispatchTime = SceneDispatchTime
    /// A timer on the scene's clock; see ``SceneTimer``.
    public typealias Timer = SceneTimer
}

extension Observable {
    /// A dispatch queue on the scene's clock; see ``SceneDispatchQueue``.
    public typealias DispatchQueue = SceneDispatchQueue
    /// A moment of the scene's clock; see ``SceneDispatchTime``.
    public typealias DispatchTime = SceneDispatchTime
    /// A timer on the scene's clock; see ``SceneTimer``.
    public typealias Timer = SceneTimer
}
