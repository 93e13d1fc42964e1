import CairoRasterizer
import Foundation
import SnapshotTesting
import Testing

/// Hands a difference image to whoever can show it: a Swift Testing attachment (saved by
/// `swift test --attachments-path <folder>`), swift-snapshot-testing's own attachment list, and a
/// file in the artifacts folder (`SNAPSHOT_ARTIFACTS`, or the temporary folder), whose path the
/// failure message gives, since swift-snapshot-testing saves no attachments on Linux.
enum DifferenceReport {
    /// Saves `image` and returns the attachments and the sentence that says where it is.
    /// - Parameters:
    ///   - image: The difference image.
    ///   - name: Its file name, such as `difference.png`.
    /// - Returns: swift-snapshot-testing's attachments, and ` The difference image is at <path>.`
    ///   (empty when it could not be written).
    static func attach(_ image: RasterImage, named name: String) -> (attachments: [DiffAttachment], sentence: String) {
        guard let bytes = try? PNGEncoder.encode(image) else { return ([], "") }
        if Test.current != nil {
            Attachment.record(bytes, named: name)
        }
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                         isDirectory: true).appendingPathComponent("zoetrope-differences", isDirectory: true)
        let file = folder.appendingPathComponent("\(UUID().uuidString)-\(name)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        } catch {
            return ([.data(Data(bytes), name: name)], "")
        }
        return ([.data(Data(bytes), name: name)], " The difference image is at \(file.path).")
    }
}
