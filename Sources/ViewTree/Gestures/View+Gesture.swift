import AnimationCore
import Foundation
import LayoutCore

/// How a view's gesture competes with the gestures of the views around and inside it.
enum GesturePriority {
    /// `.gesture`: a view's gesture goes before those of the views around it.
    case normal
    /// `.simultaneousGesture`: recognized alongside the others.
    case simultaneous
    /// `.highPriorityGesture`: goes before those of the views inside it.
    case high
}

/// Where a gesture's view was laid out in the body being built: what the hidden reader behind
/// the view was given.
final class GesturePlace {
    var proxy: GeometryProxy?

    /// Keeps `proxy`; the reader's content shows nothing.
    func keep(_ proxy: GeometryProxy) -> EmptyView {
        self.proxy = proxy
        return EmptyView()
    }
}

extension View {
    /// This view with `gesture` noted for scripted touches, as `priority` says.
    /// `scrolls` marks a scroll view's own drag.
    func attaching<T: Gesture>(_ gesture: T, priority: GesturePriority, mask: GestureMask = .all,
                               isEnabled: Bool = true, scrolls: Bool = false) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        let place = GesturePlace()
        return background(GeometryReader(content: place.keep))
            .noting { events, view in
                events.noteGesture(EventCollector.GestureTarget(
                    identity: view.identity, inside: Set(view.node.allIdentities), priority: priority, mask: mask,
                    isEnabled: isEnabled, geometry: place.proxy ?? .unplaced, startDate: events.startDate,
                    start: {
                        guard let recognizer = makeRecognizer(for: gesture) else { return nil }
                        return GestureRecognizer(cancel: recognizer.cancel) { recognizer.update($0).map { _ in () } }
                    }, scrolls: scrolls))
            }
    }

    /// SwiftUI's `.gesture(_:including:)`: `gesture` recognized on this view, before the
    /// gestures of the views around it (unless theirs are high-priority).
    ///
    /// In a scene, scripted interactions (``Interaction/drag(_:by:at:duration:)``,
    /// ``Interaction/longPress(_:at:duration:)``, ``Interaction/pinch(_:scale:at:duration:)``,
    /// ``Interaction/rotate(_:by:at:duration:)``, ``Interaction/tap(_:at:)``) on the view, named by
    /// its `.accessibilityIdentifier`, play fingers on it; the finger goes down at the view's
    /// centre. A view's gesture goes before those of the views around it while it may still
    /// succeed; when it fails, theirs are given the touches so far.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: `.all` by default; without `.gesture` this gesture is off, without `.subviews`
    ///     the gestures of the views inside are.
    /// - Returns: The view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .normal, mask: mask)
    }

    /// SwiftUI's `.gesture(_:isEnabled:)`: `gesture` recognized on this view while `isEnabled`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether it is recognized.
    /// - Returns: The view.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .normal, isEnabled: isEnabled)
    }

    /// SwiftUI's `.gesture(_:name:isEnabled:)`: a named gesture. The name is what other
    /// gestures refer to it by in SwiftUI; here it is not used.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - name: Its name.
    ///   - isEnabled: Whether it is recognized; `true` by default.
    /// - Returns: The view.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .normal, isEnabled: isEnabled)
    }

    /// SwiftUI's `.simultaneousGesture(_:including:)`: `gesture` recognized on this view
    /// alongside every other gesture of the view and the views around and inside it.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which gestures are on; `.all` by default.
    /// - Returns: The view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .simultaneous, mask: mask)
    }

    /// SwiftUI's `.simultaneousGesture(_:isEnabled:)`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether it is recognized.
    /// - Returns: The view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .simultaneous, isEnabled: isEnabled)
    }

    /// SwiftUI's `.simultaneousGesture(_:name:isEnabled:)`; the name is not used here.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - name: Its name.
    ///   - isEnabled: Whether it is recognized; `true` by default.
    /// - Returns: The view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .simultaneous, isEnabled: isEnabled)
    }

    /// SwiftUI's `.highPriorityGesture(_:including:)`: `gesture` recognized on this view before
    /// the gestures of the views inside it.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which gestures are on; `.all` by default.
    /// - Returns: The view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .high, mask: mask)
    }

    /// SwiftUI's `.highPriorityGesture(_:isEnabled:)`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether it is recognized.
    /// - Returns: The view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        attaching(gesture, priority: .high, isEnabled: isEnabled)
    }

    /// SwiftUI's `.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
    /// `action` runs once the view has been pressed `minimumDuration` seconds;
    /// `onPressingChanged` is told `true` as the press begins and `false` as it ends or fails.
    /// In a scene, ``Interaction/longPress(_:at:duration:)`` presses it.
    /// - Parameters:
    ///   - minimumDuration: How long the press lasts; half a second by default.
    ///   - maximumDistance: How far the finger may move; 10 points by default.
    ///   - action: What to run.
    ///   - onPressingChanged: Told whether the view is pressed.
    /// - Returns: The view.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        let pressing = PressingWatch(onPressingChanged)
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return attaching(PressingGesture(base: press, watch: pressing).onEnded { _ in action() }, priority: .normal)
    }
}

/// Tells `onPressingChanged` when a long press begins and stops.
final class PressingWatch {
    private let report: ((Bool) -> Void)?
    private var pressing = false

    init(_ report: ((Bool) -> Void)?) {
        self.report = report
    }

    func set(_ value: Bool) {
        guard value != pressing else { return }
        pressing = value
        report?(value)
    }
}

/// A long press that tells a ``PressingWatch`` whether it is pressed.
struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    let base: LongPressGesture
    let watch: PressingWatch

    func makeRecognizer() -> GestureRecognizer<Bool> {
        let inner = base.makeRecognizer(), watch = watch
        return GestureRecognizer(cancel: { inner.cancel(); watch.set(false) }) { touch in
            let phase = inner.update(touch)
            switch phase {
            case .possible: break
            case .changed: watch.set(true)
            case .ended, .failed: watch.set(false)
            }
            return phase
        }
    }
}
