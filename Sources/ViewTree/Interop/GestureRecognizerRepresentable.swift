/// UIKit's bridge for a gesture recognizer: refused at compile time, since Linux has no UIKit.
/// Use a SwiftUI gesture (`DragGesture`, `TapGesture`, `LongPressGesture`, `MagnifyGesture`).
@available(*, unavailable, message: "UIKit gesture recognizers do not exist on Linux: use a SwiftUI gesture (DragGesture, TapGesture, LongPressGesture, MagnifyGesture) with .gesture(_:).")
public protocol UIGestureRecognizerRepresentable {}

/// AppKit's bridge for a gesture recognizer: refused at compile time, since Linux has no AppKit.
/// Use a SwiftUI gesture (`DragGesture`, `TapGesture`, `LongPressGesture`, `MagnifyGesture`).
@available(*, unavailable, message: "AppKit gesture recognizers do not exist on Linux: use a SwiftUI gesture (DragGesture, TapGesture, LongPressGesture, MagnifyGesture) with .gesture(_:).")
public protocol NSGestureRecognizerRepresentable {}

extension View {
    /// Attaches a UIKit gesture recognizer: refused at compile time, since Linux has no UIKit.
    @available(*, unavailable, message: "UIKit gesture recognizers do not exist on Linux: use a SwiftUI gesture (DragGesture, TapGesture, LongPressGesture, MagnifyGesture) with .gesture(_:).")
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> Self { self }

    /// Attaches an AppKit gesture recognizer: refused at compile time, since Linux has no AppKit.
    @available(*, unavailable, message: "AppKit gesture recognizers do not exist on Linux: use a SwiftUI gesture (DragGesture, TapGesture, LongPressGesture, MagnifyGesture) with .gesture(_:).")
    public func gesture(_ representable: some NSGestureRecognizerRepresentable) -> Self { self }
}
