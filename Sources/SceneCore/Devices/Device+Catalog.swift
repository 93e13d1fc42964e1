import Foundation
import LayoutCore

// The devices known by name. Sizes are points upright (Apple's Human Interface Guidelines,
// "Layout", Specifications: device screen dimensions); insets are UIKit's `safeAreaInsets`
// (top, left, bottom, right) in an app that shows the status bar, upright and on its side
// (landscape left), as snapshot-testing libraries record them from the simulator; which
// width is regular on its side follows the guidelines' "Device size classes". docs/devices.md
// gives the source of each row and how disagreements between sources were settled.

extension Device {
    /// An iPhone 16 (and 15, 15 Pro, 14 Pro: the same screen): 393 × 852 points, 59 points above for the status bar and the
    /// Dynamic Island, 34 below for the home indicator. The default device.
    public static let iPhone16 = Device(
        name: "iPhone 16", otherNames: ["iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"], kind: .phone, screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), isRegularWidthInLandscape: false)

    /// An iPhone 16 Plus (and 15 Plus, 15 Pro Max, 14 Pro Max): 430 × 932 points, regular width on its side.
    public static let iPhone16Plus = Device(
        name: "iPhone 16 Plus", otherNames: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], kind: .phone, screenSize: CGSize(width: 430, height: 932), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), isRegularWidthInLandscape: true)

    /// An iPhone 16 Pro: 402 × 874 points, 62 points above (iOS 18's insets).
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", otherNames: [], kind: .phone, screenSize: CGSize(width: 402, height: 874), scale: 3,
        safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), isRegularWidthInLandscape: false)

    /// An iPhone 16 Pro Max: 440 × 956 points, regular width on its side (iOS 18's insets).
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", otherNames: [], kind: .phone, screenSize: CGSize(width: 440, height: 956), scale: 3,
        safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), isRegularWidthInLandscape: true)

    /// An iPhone 17 Pro (and 17): 402 × 874 points, with iOS 26's insets (on its side 20 above and below).
    public static let iPhone17Pro = Device(
        name: "iPhone 17 Pro", otherNames: ["iPhone 17"], kind: .phone, screenSize: CGSize(width: 402, height: 874), scale: 3,
        safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), isRegularWidthInLandscape: false)

    /// An iPhone 17 Pro Max: 440 × 956 points, regular width on its side, with iOS 26's insets.
    public static let iPhone17ProMax = Device(
        name: "iPhone 17 Pro Max", otherNames: [], kind: .phone, screenSize: CGSize(width: 440, height: 956), scale: 3,
        safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), isRegularWidthInLandscape: true)

    /// An iPhone 16e (and 14, 13, 13 Pro, 12, 12 Pro: a notch, not a Dynamic Island): 390 × 844 points, 47 above.
    public static let iPhone16e = Device(
        name: "iPhone 16e", otherNames: ["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"], kind: .phone, screenSize: CGSize(width: 390, height: 844), scale: 3,
        safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47), isRegularWidthInLandscape: false)

    /// An iPhone 14 Plus (and 13 Pro Max, 12 Pro Max): 428 × 926 points, regular width on its side.
    public static let iPhone14Plus = Device(
        name: "iPhone 14 Plus", otherNames: ["iPhone 13 Pro Max", "iPhone 12 Pro Max"], kind: .phone, screenSize: CGSize(width: 428, height: 926), scale: 3,
        safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47), isRegularWidthInLandscape: true)

    /// An iPhone 13 mini (and 12 mini): 375 × 812 points, 50 above.
    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", otherNames: ["iPhone 12 mini"], kind: .phone, screenSize: CGSize(width: 375, height: 812), scale: 3,
        safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50), isRegularWidthInLandscape: false)

    /// An iPhone 11 Pro (and Xs, X): 375 × 812 points, 44 above.
    public static let iPhone11Pro = Device(
        name: "iPhone 11 Pro", otherNames: ["iPhone Xs", "iPhone X"], kind: .phone, screenSize: CGSize(width: 375, height: 812), scale: 3,
        safeArea: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44), isRegularWidthInLandscape: false)

    /// An iPhone 11 Pro Max (and Xs Max): 414 × 896 points, regular width on its side.
    public static let iPhone11ProMax = Device(
        name: "iPhone 11 Pro Max", otherNames: ["iPhone Xs Max"], kind: .phone, screenSize: CGSize(width: 414, height: 896), scale: 3,
        safeArea: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44), isRegularWidthInLandscape: true)

    /// An iPhone 11: 414 × 896 points at 2×, 48 above (iOS 14 and later), regular width on its side.
    public static let iPhone11 = Device(
        name: "iPhone 11", otherNames: [], kind: .phone, screenSize: CGSize(width: 414, height: 896), scale: 2,
        safeArea: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0), landscapeSafeArea: EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48), isRegularWidthInLandscape: true)

    /// An iPhone SE (3rd generation) (and 2nd, and iPhone 8): 375 × 667 points at 2×, a 20-point status bar and a home
    /// button: nothing below, and no insets on its side, where the status bar is hidden.
    public static let iPhoneSE = Device(
        name: "iPhone SE (3rd generation)", otherNames: ["iPhone SE (2nd generation)", "iPhone 8"], kind: .phone, screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeSafeArea: EdgeInsets(), isRegularWidthInLandscape: false)

    /// An iPhone 8 Plus: 414 × 736 points, a 20-point status bar and a home button, regular width on its side.
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", otherNames: [], kind: .phone, screenSize: CGSize(width: 414, height: 736), scale: 3,
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeSafeArea: EdgeInsets(), isRegularWidthInLandscape: true)

    /// An iPad (10th generation) (and iPad Air 11-inch (M2)): 820 × 1180 points at 2×, 24 above for the status bar and
    /// 20 below for the home indicator, both ways.
    public static let iPad = Device(
        name: "iPad (10th generation)", otherNames: ["iPad Air 11-inch (M2)"], kind: .pad, screenSize: CGSize(width: 820, height: 1180), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), isRegularWidthInLandscape: true)

    /// An iPad Pro 11-inch (M4): 834 × 1210 points at 2×.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch (M4)", otherNames: [], kind: .pad, screenSize: CGSize(width: 834, height: 1210), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), isRegularWidthInLandscape: true)

    /// An iPad Pro 13-inch (M4): 1032 × 1376 points at 2×.
    public static let iPadPro13 = Device(
        name: "iPad Pro 13-inch (M4)", otherNames: [], kind: .pad, screenSize: CGSize(width: 1032, height: 1376), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), isRegularWidthInLandscape: true)

    /// An iPad mini (6th generation): 744 × 1133 points at 2×.
    public static let iPadMini = Device(
        name: "iPad mini (6th generation)", otherNames: [], kind: .pad, screenSize: CGSize(width: 744, height: 1133), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), isRegularWidthInLandscape: true)

    /// A Mac window's content: 800 × 600 points at 2×, no insets (the title bar is outside it). Zoetrope's choice: no
    /// source gives a size for a Mac preview's window (Xcode sizes a Mac preview to fit its content).
    public static let mac = Device(
        name: "Mac", otherNames: ["My Mac"], kind: .mac, screenSize: CGSize(width: 800, height: 600), scale: 2,
        safeArea: EdgeInsets(), landscapeSafeArea: EdgeInsets(), isRegularWidthInLandscape: true)

    /// Every device known by name, the default (``iPhone16``) first.
    public static let catalog: [Device] = [
        .iPhone16, .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPhone17Pro, .iPhone17ProMax, .iPhone16e, .iPhone14Plus, .iPhone13Mini, .iPhone11Pro, .iPhone11ProMax, .iPhone11, .iPhoneSE, .iPhone8Plus, .iPad, .iPadPro11, .iPadPro13, .iPadMini, .mac
    ]

    /// The device scenes and previews are shown on unless they name one.
    public static let standard = Device.iPhone16

    /// The device known by `name` (or one of its other names), ignoring case and repeated spaces.
    /// - Parameter name: A name as Xcode lists it, such as `"iPhone 15 Pro"`.
    /// - Returns: The device, or `nil` when the catalog has none of that name.
    public static func named(_ name: String) -> Device? {
        let wanted = folded(name)
        return catalog.first { device in ([device.name] + device.otherNames).contains { folded($0) == wanted } }
    }

    /// Why `name` names no device, for messages: the nearest name when it looks like a typo, and
    /// the devices known (each by its main name; `zoetrope devices` lists the others).
    /// - Parameter name: The name that was not found.
    /// - Returns: `unknown device "iPhone 61" (did you mean "iPhone 11"?); known devices: …`.
    public static func unknownDeviceMessage(_ name: String) -> String {
        let names = catalog.flatMap { [$0.name] + $0.otherNames }
        let suggestion = NameSuggestion.hint(for: name, in: names)
        return "unknown device \"\(name)\"\(suggestion); known devices: " + catalog.map(\.name).joined(separator: ", ")
            + " and the models with the same screens (`zoetrope devices` lists them)"
    }

    private static func folded(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
