import Synchronization
import Testing

/// The issues an expectation records, captured so that a test can read their messages.
///
/// `withKnownIssue` passes each issue recorded in its body to its matcher, once; an issue the
/// matcher rejects is recorded as a real failure, and a body that records no issue at all fails
/// with "Known issue was not recorded". Matching every issue and keeping it therefore both proves
/// that the expectation failed and lets the test check what it said.
/// - Parameters:
///   - comment: Why these issues are expected.
///   - body: The expectations that should fail.
/// - Returns: The messages of the issues recorded, in order, each with where it was recorded.
func recordedIssues(_ comment: Comment, in body: () -> Void) -> [RecordedIssue] {
    let log = IssueLog()
    withKnownIssue(comment) {
        body()
    } matching: { issue in
        log.append(RecordedIssue(message: issue.comments.map(\.rawValue).joined(separator: "\n"),
                                 fileID: issue.sourceLocation?.fileID, line: issue.sourceLocation?.line))
        return true
    }
    return log.issues
}

/// One captured issue.
struct RecordedIssue: Sendable, Equatable {
    /// The issue's comment.
    let message: String
    /// The file it was recorded in.
    let fileID: String?
    /// The line it was recorded at.
    let line: Int?
}

/// Issues collected from the matcher, which may be called on any thread.
private final class IssueLog: Sendable {
    private let storage = Mutex<[RecordedIssue]>([])

    func append(_ issue: RecordedIssue) { storage.withLock { $0.append(issue) } }

    var issues: [RecordedIssue] { storage.withLock { $0 } }
}
