import ViewTree

/// Where each preview's files go, below the output folder: `<Module>/<File>/<Name>.png` (a
/// provider's previews under its type's name), its animation and trajectories in
/// `<Module>/<File>/<Name>/`. Two previews of one file with one name are told apart as
/// `Name (2)`. The same program always gives the same paths, so a child process finds its
/// preview's from the preview's index alone.
enum PreviewPaths {
    /// The base path (no extension) of each of `previews`, in order.
    static func basePaths(of previews: [ViewTree.Preview]) -> [String] {
        var taken: Set<String> = []
        return previews.map { preview in
            let folder = [component(preview.module.isEmpty ? "Module" : preview.module), component(preview.file)].joined(separator: "/")
            let name = component(preview.displayName)
            var path = "\(folder)/\(name)"
            var copy = 2
            while !taken.insert(path.lowercased()).inserted {
                path = "\(folder)/\(name) (\(copy))"
                copy += 1
            }
            return path
        }
    }

    /// A name made safe as one path component: no slash, no control character, not empty, not
    /// `.` or `..`.
    static func component(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) ? "-" : $0 })
            .trimmingCharacters(in: .whitespaces)
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "Preview" : cleaned
    }
}
