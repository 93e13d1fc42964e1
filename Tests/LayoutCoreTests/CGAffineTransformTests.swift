import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Our Linux definition of CoreGraphics' `CGAffineTransform`; the wheel rotates its vectors with it.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    // MARK: - Identity

    @Test("The identity changes no point, size or rectangle")
    func identity() {
        let t = CGAffineTransform.identity
        #expect(t.isIdentity)
        #expect(CGAffineTransform() == t)
        #expect(CGPoint(x: 3, y: -7).applying(t) == CGPoint(x: 3, y: -7))
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 4, height: 5))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("A transform that moves points is not the identity")
    func nonIdentity() {
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(rotationAngle: 0.1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    // MARK: - Rotation (y down: positive angles turn clockwise on screen)

    struct RotationCase: CustomTestStringConvertible, Sendable {
        let degrees: Double
        let expected: (x: CGFloat, y: CGFloat)  // in units of the radius
        var testDescription: String { "(0, -r) rotated by \(degrees)°" }
    }

    static let rotationCases: [RotationCase] = [
        .init(degrees: 0, expected: (0, -1)),     // top
        .init(degrees: 90, expected: (1, 0)),     // clockwise to the right
        .init(degrees: 180, expected: (0, 1)),    // bottom
        .init(degrees: 270, expected: (-1, 0)),   // left
        .init(degrees: -90, expected: (-1, 0)),   // counter-clockwise to the left
        .init(degrees: 45, expected: (0.5.squareRoot(), -(0.5.squareRoot()))),
    ]

    @Test("Rotating the top of a circle moves it clockwise", arguments: rotationCases, [1.0, 130.0])
    func rotationIsClockwise(_ testCase: RotationCase, radius: CGFloat) {
        let angle = testCase.degrees * .pi / 180
        let point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
        expectClose(point, CGPoint(x: testCase.expected.x * radius, y: testCase.expected.y * radius),
                    tolerance: 1e-9 * radius)
    }

    @Test("A rotation keeps lengths", arguments: [0.3, 1.0, 2.5, -4.0])
    func rotationKeepsLength(angle: CGFloat) {
        let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(rotationAngle: angle))
        expectClose((p.x * p.x + p.y * p.y).squareRoot(), 5)
    }

    // MARK: - Concatenation order

    @Test("concatenating applies self first, then its argument")
    func concatenatingOrder() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let p = CGPoint(x: 1, y: 1)
        // Translate, then scale: ((1 + 10) × 2, 1 × 3).
        expectClose(p.applying(translate.concatenating(scale)), CGPoint(x: 22, y: 3))
        // Scale, then translate: (1 × 2 + 10, 1 × 3).
        expectClose(p.applying(scale.concatenating(translate)), CGPoint(x: 12, y: 3))
    }

    @Test("concatenating equals applying one transform after the other", arguments: [
        CGPoint(x: 0, y: 0), CGPoint(x: 1, y: -2), CGPoint(x: -35, y: 70),
    ])
    func concatenatingComposes(point: CGPoint) {
        let t1 = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(translationX: 5, y: -3))
        let t2 = CGAffineTransform(scaleX: 1.5, y: -2).concatenating(CGAffineTransform(rotationAngle: -1.2))
        expectClose(point.applying(t1.concatenating(t2)), point.applying(t1).applying(t2))
    }

    @Test("Two quarter turns make a half turn")
    func quarterTurns() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(CGPoint(x: 0, y: -1).applying(quarter.concatenating(quarter)), CGPoint(x: 0, y: 1))
    }

    @Test("translatedBy, scaledBy and rotated(by:) act before the transform, as in CoreGraphics")
    func precedingModifiers() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // The translation happens first, then the scale doubles it.
        expectClose(CGPoint.zero.applying(scale.translatedBy(x: 5, y: 1)), CGPoint(x: 10, y: 2))
        let translate = CGAffineTransform(translationX: 5, y: 1)
        expectClose(CGPoint(x: 1, y: 1).applying(translate.scaledBy(x: 3, y: 4)), CGPoint(x: 8, y: 5))
        expectClose(CGPoint(x: 0, y: -1).applying(translate.rotated(by: .pi / 2)), CGPoint(x: 6, y: 1))
    }

    // MARK: - Inverse

    static let invertibleTransforms: [CGAffineTransform] = [
        .identity,
        CGAffineTransform(translationX: 12, y: -7),
        CGAffineTransform(rotationAngle: 0.9),
        CGAffineTransform(scaleX: 2, y: 0.25),
        CGAffineTransform(rotationAngle: 0.5).concatenating(CGAffineTransform(scaleX: 3, y: -1))
            .concatenating(CGAffineTransform(translationX: 40, y: 9)),
        CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
    ]

    @Test("inverted undoes the transform", arguments: invertibleTransforms)
    func invertedRoundTrip(t: CGAffineTransform) {
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: -8), CGPoint(x: -120, y: 45)] {
            expectClose(point.applying(t).applying(t.inverted()), point, tolerance: 1e-9, "\(point) there and back")
            expectClose(point.applying(t.inverted()).applying(t), point, tolerance: 1e-9, "\(point) back and there")
        }
        let product = t.concatenating(t.inverted())
        for (name, actual, expected) in [("a", product.a, 1.0), ("b", product.b, 0), ("c", product.c, 0),
                                         ("d", product.d, 1), ("tx", product.tx, 0), ("ty", product.ty, 0)] {
            expectClose(actual, expected, tolerance: 1e-9, "t × t⁻¹ entry \(name)")
        }
    }

    @Test("A transform that cannot be inverted is returned unchanged, as in CoreGraphics")
    func singularInverse() {
        let flatten = CGAffineTransform(scaleX: 0, y: 3)
        #expect(flatten.inverted() == flatten)
        let degenerate = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(degenerate.inverted() == degenerate)
    }

    // MARK: - Sizes and rectangles

    @Test("A size ignores translation")
    func sizeIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    }

    @Test("A rectangle maps to the bounding box of its transformed corners")
    func rectBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        // A quarter turn clockwise (y down): corners (0,0), (0,20), (-10,0), (-10,20).
        expectClose(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -10, y: 0, width: 10, height: 20))
        // An eighth of a turn of a square: a diamond whose box is √2 times as wide.
        let square = CGRect(x: -5, y: -5, width: 10, height: 10)
        let side = 10 * 2.0.squareRoot()
        expectClose(square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
                    CGRect(x: -side / 2, y: -side / 2, width: side, height: side))
        // A translation moves the box; a negative scale flips it but the box stays positive.
        expectClose(rect.applying(CGAffineTransform(translationX: 3, y: -4)), CGRect(x: 3, y: -4, width: 20, height: 10))
        expectClose(rect.applying(CGAffineTransform(scaleX: -1, y: 2)), CGRect(x: -20, y: 0, width: 20, height: 20))
    }
}
