import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `.onTapGesture(count:coordinateSpace:perform:)`: `action` runs on each tap of
    /// the view with where the tap landed, in `coordinateSpace`.
    ///
    /// In a scene, a scripted ``Interaction/tap(_:at:)`` naming the view's
    /// `.accessibilityIdentifier` lands at the view's centre: `action` is given the centre in
    /// that space (`.local`: half the view's width and height). Differs from SwiftUI, where the
    /// location is wherever the finger was.
    /// - Parameters:
    ///   - count: The number of taps; a scripted tap runs the action once whatever it is.
    ///   - coordinateSpace: The space of the location; the view's own by default.
    ///   - action: What to run, with the location.
    /// - Returns: The view.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        locatingTaps(in: coordinateSpace.coordinateSpace, action)
    }

    /// SwiftUI's older `.onTapGesture(count:coordinateSpace:perform:)` with a ``CoordinateSpace``
    /// value; see the `CoordinateSpaceProtocol` form.
    /// - Parameters:
    ///   - count: The number of taps; a scripted tap runs the action once whatever it is.
    ///   - coordinateSpace: The space of the location.
    ///   - action: What to run, with the location.
    /// - Returns: The view.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        locatingTaps(in: coordinateSpace, action)
    }

    /// SwiftUI's `.onTapGesture(count:coordinateSpace:inputKinds:perform:)`: as the form
    /// without `inputKinds`; scripted taps are direct touches, which every set but an empty
    /// one takes.
    /// - Parameters:
    ///   - count: The number of taps; a scripted tap runs the action once whatever it is.
    ///   - coordinateSpace: The space of the location.
    ///   - inputKinds: The kinds of input it recognizes; all by default.
    ///   - action: What to run, with the location.
    /// - Returns: The view.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, inputKinds: GestureInputKinds = .all,
                             perform action: @escaping (CGPoint) -> Void) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        locatingTaps(in: coordinateSpace.coordinateSpace, inputKinds.isEmpty ? { _ in } : action)
    }

    /// This view answering scripted taps with `action`, given the view's centre in `space`.
    private func locatingTaps(in space: CoordinateSpace,
                              _ action: @escaping (CGPoint) -> Void) -> EventModifier<OverlayView<Self, GeometryReader<EmptyView>>> {
        let place = GesturePlace()
        return background(GeometryReader(content: place.keep))
            .noting { events, view in
                let frame = (place.proxy ?? .unplaced).frame(in: space)
                events.noteTap(EventCollector.TapTarget(identity: view.identity, inside: Set(view.node.allIdentities), title: nil,
                                                        action: { action(CGPoint(x: frame.midX, y: frame.midY)) }))
            }
    }
}
