import Foundation
import Testing
import ZoetropeTestSupport
@testable import SceneFiles

/// A scene's `layoutDirection`: right to left flips the layout's views within it, as SwiftUI does.
@Suite("Scenes laid out right to left")
struct SceneLayoutDirectionTests {
    static func hstack(direction: String?) throws -> Scene {
        try Scene(document(direction: direction))
    }

    static func document(direction: String?) throws -> SceneDocument {
        var text = try String(contentsOf: packageRoot.appendingPathComponent("scenes/hstack.json"), encoding: .utf8)
        if let direction {
            text = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"layoutDirection\": \"\(direction)\",")
        }
        return try SceneReader.read(Data(text.utf8), file: "hstack.json", name: "hstack")
    }

    @Test("rightToLeft mirrors every frame's views about the centre of the stack; leftToRight is the default")
    func mirrors() throws {
        let ltr = try Self.hstack(direction: nil)
        let explicit = try Self.hstack(direction: "leftToRight")
        let rtl = try Self.hstack(direction: "rightToLeft")
        #expect(try Self.document(direction: "rightToLeft").layoutDirection == .rightToLeft)
        #expect(try Self.document(direction: nil).layoutDirection == .leftToRight)
        for frame in [0, 45, 90, 150] {
            let (left, same, right) = (try ltr.sample(frame: frame), try explicit.sample(frame: frame), try rtl.sample(frame: frame))
            #expect(same.placements == left.placements)
            for (l, r) in zip(left.placements, right.placements) {
                expectClose(Double(r.center.x), Double(left.bounds.midX * 2 - l.center.x))
                expectClose(Double(r.center.y), Double(l.center.y))
            }
        }
    }

    @Test("an unknown direction is refused with the choices")
    func unknown() {
        #expect {
            _ = try Self.hstack(direction: "rtl")
        } throws: { error in
            (error as? SceneError)?.message == #"unknown layout direction "rtl"; expected one of leftToRight, rightToLeft"#
        }
    }
}
