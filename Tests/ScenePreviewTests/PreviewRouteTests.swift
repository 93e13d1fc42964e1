import Testing
@testable import ScenePreview

/// Every path the server is asked for is read strictly before anything is looked up: what the API
/// names, what is nowhere, and what is refused outright.
@Suite("PreviewRoute: reading a request's path")
struct PreviewRouteTests {
    static let served: [(String, PreviewRoute)] = [
        ("/", .page),
        ("/?scene=wheel", .page),
        ("/page/preview.js", .pageFile("preview.js")),
        ("/api/scenes", .sceneList),
        ("/api/events", .events),
        ("/api/scenes/wheel", .scene("wheel")),
        ("/api/scenes/two%20words", .scene("two words")),
        ("/api/scenes/wheel/frames/30.png", .frame(scene: "wheel", frame: "30")),
        ("/api/scenes/wheel/frames/30.png?v=2", .frame(scene: "wheel", frame: "30")),
        ("/api/scenes/wheel/frames/abc.png", .frame(scene: "wheel", frame: "abc")),
        ("/api/scenes/wheel/trajectories.csv", .trajectories("wheel")),
        ("/etc/passwd", .notFound("/etc/passwd")),
        ("/api/scenes/wheel/frames/30.jpg", .notFound("/api/scenes/wheel/frames/30.jpg")),
    ]

    @Test("what the API names", arguments: served)
    func routes(path: String, route: PreviewRoute) {
        #expect(PreviewRoute(path: path) == route, "\(path)")
    }

    @Test("refused before any lookup: empty, dot and dot-dot segments, encoded slashes, backslashes, NUL, bad escapes, relative paths",
          arguments: ["", "api/scenes", "//etc/passwd", "/api//scenes", "/api/scenes/", "/api/scenes/..", "/api/scenes/%2e%2e",
                      "/api/scenes/./wheel", "/page/../../Package.swift", "/api/scenes/a%2Fb", "/api/scenes/a%2fb", "/api/scenes/a%5Cb",
                      "/api/scenes/a\\b", "/api/scenes/a%00b", "/api/scenes/%zz", "/api/scenes/wheel/frames/..%2F..%2Fsecret.png"])
    func refused(path: String) {
        guard case .invalid = PreviewRoute(path: path) else {
            Issue.record("\(path) was read as \(PreviewRoute(path: path))")
            return
        }
    }
}
