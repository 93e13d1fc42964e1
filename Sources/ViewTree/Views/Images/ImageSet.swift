import Foundation
import Synchronization

/// The picture of an asset catalog's image set (`Assets.xcassets/avatar.imageset`, its
/// `Contents.json` naming a PNG per scale), as `Image("avatar")`, `UIImage(named:)` and
/// `Image(.avatar)` find it: the one lookup they share.
enum ImageSet {
    /// The PNG the image set `name` shows, found in the first of `roots` holding the set (see
    /// ``AssetFolders``): for any appearance but dark, the picture of the smallest scale (no scale
    /// counting as 1x), laid out at that scale. `nil` when no such set has a readable PNG. Looked
    /// up once per name and places.
    static func picture(named name: String, under roots: [String]) -> PNGFile? {
        let key = ([name] + roots).joined(separator: "\u{0}")
        return found.withLock { found in
            if let known = found[key] { return known }
            let file = roots.lazy.compactMap { AssetFolders.set(name + ".imageset", under: $0) }.compactMap(picture(inSet:)).first
            found[key] = .some(file)
            return file
        }
    }

    /// The pictures looked up, by name and places.
    private static let found = Mutex<[String: PNGFile?]>([:])

    /// The PNG of the image set at `set` that Zoetrope draws, with its scale.
    private static func picture(inSet set: String) -> PNGFile? {
        let contents = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
              let document = try? JSONDecoder().decode(ImageSetDocument.self, from: data) else { return nil }
        let candidates = document.images.filter { entry in
            guard let file = entry.filename, file.lowercased().hasSuffix(".png") else { return false }
            return !(entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false)
        }
        guard let smallest = candidates.min(by: { $0.scaleFactor < $1.scaleFactor }), let file = smallest.filename else { return nil }
        let path = (set as NSString).appendingPathComponent(file)
        guard let size = PNGFile.pixelSize(ofPNGAt: path) else { return nil }
        return PNGFile(path: path, size: size, scale: smallest.scaleFactor)
    }
}

/// An image set's `Contents.json`, as far as its pictures go.
private struct ImageSetDocument: Decodable {
    struct Appearance: Decodable {
        let appearance: String
        let value: String
    }

    struct Entry: Decodable {
        let filename: String?
        let scale: String?
        let appearances: [Appearance]?

        /// The scale as a number: 2 for `"2x"`; 1 when none (or none above zero) is given.
        var scaleFactor: CGFloat {
            let factor = scale.flatMap { Double($0.lowercased().replacingOccurrences(of: "x", with: "")) } ?? 1
            return factor > 0 ? CGFloat(factor) : 1
        }
    }

    let images: [Entry]
}
