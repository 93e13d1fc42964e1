import CairoRasterizer
import Foundation
import SnapshotTesting
import Synchronization
import Testing
import Zoetrope
import ZoetropeSnapshotTesting
@testable import PreviewExamples

/// The examples' previews as snapshot tests, one test case per preview, with their goldens in
/// `__Snapshots__/PreviewSnapshotTests/`; the one-call form on this target's own previews; and a
/// broken view failing exactly its preview's snapshot, with a difference picture.
@Suite struct PreviewSnapshotTests {
    @Test(arguments: Preview.all(in: "PreviewExamples"))
    func examplePreview(_ preview: Preview) {
        assertPreviewSnapshot(of: preview)
    }

    @Test func everyPreviewOfAModuleInOneCall() {
        assertPreviewSnapshots(in: "PreviewTests")
    }

    @Test func aModuleWithoutPreviewsIsAFailureNamingThoseWithSome() {
        withKnownIssue {
            assertPreviewSnapshots(in: "NoSuchModule", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the module NoSuchModule has no previews in this test program; these have some:") }
        }
    }

    @Test func aBrokenViewFailsItsPreviewWithADifferencePicture() throws {
        let fits = try #require(Preview.all(in: "PreviewExamples").first { $0.displayName == "Fits" })
        // The same preview after an edit to its view: the avatar's tint changed.
        let broken = Preview("Fits", traits: [.sizeThatFits], fileID: "PreviewExamples/ProfileCard.swift", line: fits.line ?? 0) {
            AnyView(ProfileCard(name: "Grace Hopper", role: "Rear admiral", tint: .red))
        }
        let said = Mutex("")
        withKnownIssue {
            assertPreviewSnapshot(of: broken, record: .never, testName: "examplePreview(_:)")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            said.withLock { $0 = text }
            return text.contains("the preview PreviewExamples/ProfileCard.swift:37 \"Fits\" does not match its snapshot")
        }
        let message = said.withLock { $0 }
        #expect(message.contains("pixels differ"), "\(message)")
        let path = try #require(message.range(of: "The difference image is at ").map { message[$0.upperBound...] }?
            .prefix { !$0.isNewline }.dropLast(), "no difference image in: \(message)")
        let difference = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: String(path)))
        #expect(difference.width > 0 && difference.height > 0)
    }
}
