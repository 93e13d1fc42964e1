import ArgumentParser
import LayoutCore
import SceneCore

/// `zoetrope devices`: lists the devices scenes and previews can be shown on.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the devices --device, a scene file's canvas.device and .previewDevice can name: screen, scale and safe areas.",
        discussion: """
            One line each: the name, the other names it answers to, the screen upright in points and \
            its pixels per point, and the safe-area insets (top, leading, bottom, trailing) upright \
            and on its side. docs/devices.md says where each number comes from.
            """)

    func run() {
        for device in Device.catalog {
            print(Self.line(of: device))
        }
    }

    /// `iPhone 16 (also iPhone 15, …): 393×852 @3x, safe area 59 0 34 0, on its side 0 59 21 59`.
    static func line(of device: Device) -> String {
        let others = device.otherNames.isEmpty ? "" : " (also \(device.otherNames.joined(separator: ", ")))"
        let size = "\(NumberText.describe(Double(device.screenSize.width)))×\(NumberText.describe(Double(device.screenSize.height)))"
        return "\(device.name)\(others): \(size) @\(NumberText.describe(device.scale))x, safe area \(insets(device.safeArea)), "
            + "on its side \(insets(device.landscapeSafeArea))"
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map { NumberText.describe(Double($0)) }.joined(separator: " ")
    }
}
