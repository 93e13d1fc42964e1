/// Which way up a device is held: SwiftUI's `InterfaceOrientation`, for
/// `.previewInterfaceOrientation(_:)` and the orientation traits of `#Preview`.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name, which identifies it.
    public let id: String

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, turned left (the home indicator on the right).
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, turned right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen's width and height are swapped.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
