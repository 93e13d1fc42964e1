import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import SceneExport

/// A format `--format` names.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, csv, svg, pdf, mp4, webm, gif, apng

    /// The sink that writes it.
    /// - Parameters:
    ///   - compression: PNG compression.
    ///   - crf: The videos' constant-rate factor, if given.
    ///   - preset: libx264's preset for the MP4, if given.
    ///   - sceneName: The scene's name, for single files such as `wheel.mp4`.
    func sink(compression: PNGEncodingOptions, crf: Int?, preset: VideoPreset? = nil, sceneName: String) -> FrameSink {
        switch self {
        case .png: .png(compression)
        case .csv: .csv
        case .svg: .svg
        case .pdf: .pdf(fileName: "\(sceneName).pdf")
        case .mp4: .video(.mp4, fileName: "\(sceneName).mp4", crf: crf, preset: preset)
        case .webm: .video(.webm, fileName: "\(sceneName).webm", crf: crf)
        case .gif: .video(.gif, fileName: "\(sceneName).gif")
        case .apng: .video(.apng, fileName: "\(sceneName).apng")
        }
    }

    /// Reads `png,csv`, or `all` for every format, in the order given, without repeats.
    static func parseList(_ text: String) throws -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let expanded: [OutputFormat]
            if name == "all" {
                expanded = allCases
            } else if let format = OutputFormat(rawValue: name) {
                expanded = [format]
            } else {
                let known = (allCases.map(\.rawValue) + ["all"]).joined(separator: ", ")
                throw ValidationError("--format: unknown format '\(name)'; expected a comma-separated list of \(known)")
            }
            formats += expanded.filter { !formats.contains($0) }
        }
        return formats
    }
}
