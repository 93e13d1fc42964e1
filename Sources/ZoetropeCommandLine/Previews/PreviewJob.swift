import Foundation
import ViewTree

/// One preview to render: the program it is linked into, its place in that program's previews,
/// and where its files go. A program lists its previews as these (`previews --describe`), so
/// that `zoetrope previews` run in a package's root can render the previews of programs it built.
struct PreviewJob: Codable, Equatable {
    /// The program the preview is linked into; `nil` for this program.
    var program: String?
    /// Its place in the program's ``ViewTree/Preview/all``.
    var index: Int
    /// Its module.
    var module: String
    /// Its file (or provider type).
    var file: String
    /// Its line, for a `#Preview`.
    var line: Int?
    /// Its name as shown and saved.
    var name: String
    /// Where it is declared, as messages say it.
    var location: String
    /// Its path below the output folder, without an extension.
    var basePath: String

    /// The jobs of this program's previews, in order, with their paths.
    static func jobs(of previews: [ViewTree.Preview]) -> [PreviewJob] {
        zip(previews.indices, PreviewPaths.basePaths(of: previews)).map { index, basePath in
            let preview = previews[index]
            return PreviewJob(index: index, module: preview.module, file: preview.file, line: preview.line,
                              name: preview.displayName, location: preview.location, basePath: basePath)
        }
    }

    /// Its name on `zoetrope preview`'s page: its path with ` › ` between the parts
    /// (`Cards › Badge.swift › Badge`), since a scene's name has no slash.
    var sceneName: String {
        basePath.replacingOccurrences(of: "/", with: " › ")
    }

    /// The outcome of the preview before it is rendered: failed, with nothing written.
    var unrendered: PreviewOutcome {
        PreviewOutcome(name: name, module: module, file: file, line: line, location: location, status: .failed)
    }
}
