import Foundation

/// What a request to the preview server asks for, read from its path alone.
///
/// The path is parsed strictly, segment by segment, before anything is looked up: a segment that
/// is empty, `.` or `..`, or that holds an encoded slash or backslash, a NUL or a bad percent
/// escape, makes the whole request ``invalid``. A scene is then looked up by name among the served
/// scenes only, and the page's files among its own resources only, so no path can reach a file
/// outside them.
package enum PreviewRoute: Equatable, Sendable {
    /// `/`: the page.
    case page
    /// `/page/NAME`: one of the page's files (`preview.js`, `preview.css`).
    case pageFile(String)
    /// `/api/scenes`: the served scenes' names.
    case sceneList
    /// `/api/scenes/NAME`: one scene's description.
    case scene(String)
    /// `/api/scenes/NAME/frames/N.png`: frame N (the text between `frames/` and `.png`, checked later).
    case frame(scene: String, frame: String)
    /// `/api/scenes/NAME/frames/N.json`: frame N's parameters and views' values (N as for ``frame(scene:frame:)``).
    case frameValues(scene: String, frame: String)
    /// `/api/scenes/NAME/trajectories.csv`: every frame's trajectories.
    case trajectories(String)
    /// `/api/scenes/NAME/parameters.json`: every layout parameter at every frame.
    case parameters(String)
    /// `/api/events`: server-sent events.
    case events
    /// No such place: the path names nothing the server serves.
    case notFound(String)
    /// A path the server refuses to read at all (`..`, encoded slashes, …), with why.
    case invalid(String)

    /// Reads a request's path (as sent, percent-encoded, without its query).
    /// - Parameter rawPath: The path, starting with `/`; a query after `?` is ignored.
    /// - Returns: The route; ``invalid(_:)`` for a path that is not absolute or has a bad segment.
    package init(path rawPath: String) {
        let path = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasPrefix("/") else {
            self = .invalid("the path '\(path)' does not start with /")
            return
        }
        if path == "/" {
            self = .page
            return
        }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            switch Self.decode(raw) {
            case .success(let segment): segments.append(segment)
            case .failure(let error):
                self = .invalid("the path '\(path)' \(error.reason)")
                return
            }
        }
        self = Self.route(segments, path: path)
    }

    /// The route of a path's decoded segments.
    private static func route(_ segments: [String], path: String) -> PreviewRoute {
        switch segments.count {
        case 2 where segments[0] == "page": .pageFile(segments[1])
        case 2 where segments == ["api", "scenes"]: .sceneList
        case 2 where segments == ["api", "events"]: .events
        case 3 where segments[0] == "api" && segments[1] == "scenes": .scene(segments[2])
        case 4 where segments[0] == "api" && segments[1] == "scenes" && segments[3] == "trajectories.csv": .trajectories(segments[2])
        case 4 where segments[0] == "api" && segments[1] == "scenes" && segments[3] == "parameters.json": .parameters(segments[2])
        case 5 where segments[0] == "api" && segments[1] == "scenes" && segments[3] == "frames" && segments[4].hasSuffix(".png"):
            .frame(scene: segments[2], frame: String(segments[4].dropLast(".png".count)))
        case 5 where segments[0] == "api" && segments[1] == "scenes" && segments[3] == "frames" && segments[4].hasSuffix(".json"):
            .frameValues(scene: segments[2], frame: String(segments[4].dropLast(".json".count)))
        default: .notFound(path)
        }
    }

    /// One segment, percent-decoded, or why it is refused.
    private static func decode(_ raw: Substring) -> Result<String, RouteError> {
        if raw.isEmpty { return .failure(RouteError("has an empty segment (//, or a trailing /)")) }
        guard let decoded = String(raw).removingPercentEncoding else {
            return .failure(RouteError("has a bad percent escape in '\(raw)'"))
        }
        if decoded == "." || decoded == ".." { return .failure(RouteError("has a '\(decoded)' segment")) }
        if decoded.contains("/") || decoded.contains("\\") { return .failure(RouteError("has an encoded slash or a backslash in '\(raw)'")) }
        if decoded.contains("\0") { return .failure(RouteError("has a NUL in '\(raw)'")) }
        return .success(decoded)
    }

    /// Why a segment is refused.
    private struct RouteError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
