import FrameComposition
import FrameRendering
import Foundation
import SceneDescription

extension FrameSink {
    /// The CSV file's name.
    public static let csvFileName = "trajectories.csv"

    /// `trajectories.csv`: one row per view per frame (``FrameRendering/TrajectoryCSV``'s
    /// columns), streamed to the file in frame order. Shards' parts are joined under one header.
    public static let csv = FrameSink(
        name: "csv",
        settings: ["csv": "frame,time,view,x,y,width,height,rotation,param:*"],
        wholeRender: WholeRenderFile(
            fileName: csvFileName,
            makeEncoder: { CSVRowEncoder() },
            makeWriter: { destination, scene, _ throws(RenderError) in
                try CSVStreamWriter(destination: destination, parameterNames: scene.parameterNames)
            },
            joinParts: joinCSVParts))

    /// Writes the header of the first part and the rows of every part.
    private static func joinCSVParts(_ parts: [URL], into destination: URL) throws(RenderError) {
        let output = try StreamFile(url: destination)
        for (index, part) in parts.enumerated() {
            let bytes: [UInt8]
            do {
                bytes = try [UInt8](Data(contentsOf: part))
            } catch {
                output.abandon()
                throw .merge(folder: part.deletingLastPathComponent().relativePath, message: "cannot read \(part.lastPathComponent): \(error)")
            }
            let headerEnd = (bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
            try output.write(index == 0 ? bytes[...] : bytes[headerEnd...])
        }
        try output.close()
    }
}

/// Streams CSV rows to a file.
private final class CSVStreamWriter: FrameStreamWriting {
    private let file: StreamFile

    init(destination: URL, parameterNames: [String]) throws(RenderError) {
        file = try StreamFile(url: destination, hashing: true)
        try file.write(TrajectoryCSV.header(parameterNames: parameterNames) + "\n")
    }

    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
        if let encoded {
            try file.write(encoded)
        } else {
            var rows: [UInt8] = []
            TrajectoryCSV.appendRows(for: frame.sample, frame: frame.frame, to: &rows)
            try file.write(rows)
        }
    }

    func finish() throws(RenderError) { try file.close() }

    func abandon() { file.abandon() }

    func digest() -> (sha256: String, bytes: Int)? { file.digest() }
}

/// Formats a frame's rows on a worker, so rows are written in parallel and the writer only appends.
private final class CSVRowEncoder: FrameEncoding {
    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        var rows: [UInt8] = []
        TrajectoryCSV.appendRows(for: frame.sample, frame: frame.frame, to: &rows)
        return rows
    }
}
