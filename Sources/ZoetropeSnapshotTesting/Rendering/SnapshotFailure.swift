import Foundation
import Testing
import XCTest

/// Records that a snapshot could not be made, in whichever testing library is running the test
/// (a snapshot closure cannot throw), and hands back a stand-in that will not match.
enum SnapshotFailure {
    /// The snapshot, or `placeholder` after recording why there is none.
    /// - Parameters:
    ///   - result: The snapshot or the reason.
    ///   - placeholder: What to compare instead: an empty image, an error line.
    ///   - strategy: The strategy's name, for the message.
    static func value<Format>(_ result: Result<Format, SnapshotError>, or placeholder: Format, strategy: String) -> Format {
        switch result {
        case .success(let value):
            return value
        case .failure(let error):
            let message = "the \(strategy) snapshot could not be made: \(error.description)"
            if Test.current != nil {
                Issue.record(Comment(rawValue: message))
            } else {
                XCTFail(message)
            }
            return placeholder
        }
    }
}
