import FrameComposition
import FrameRendering
import Foundation
import SceneCore

extension FrameSink {
    /// The CSV file's name.
    public static let csvFileName = "trajectories.csv"

    /// `trajectories.csv`: one row per view per frame (``TrajectoryCSV``'s columns), formatted on
    /// the workers and streamed to the file in frame order. Shards' parts are joined under one header.
    public static let csv = FrameSink(
        name: "csv",
        settings: ["csv": "frame,time,view,x,y,width,height,rotation,param:*,scale,opacity,label,id"],
        wholeRenderFile: csvFileName,
        joinParts: joinCSVParts,
        makeEncoder: { scene in CSVRowEncoder(csv: TrajectoryCSV(scene: scene)) },
        start: { start throws(RenderError) in try CSVStreamWriter(destination: start.destination, csv: TrajectoryCSV(scene: start.scene)) })

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

/// Streams CSV rows to a file: the header at the start, each frame's rows as its encoder made them.
private final class CSVStreamWriter: FrameSinkWriter {
    private let file: StreamFile

    init(destination: URL, csv: TrajectoryCSV) throws(RenderError) {
        file = try StreamFile(url: destination, hashing: true)
        do throws(RenderError) {
            try file.write(csv.header + "\n")
        } catch {
            file.discard()
            throw error
        }
    }

    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
        guard let encoded else { throw .internalFailure("frame \(frame.frame) reached the CSV without its rows") }
        try file.write(encoded)
    }

    func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)? {
        guard case .completed = outcome else {
            file.discard()
            return nil
        }
        do throws(RenderError) {
            try file.close()
        } catch {
            file.discard()
            throw error
        }
        return file.digest()
    }
}

/// Formats a frame's rows on a worker, so rows are formatted in parallel and the writer only appends.
private final class CSVRowEncoder: FrameEncoding {
    private let csv: TrajectoryCSV
    /// The worker's memory for a frame's rows, kept from frame to frame: the rows are formatted
    /// into it and handed over as a copy of exactly their size, so no frame formats into freshly
    /// mapped memory.
    private var scratch: [UInt8] = []

    init(csv: TrajectoryCSV) {
        self.csv = csv
    }

    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] {
        scratch.removeAll(keepingCapacity: true)
        do throws(SceneError) {
            try csv.appendRows(for: frame.sample, frame: frame.frame, to: &scratch)
        } catch {
            throw .scene(error)
        }
        // A copy, never the scratch's own storage (which `Array(scratch)` would share); none for no
        // rows, as `Array(unsafeUninitializedCapacity: 0)` writes into the one shared empty array.
        guard !scratch.isEmpty else { return [] }
        return scratch.withUnsafeBufferPointer { rows in
            [UInt8](unsafeUninitializedCapacity: rows.count) { copy, count in
                count = copy.initialize(fromContentsOf: rows)
            }
        }
    }
}
