import Foundation
import Synchronization
import FrameRendering

/// A colour from an asset catalog's colour set, as Xcode writes one:
/// `Assets.xcassets/Brand.colorset/Contents.json`, with a universal colour and, optionally, one
/// for the dark appearance (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
/// Components are written as decimals (`"0.800"`), 0–255 integers (`"204"`) or hex (`"0xCC"`).
struct AssetColor {
    /// The colour set's light and dark values.
    let pair: SystemColorTable.Pair

    /// The colour set named `name`: `name.colorset` in any asset catalog (`*.xcassets`) or folder
    /// under `bundle`'s resources, then under the `ZOETROPE_IMAGES` folders, then `Images/`;
    /// `nil` when none is found or it cannot be read. Read once per name and place.
    static func locate(_ name: String, in bundle: Bundle?) -> AssetColor? {
        let roots = AssetFolders.roots(of: bundle)
        let key = ([name] + roots).joined(separator: "\u{0}")
        return cache.withLock { found in
            if let known = found[key] { return known }
            let color = roots.lazy.compactMap { contents(of: name, under: $0) }.first.flatMap(read)
            found[key] = .some(color)
            return color
        }
    }

    /// What has been looked up, by name and places.
    private static let cache = Mutex<[String: AssetColor?]>([:])

    /// The `Contents.json` of `name.colorset` under `root`, at most three folders deep.
    private static func contents(of name: String, under root: String) -> Data? {
        AssetFolders.set(name + ".colorset", under: root).flatMap {
            FileManager.default.contents(atPath: ($0 as NSString).appendingPathComponent("Contents.json"))
        }
    }

    /// The colour set in `data`: its universal colour, and its dark one if it has one.
    private static func read(_ data: Data) -> AssetColor? {
        guard let document = try? JSONDecoder().decode(ColorSetDocument.self, from: data) else { return nil }
        let isDark = { (entry: ColorSetDocument.Entry) in
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
        }
        guard let light = document.colors.first(where: { !isDark($0) })?.color?.rgba else { return nil }
        let dark = document.colors.first(where: isDark)?.color?.rgba ?? light
        return AssetColor(pair: SystemColorTable.Pair(light: light, dark: dark))
    }
}

/// A colour set's `Contents.json`, as far as its colours go.
private struct ColorSetDocument: Decodable {
    struct Appearance: Decodable {
        let appearance: String
        let value: String
    }

    struct Entry: Decodable {
        let color: ColorValue?
        let appearances: [Appearance]?
    }

    struct ColorValue: Decodable {
        let components: [String: String]

        /// The colour, when every component reads.
        var rgba: RGBAColor? {
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            return RGBAColor(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
        }

        /// A component, 0…1, from `"0.8"`, `"204"` or `"0xCC"`.
        private func component(_ name: String) -> Double? {
            guard let text = components[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(text) else { return nil }
            return text.contains(".") ? value : value / 255
        }
    }

    let colors: [Entry]
}

extension Color {
    /// The colour set `name` from an asset catalog: SwiftUI's `Color(_:bundle:)`, written
    /// `Color("Brand")`. Looked for as `name.colorset/Contents.json` in any asset catalog or folder
    /// under the bundle's resources (`bundle: .module` for a package's `.copy("Assets.xcassets")`),
    /// then the `ZOETROPE_IMAGES` folders, then `Images/`; its dark value is used in the dark
    /// appearance. A name found nowhere is clear, as SwiftUI draws a colour its catalog lacks.
    /// - Parameters:
    ///   - name: The colour set's name.
    ///   - bundle: The bundle to look in first; none by default.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(AssetColor.locate(name, in: bundle)?.pair ?? SystemColorTable.Pair(light: .clear, dark: .clear))
    }
}
