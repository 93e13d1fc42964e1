import Foundation

/// Where asset sets are looked for: the folders `Image("name")`, `UIImage(named:)`,
/// `Color("name")` and the resource forms search for `name.imageset` and `name.colorset`.
enum AssetFolders {
    /// The folders searched, in order: `bundle`'s resources (when given), then the
    /// `ZOETROPE_IMAGES` folders, then `Images/`.
    static func roots(of bundle: Bundle?) -> [String] {
        (bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? []) + PNGFile.searchFolders
    }

    /// The folder `setName` (such as `avatar.imageset`) holding a `Contents.json`, in `root` or a
    /// folder under it at most three deep (an asset catalog, `Assets.xcassets`, and the groups in
    /// it); the shallowest one found, or `nil`.
    static func set(_ setName: String, under root: String) -> String? {
        let manager = FileManager.default
        var folders = [root]
        for _ in 0..<4 {
            var next: [String] = []
            for folder in folders {
                let set = (folder as NSString).appendingPathComponent(setName)
                if manager.fileExists(atPath: (set as NSString).appendingPathComponent("Contents.json")) { return set }
                next += subfolders(of: folder)
            }
            folders = next
        }
        return nil
    }

    /// The folders inside `folder` that may hold asset sets: not sets themselves, not hidden.
    private static func subfolders(of folder: String) -> [String] {
        let manager = FileManager.default
        let children = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        return children.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".imageset") && !$0.hasSuffix(".colorset") }
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { var isFolder: ObjCBool = false; return manager.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
    }
}
