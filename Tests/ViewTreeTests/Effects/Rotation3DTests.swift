import AnimationCore
import Foundation
import FrameComposition
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A 4 × 4 matrix for row vectors, as Core Animation's `CATransform3D` is, multiplied out the
/// long way: what SwiftUI's `_Rotation3DEffect` builds, to check `Rotation3D` against.
private struct Matrix4 {
    var rows: [[Double]]

    static let identity = Matrix4(rows: (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } })

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        var matrix = identity
        matrix.rows[3] = [x, y, z, 1]
        return matrix
    }

    /// Rodrigues' rotation of column vectors, v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ),
    /// written for row vectors (the transpose).
    static func rotation(_ angle: Double, _ axis: (Double, Double, Double)) -> Matrix4 {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        let k = [axis.0 / length, axis.1 / length, axis.2 / length]
        var matrix = identity
        for row in 0..<3 {
            var v = [0.0, 0, 0]
            v[row] = 1
            let cross = [k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]]
            let dot = k[0] * v[0] + k[1] * v[1] + k[2] * v[2]
            for column in 0..<3 {
                matrix.rows[row][column] = v[column] * cos(angle) + cross[column] * sin(angle) + k[column] * dot * (1 - cos(angle))
            }
        }
        return matrix
    }

    static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
        Matrix4(rows: (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + lhs.rows[row][$1] * rhs.rows[$1][column] } } })
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let point = [x, y, 0, 1]
        let out = (0..<4).map { column in (0..<4).reduce(0) { $0 + point[$1] * rows[$1][column] } }
        return (out[0] / out[3], out[1] / out[3])
    }
}

@Suite("3D rotations: the projection and its animation")
struct Rotation3DTests {
    /// SwiftUI's effect as OpenSwiftUI reconstructs it: T(−anchor) · R · P(m34 = −1/d) · T(anchor),
    /// d = max(width, height) / perspective.
    private static func expected(_ rotation: Rotation3D, size: CGSize) -> Matrix4 {
        let anchor = (Double(rotation.anchor.x * size.width), Double(rotation.anchor.y * size.height), rotation.anchorZ)
        var perspective = Matrix4.identity
        perspective.rows[2][3] = -rotation.perspective / max(Double(size.width), Double(size.height))
        return Matrix4.translation(-anchor.0, -anchor.1, -anchor.2) * Matrix4.rotation(rotation.angle.radians, rotation.axis)
            * perspective * Matrix4.translation(anchor.0, anchor.1, anchor.2)
    }

    @Test("the projection is Core Animation's T(−anchor)·R·P·T(anchor) with d = max(width, height) / perspective", arguments: [
        Rotation3D(angle: .degrees(36), axis: (0, 1, 0)),
        Rotation3D(angle: .degrees(-70), axis: (0, 1, 0), anchor: .leading),
        Rotation3D(angle: .degrees(60), axis: (1, 0, 0), perspective: 2.5),
        Rotation3D(angle: .degrees(25), axis: (1, 2, 0.5), anchor: UnitPoint(x: 0.3, y: 0.8), anchorZ: 12, perspective: 0.7),
        Rotation3D(angle: .degrees(150), axis: (0, 0, 3)),
        Rotation3D(angle: .degrees(40), axis: (1, 1, 0), perspective: 0),
    ])
    func projection(rotation: Rotation3D) {
        let size = CGSize(width: 120, height: 80)
        let matrix = Self.expected(rotation, size: size)
        let transform = rotation.transform(size: size)
        for (x, y) in [(0.0, 0.0), (120, 0), (120, 80), (0, 80), (37, 51), (60, 40)] {
            let want = matrix.apply(x, y)
            let got = transform.apply(to: CGPoint(x: x, y: y))
            expectClose(Double(got?.x ?? .nan), want.x, tolerance: 1e-9, "x of (\(x), \(y))")
            expectClose(Double(got?.y ?? .nan), want.y, tolerance: 1e-9, "y of (\(x), \(y))")
        }
    }

    @Test("a zero axis turns nothing, and a number that is not finite draws the view untransformed", arguments: [
        Rotation3D(angle: .degrees(45), axis: (0, 0, 0)),
        Rotation3D(angle: .radians(.nan), axis: (0, 1, 0)),
        Rotation3D(angle: .degrees(45), axis: (0, .infinity, 0)),
        Rotation3D(angle: .degrees(45), axis: (0, 1, 0), perspective: .nan),
    ])
    func degenerate(rotation: Rotation3D) {
        #expect(rotation.transform(size: CGSize(width: 120, height: 80)) == .identity)
    }

    @Test("a rotation3DEffect's angle interpolates per frame, and its view is drawn in a projected group")
    func animated() throws {
        let scene = try Scene(named: "flip", canvas: CGSize(width: 200, height: 200), fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Color.blue.frame(width: 120, height: 80).rotation3DEffect(.degrees(on ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        }
        for frame in [0, 3, 5, 10] {
            let sample = try scene.sample(frame: frame)
            let effect = try #require(sample.looks[0].effects.first)
            let rotation = try #require(Rotation3D(amounts: effect.amounts))
            expectClose(rotation.angle.degrees, Double(frame) * 18, tolerance: 1e-9, "frame \(frame)")
            let items = try #require(try FrameComposer(scene: scene).compose(frame: frame).displayList?.items)
            if frame == 0 {
                #expect(items.count == 1 && { if case .shape = items[0] { true } else { false } }(), "unturned: the plain shape")
                continue
            }
            guard case let .group(group)? = items.first, let projection = group.projection else {
                Issue.record("frame \(frame): a projected group: \(items)")
                continue
            }
            // The card's right edge's top corner, from the canvas: (160, 60).
            let corner = try #require(projection.apply(to: CGPoint(x: 160, y: 60)))
            let theta = Double(frame) * 18 * .pi / 180, w = 1 + 60 * sin(theta) / 120
            expectClose(Double(corner.x), 100 + 60 * cos(theta) / w, tolerance: 1e-9, "frame \(frame): x")
            expectClose(Double(corner.y), 100 - 40 / w, tolerance: 1e-9, "frame \(frame): y")
        }
    }
}
