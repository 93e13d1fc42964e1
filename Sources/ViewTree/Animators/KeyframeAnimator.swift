import AnimationCore
import Foundation

/// A view whose content follows keyframes: SwiftUI's `KeyframeAnimator`.
///
/// The keyframes (tracks of `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`)
/// give a value at each moment of a run, and the content is drawn from it frame by frame.
/// Without a trigger a run starts when the view appears, and repeats for ever unless
/// `repeating` is `false`; with a trigger, a run starts each time an event changes it. Between
/// and after runs the content holds the value the keyframes end with (before the first run of
/// a triggered animator, the initial value): SwiftUI's documentation does not say, and holding
/// avoids a jump at the end of a run.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: View {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyEquatable?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// When the run shown began, in seconds of scene time; `nil` before the first.
    @State private var start: TimeInterval?

    /// An animator that plays its keyframes from when it appears, repeating unless told not to.
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - repeating: Whether the keyframes play again and again; `true` by default.
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the initial value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator that plays its keyframes once each time `trigger` changes.
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - trigger: The value whose change starts a run.
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the initial value.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// The content, drawn from the keyframes' value at each moment.
    public var body: some View {
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        let runEnd = start.flatMap { repeating || !timeline.duration.isFinite ? nil : $0 + timeline.duration }
        return SceneTimeReader(drivenUntil: start == nil ? 0 : runEnd) { time in
            content(value(of: timeline, at: time))
        }
        .onAppear { if trigger == nil { start = EventScheduler.current?.now ?? 0 } }
        .onChange(of: trigger) { start = EventScheduler.current?.now ?? 0 }
    }

    /// The value shown at `time`: the initial one before the first run, the keyframes' during a
    /// run (from its start again and again when repeating), their last after it.
    private func value(of timeline: KeyframeTimeline<Value>, at time: TimeInterval) -> Value {
        guard let start, time >= start else { return initialValue }
        var elapsed = time - start
        if repeating, timeline.duration > 0, timeline.duration.isFinite {
            elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
        }
        return timeline.value(time: elapsed)
    }
}

extension View {
    /// SwiftUI's `.keyframeAnimator(initialValue:repeating:content:keyframes:)`: this view changed
    /// by `content` for each value the keyframes give; see ``KeyframeAnimator``.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes<Value>>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// SwiftUI's `.keyframeAnimator(initialValue:trigger:content:keyframes:)`: this view changed
    /// by `content` for each value the keyframes give, played each time `trigger` changes.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes<Value>>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
