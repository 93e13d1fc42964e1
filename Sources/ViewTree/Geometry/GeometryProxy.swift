import Foundation
import LayoutCore

/// What a `GeometryReader` tells its content about itself: SwiftUI's `GeometryProxy`.
///
/// The values are those of the reader as its body's layout places it, without the values the
/// animations running at a frame add: in a scene, a body is laid out for its state (or for the
/// moment keyframes drive), and its readers' content is built again with what that layout
/// gives them, as SwiftUI gives a reader the size of its new layout at once and animates what
/// the content does with it.
public struct GeometryProxy {
    /// The reader's frame in the canvas.
    let globalFrame: CGRect
    /// The frames in the canvas of the named coordinate spaces around the reader (itself
    /// included), the nearest for each name.
    let namedFrames: [AnyHashable: CGRect]

    /// A proxy for a reader that has not been laid out: zero-sized at the canvas's origin.
    static var unplaced: GeometryProxy { GeometryProxy(globalFrame: .zero, namedFrames: [:]) }

    /// The reader's size: what it was offered, an unspecified dimension taken as zero.
    public var size: CGSize { globalFrame.size }

    /// The safe part of the screen the reader is laid out on, in the canvas; `nil` off a screen.
    var safeRect: CGRect?
    /// Whether the reader's layout runs right to left, so that its leading inset is on the right.
    var isRightToLeft = false

    /// The reader's safe-area insets: how far into the reader the screen's unsafe edges reach
    /// (a device's status bar, notch and home indicator). A reader inside the safe area has none;
    /// one that `.ignoresSafeArea()` has the insets it covers, as SwiftUI's does.
    public var safeAreaInsets: EdgeInsets {
        guard let safe = safeRect else { return EdgeInsets() }
        let frame = globalFrame
        let clamp = { (value: CGFloat, limit: CGFloat) in min(max(value, 0), max(limit, 0)) }
        let left = clamp(safe.minX - frame.minX, frame.width), right = clamp(frame.maxX - safe.maxX, frame.width)
        return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), leading: isRightToLeft ? right : left,
                          bottom: clamp(frame.maxY - safe.maxY, frame.height), trailing: isRightToLeft ? left : right)
    }

    /// The reader's bounds in `coordinateSpace`: its origin is where the reader's top-leading
    /// corner is in that space.
    ///
    /// `.local` is the reader's own bounds (origin zero); `.global` is the canvas; a name is the
    /// nearest view around the reader, or the reader itself, given that name with
    /// `.coordinateSpace(_:)`. A name no such view has is taken as `.global`.
    /// - Parameter coordinateSpace: `.local`, `.global` or `.named(_:)`.
    /// - Returns: The reader's frame in that space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's bounds in `coordinateSpace`, given as a ``CoordinateSpace`` value; see
    /// ``frame(in:)-(CoordinateSpaceProtocol)``.
    /// - Parameter coordinateSpace: The space.
    /// - Returns: The reader's frame in that space.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The bounds of the named space around the reader, in the reader's own coordinates.
    /// - Parameter coordinateSpace: The space, `.named(_:)`.
    /// - Returns: Its bounds, with origin where its top-leading corner is relative to the
    ///   reader's; `nil` when no view around the reader (nor the reader) has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
