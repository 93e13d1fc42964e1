import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ScenePreview
import Synchronization

/// A `zoetrope preview` server run in this process on a free loopback port, and a client that asks
/// it for one path at a time over a kept-alive connection, as the page does.
final class ServedPreview: Sendable {
    /// Why the server or a request failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let server: PreviewServer
    private let base: URL
    private let session: URLSession

    /// Starts serving `scene` and waits until the server listens.
    /// - Parameters:
    ///   - scene: The scene file.
    ///   - frameCacheBytes: The server's frame cache; 0 keeps no frame, so every request draws.
    init(scene: URL, frameCacheBytes: Int) async throws {
        let server = try PreviewServer(sources: [.file(scene.path)], host: "127.0.0.1", port: 0, frameCacheBytes: frameCacheBytes)
        self.server = server
        base = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<URL, any Error>) in
            let once = Once()
            Task.detached {
                do throws(PreviewError) {
                    try await server.run { url in
                        if once.claim() { continuation.resume(returning: url) }
                    }
                } catch {
                    if once.claim() { continuation.resume(throwing: error) }
                }
            }
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 1
        session = URLSession(configuration: configuration)
    }

    /// The body of `GET path` (such as `/api/scenes/text1080_61/frames/30.png`).
    /// - Throws: ``Failure`` for a status other than 200 or a failed connection.
    func get(_ path: String) async throws -> Data {
        guard let url = URL(string: path, relativeTo: base) else { throw Failure(description: "bad path \(path)") }
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: url) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard status == 200, let data else {
                    return continuation.resume(throwing: Failure(description: "\(path): status \(status)"))
                }
                continuation.resume(returning: data)
            }.resume()
        }
    }

    /// Stops the server.
    func stop() {
        session.invalidateAndCancel()
        server.stop()
    }
}

/// True for the first caller only: the server's start is reported once, whether it listens or fails.
private final class Once: Sendable {
    private let claimed = Mutex(false)

    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
