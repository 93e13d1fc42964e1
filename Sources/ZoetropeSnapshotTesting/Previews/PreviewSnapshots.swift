import CairoRasterizer
import Foundation
import SceneExport
import SnapshotTesting
import Testing
import XCTest
import Zoetrope

/// Makes every preview of a module a snapshot test: its still (the last frame, where its
/// animations end) as a PNG golden, and for a preview that moves, its trajectories as a CSV
/// golden too, as `zoetrope previews` renders them.
///
/// ```swift
/// import Testing
/// import ZoetropeSnapshotTesting
/// @testable import MyViews
///
/// @Test func previews() {
///     assertPreviewSnapshots(in: "MyViews")
/// }
/// ```
///
/// The goldens are recorded on the first run (swift-snapshot-testing's record mode: `record:`,
/// `withSnapshotTesting(record: .all)` or `SNAPSHOT_TESTING_RECORD=all`), into
/// `__Snapshots__/<test file>/` beside the test, one per preview, named after its module, file
/// and name. A preview whose picture changes fails with the number of pixels that differ and a
/// difference image; one that moves also attaches a sheet of its frames. For one test case per
/// preview, give ``assertPreviewSnapshot(of:record:fileID:file:testName:line:column:)`` the
/// previews as arguments: `@Test(arguments: Preview.all(in: "MyViews"))`.
/// - Parameters:
///   - module: The module whose previews to test; it must have some.
///   - record: When to write goldens; swift-snapshot-testing's current setting by default.
public func assertPreviewSnapshots(
    in module: String, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let previews = Preview.all(in: module)
    guard !previews.isEmpty else {
        let modules = Set(Preview.all.map(\.module)).sorted()
        PreviewSnapshotFailure.record("the module \(module) has no previews in this test program"
            + (modules.isEmpty ? "; none has: does the test target depend on it?" : "; these have some: \(modules.joined(separator: ", "))"),
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for preview in previews {
        assertPreviewSnapshot(of: preview, record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Snapshot-tests one preview: its still as a PNG golden and, when it moves, its trajectories as
/// a CSV golden, named after its module, file and name; as ``assertPreviewSnapshots(in:record:fileID:file:testName:line:column:)``
/// does for each.
///
/// ```swift
/// @Test(arguments: Preview.all(in: "MyViews"))
/// func preview(_ preview: Preview) {
///     assertPreviewSnapshot(of: preview)
/// }
/// ```
/// - Parameters:
///   - preview: The preview.
///   - record: When to write goldens; swift-snapshot-testing's current setting by default.
public func assertPreviewSnapshot(
    of preview: Preview, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let scene: Scene
    do {
        scene = try Scene(preview: preview, textMeasurer: CairoTextMeasurer())
    } catch {
        PreviewSnapshotFailure.record("the preview \(preview.location) \"\(preview.displayName)\" cannot be shown: \(error.description)",
                                      fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let name = "\(preview.module)-\(preview.file)-\(preview.displayName)"
    let moves = scene.clock.frameCount > 1
    var failures: [String] = []
    if let failure = verifySnapshot(of: scene, as: .lastFrame, named: name, record: record, fileID: fileID, file: filePath,
                                    testName: testName, line: line, column: column) {
        failures.append(failure)
    }
    if moves, let failure = verifySnapshot(of: scene, as: .trajectories, named: name, record: record, fileID: fileID, file: filePath,
                                           testName: testName, line: line, column: column) {
        failures.append(failure)
    }
    guard !failures.isEmpty else { return }
    if moves, Test.current != nil, case .success(let sheet) = SnapshotRendering.sheet(frames: ContactSheet.defaultFrames(of: scene),
                                                                                       cellWidth: 120, of: scene),
       let bytes = try? PNGEncoder.encode(sheet) {
        Attachment.record(bytes, named: "\(PreviewSnapshotFailure.fileName(name))-frames.png")
    }
    PreviewSnapshotFailure.record("the preview \(preview.location) \"\(preview.displayName)\" does not match its snapshot:\n"
        + failures.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records a failure of a preview snapshot in whichever testing library runs the test.
enum PreviewSnapshotFailure {
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath),
                                                                                    line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// A name made safe as a file name, as swift-snapshot-testing makes its snapshots' names.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
