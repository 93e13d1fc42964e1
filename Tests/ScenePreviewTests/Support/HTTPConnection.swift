import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 answer: status, headers (names in lower case) and body.
struct HTTPAnswer: Sendable {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object, or nil.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}

/// Why a request failed below HTTP.
struct ConnectionError: Error, CustomStringConvertible {
    let description: String
}

/// A TCP connection to the server on this machine, speaking just enough HTTP/1.1 to send a request
/// exactly as written (`..` and `%2F` untouched, as a browser or curl might normalize them) and read
/// the answer: a test's own client, so nothing between the test and the server rewrites the path.
final class HTTPConnection {
    private let socket: Int32
    private var buffered: [UInt8] = []

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ConnectionError(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw ConnectionError(description: "connect to port \(port): \(reason)")
        }
    }

    deinit { close(socket) }

    /// Sends `GET path` (as written) with `Connection: close`, or another method.
    func send(_ path: String, method: String = "GET") throws {
        let request = Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ConnectionError(description: "write: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Reads more bytes into the buffer; false at the end of the stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { return true }
            throw ConnectionError(description: "read: \(String(cString: strerror(errno)))")
        }
        buffered += chunk[..<count]
        return count > 0
    }

    /// The next line (without CRLF or LF), or nil at the end of the stream.
    func readLine() throws -> String? {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffered[..<end])
                buffered.removeFirst(end + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard try fill() else { return nil }
        }
    }

    /// The status line and headers of the answer.
    func readHead() throws -> (status: Int, headers: [String: String]) {
        guard let statusLine = try readLine() else { throw ConnectionError(description: "the server closed without answering") }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw ConnectionError(description: "bad status line '\(statusLine)'") }
        var headers: [String: String] = [:]
        while let line = try readLine(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// The whole body: by its length, chunked, or to the end of the stream.
    func readBody(headers: [String: String]) throws -> [UInt8] {
        if let length = headers["content-length"].flatMap(Int.init) {
            while buffered.count < length { guard try fill() else { break } }
            return Array(buffered.prefix(length))
        }
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            var body: [UInt8] = []
            while let sizeLine = try readLine(), let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16), size > 0 {
                while buffered.count < size + 2 { guard try fill() else { break } }
                body += buffered.prefix(size)
                buffered.removeFirst(min(size + 2, buffered.count))
            }
            return body
        }
        while try fill() {}
        return buffered
    }

    /// One whole request and its answer, on a connection of its own.
    static func get(_ path: String, port: Int, method: String = "GET") throws -> HTTPAnswer {
        let connection = try HTTPConnection(port: port)
        try connection.send(path, method: method)
        let (status, headers) = try connection.readHead()
        return HTTPAnswer(status: status, headers: headers, body: try connection.readBody(headers: headers))
    }
}
