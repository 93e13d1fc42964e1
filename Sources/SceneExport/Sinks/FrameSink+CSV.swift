import FrameComposition
import FrameRendering
import Foundation
import SceneCore

extension FrameSink {
    /// The CSV file's name.
    public static let csvFileName = "trajectories.csv"

    /// `trajectories.csv`: one row per view per frame (``TrajectoryCSV``'s
    /// columns), streamed to the file in frame order. Shards' parts are joined under one header.
    public static let csv = FrameSink(
        name: "csv",
        settings: ["csv": "frame,time,view,x,y,width,height,rotation,param:*,scale,opacity,label,id"],
        wholeRender: WholeRenderFile(
            fileName: csvFileName,
            makeEncoder: { scene in CSVRowEncoder(csv: TrajectoryCSV(scene: scene)) },
            makeWriter: { destination, scene, _ throws(RenderError) in
                try CSVStreamWriter(destination: destination, csv: TrajectoryCSV(scene: scene))
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
    private let csv: TrajectoryCSV

    init(destination: URL, csv: TrajectoryCSV) throws(RenderError) {
        self.csv = csv
        file = try StreamFile(url: destination, hashing: true)
        try file.write(csv.header + "\n")
    }

    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
        if let encoded {
            try file.write(encoded)
        } else {
            try file.write(try CSVRowEncoder.rows(of: frame, csv: csv))
        }
    }

    func finish() throws(RenderError) { try file.close() }

    func abandon() { file.abandon() }

    func digest() -> (sha256: String, bytes: Int)? { file.digest() }
}

/// Formats a frame's rows on a worker, so rows are written in parallel and the writer only appends.
private final class CSVRowEncoder: FrameEncoding {
    private let csv: TrajectoryCSV

    init(csv: TrajectoryCSV) {
        self.csv = csv
    }

    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        try Self.rows(of: frame, csv: csv)
    }

    /// The rows of one frame, as bytes.
    static func rows(of frame: ComposedFrame, csv: TrajectoryCSV) throws(RenderError) -> [UInt8] {
        var rows: [UInt8] = []
        do throws(SceneError) {
            try csv.appendRows(for: frame.sample, frame: frame.frame, to: &rows)
        } catch {
            throw .scene(error)
        }
        return rows
    }
}
