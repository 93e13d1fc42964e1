import Foundation
import Hummingbird

/// A request the API refuses, as the JSON body `{"error": "…", "status": N}` with that status.
package struct APIProblem: Error, Sendable {
    /// The HTTP status.
    package let status: HTTPResponse.Status
    /// What was wrong, in words.
    package let message: String

    /// Creates a refusal.
    package init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The response.
    package var response: Response {
        let body: [String: JSONValue] = ["error": .string(message), "status": .number(status.code)]
        return PreviewResponses.json(body, status: status)
    }
}
