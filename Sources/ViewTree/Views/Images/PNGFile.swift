import Foundation

/// A PNG file an `Image("name")` shows: where it is, its size in pixels (read from its header)
/// and how many pixels make a point.
struct PNGFile {
    /// The file's path.
    let path: String
    /// Its width and height in pixels.
    let size: CGSize
    /// Pixels per point: 2 for an image set's @2x picture; 1 for a loose file.
    var scale: CGFloat = 1

    /// Its width and height in points: the size in pixels divided by the scale.
    var pointSize: CGSize {
        CGSize(width: size.width / scale, height: size.height / scale)
    }

    /// The folders looked in after the bundle: `ZOETROPE_IMAGES`'s, then `Images/`.
    static var searchFolders: [String] {
        let listed = ProcessInfo.processInfo.environment["ZOETROPE_IMAGES"]?.split(separator: ":").map(String.init) ?? []
        return listed.filter { !$0.isEmpty } + ["Images"]
    }

    /// The picture `name` names: the image set `name.imageset` in any asset catalog or folder
    /// under `bundle`'s resources or the search folders (see ``ImageSet``); failing that, the
    /// PNG file `name` (`.png` added when missing) in `bundle` or the search folders. `nil` when
    /// none is found, or the one found is not a PNG with a size.
    static func locate(_ name: String, in bundle: Bundle?) -> PNGFile? {
        if !name.lowercased().hasSuffix(".png"), let picture = ImageSet.picture(named: name, under: AssetFolders.roots(of: bundle)) {
            return picture
        }
        let file = name.lowercased().hasSuffix(".png") ? name : name + ".png"
        var candidates: [String] = []
        if let bundle {
            let base = (file as NSString).deletingPathExtension
            if let url = bundle.url(forResource: base, withExtension: "png") { candidates.append(url.path) }
            candidates.append((bundle.bundlePath as NSString).appendingPathComponent(file))
        }
        candidates += searchFolders.map { ($0 as NSString).appendingPathComponent(file) }
        for path in candidates {
            if let size = pixelSize(ofPNGAt: path) { return PNGFile(path: path, size: size) }
        }
        return nil
    }

    /// The width and height in a PNG file's header (its IHDR chunk, the first after the
    /// signature); `nil` for a file that cannot be read or is not a PNG.
    static func pixelSize(ofPNGAt path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (number(16), number(20))
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
