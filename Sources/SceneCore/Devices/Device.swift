import Foundation
import LayoutCore

/// A device whose screen a scene is shown on: its size in points, its pixel density, and the
/// safe-area insets its status bar, camera housing, rounded corners and home indicator leave,
/// upright and on its side.
///
/// ```swift
/// let scene = try Scene(named: "card", device: .iPhone16, textMeasurer: CairoTextMeasurer()) {
///     CardView()
/// }
/// ```
///
/// Scene files name one in their canvas (`"canvas": {"device": "iPhone SE (3rd generation)"}`),
/// the command line with `--device`, and previews with `.previewDevice("iPad Pro 11-inch (M4)")`.
/// ``catalog`` lists the devices known by name, with where each number comes from.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// What kind of device it is, which decides its size classes and how it turns.
    public enum Kind: String, Hashable, Sendable {
        /// An iPhone: compact width upright.
        case phone
        /// An iPad: regular width and height both ways.
        case pad
        /// A Mac window: regular both ways, never turned.
        case mac
    }

    /// The device's name, as Xcode lists it: `iPhone 16`, `iPad Pro 11-inch (M4)`.
    public let name: String
    /// Other names it answers to: the models with the same screen, as Xcode lists them.
    public let otherNames: [String]
    /// The kind of device.
    public let kind: Kind
    /// The screen upright, in points.
    public let screenSize: CGSize
    /// Pixels per point: 2 or 3. Frames are drawn at the command line's `--scale` (one pixel
    /// per point unless asked), and views read this as `@Environment(\.displayScale)`.
    public let scale: Double
    /// The safe-area insets upright, as UIKit reports them (status bar and camera housing above,
    /// home indicator below).
    public let safeArea: EdgeInsets
    /// The safe-area insets on its side (the landscape-left orientation; an iPhone hides its
    /// status bar there).
    public let landscapeSafeArea: EdgeInsets
    /// Whether its width is regular on its side (the largest iPhones, as iPads always are).
    let isRegularWidthInLandscape: Bool

    /// A device of your own, for a screen the catalog does not have.
    /// - Parameters:
    ///   - name: Its name, for messages.
    ///   - kind: What kind of device it is; an iPhone by default.
    ///   - screenSize: The screen upright, in points.
    ///   - scale: Pixels per point; 3 by default.
    ///   - safeArea: The safe-area insets upright; none by default.
    ///   - landscapeSafeArea: The safe-area insets on its side; none by default.
    ///   - isRegularWidthInLandscape: Whether its width is regular on its side (an iPad's
    ///     always is); `false` by default.
    public init(name: String, kind: Kind = .phone, screenSize: CGSize, scale: Double = 3, safeArea: EdgeInsets = EdgeInsets(),
                landscapeSafeArea: EdgeInsets = EdgeInsets(), isRegularWidthInLandscape: Bool = false) {
        self.init(name: name, otherNames: [], kind: kind, screenSize: screenSize, scale: scale, safeArea: safeArea,
                  landscapeSafeArea: landscapeSafeArea, isRegularWidthInLandscape: isRegularWidthInLandscape)
    }

    init(name: String, otherNames: [String], kind: Kind, screenSize: CGSize, scale: Double, safeArea: EdgeInsets,
         landscapeSafeArea: EdgeInsets, isRegularWidthInLandscape: Bool) {
        (self.name, self.otherNames, self.kind, self.screenSize, self.scale) = (name, otherNames, kind, screenSize, scale)
        (self.safeArea, self.landscapeSafeArea, self.isRegularWidthInLandscape) = (safeArea, landscapeSafeArea, isRegularWidthInLandscape)
    }

    /// The device's name.
    public var description: String { name }

    /// The screen as a scene shows it, upright or on its side.
    public struct Screen: Hashable, Sendable {
        /// The canvas size, in points.
        public let size: CGSize
        /// The safe-area insets.
        public let safeArea: EdgeInsets
        /// Whether the width is regular (else compact), as `horizontalSizeClass` says.
        public let hasRegularWidth: Bool
        /// Whether the height is regular (else compact), as `verticalSizeClass` says.
        public let hasRegularHeight: Bool
    }

    /// The screen upright, or on its side (width and height swapped; a Mac window never turns).
    /// - Parameter landscape: Whether the device is on its side.
    /// - Returns: Its size, safe area, status bar and size classes.
    public func screen(landscape: Bool = false) -> Screen {
        guard landscape, kind != .mac else {
            return Screen(size: screenSize, safeArea: safeArea, hasRegularWidth: kind != .phone, hasRegularHeight: true)
        }
        let turned = CGSize(width: screenSize.height, height: screenSize.width)
        return Screen(size: turned, safeArea: landscapeSafeArea, hasRegularWidth: kind == .pad || isRegularWidthInLandscape,
                      hasRegularHeight: kind == .pad)
    }
}
