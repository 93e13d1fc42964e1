import Foundation
import Hummingbird

/// How the server's answers are made: JSON, PNG, CSV and the page's files, never cached by the
/// browser, since a scene changes under the same address when its file is saved.
package enum PreviewResponses {
    /// A value as JSON (keys sorted).
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data(#"{"error":"the answer could not be written as JSON","status":500}"#.utf8)
        return bytes([UInt8](data), type: "application/json; charset=utf-8", status: status)
    }

    /// Bytes of a given content type.
    static func bytes(_ bytes: [UInt8], type: String, status: HTTPResponse.Status = .ok) -> Response {
        var buffer = ByteBufferAllocator().buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        return Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: ResponseBody(byteBuffer: buffer))
    }
}
