import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("AnimatablePair")
struct AnimatablePairTests {
    typealias Pair = AnimatablePair<Double, Double>

    @Test("zero is a pair of zeros, and adding it changes nothing")
    func zero() {
        #expect(Pair.zero == Pair(0, 0))
        #expect(Pair(3, -4) + .zero == Pair(3, -4))
        #expect(Pair.zero.magnitudeSquared == 0)
    }

    @Test("Addition and subtraction are per component", arguments: [
        (Pair(1, 2), Pair(3, 4), Pair(4, 6), Pair(-2, -2)),
        (Pair(-1.5, 0), Pair(1.5, 10), Pair(0, 10), Pair(-3, -10)),
        (Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0)),
    ])
    func addAndSubtract(lhs: Pair, rhs: Pair, sum: Pair, difference: Pair) {
        let actualSum = lhs + rhs
        let actualDifference = lhs - rhs
        expectClose(actualSum.first, sum.first, tolerance: 1e-12, "sum.first")
        expectClose(actualSum.second, sum.second, tolerance: 1e-12, "sum.second")
        expectClose(actualDifference.first, difference.first, tolerance: 1e-12, "difference.first")
        expectClose(actualDifference.second, difference.second, tolerance: 1e-12, "difference.second")
    }

    @Test("Scaling is per component", arguments: [0.0, 0.5, -2.0, 1.0])
    func scale(factor: Double) {
        var pair = Pair(3, -4)
        pair.scale(by: factor)
        expectClose(pair.first, 3 * factor, tolerance: 1e-12, "first")
        expectClose(pair.second, -4 * factor, tolerance: 1e-12, "second")
        let scaled = Pair(3, -4).scaled(by: factor)
        expectClose(scaled.first, 3 * factor, tolerance: 1e-12, "scaled.first")
    }

    @Test("magnitudeSquared sums the components' squares, through nesting")
    func magnitudeSquared() {
        expectClose(Pair(3, -4).magnitudeSquared, 25, tolerance: 1e-12, "flat")
        let nested = AnimatablePair(Pair(1, 2), AnimatablePair(CGFloat(2), Float(4)))
        expectClose(nested.magnitudeSquared, 25, tolerance: 1e-6, "nested")
    }

    @Test("interpolated(towards:amount:) moves each component the same fraction", arguments: [
        (amount: 0.0, first: 10.0, second: -10.0),
        (amount: 0.25, first: 12.5, second: -5.0),
        (amount: 1.0, first: 20.0, second: 10.0),
        (amount: 1.5, first: 25.0, second: 20.0),
    ])
    func interpolates(amount: Double, first: Double, second: Double) {
        let result = Pair(10, -10).interpolated(towards: Pair(20, 10), amount: amount)
        expectClose(result.first, first, tolerance: 1e-12, "first")
        expectClose(result.second, second, tolerance: 1e-12, "second")
    }

    @Test("Nested pairs do arithmetic at every level")
    func nested() {
        let a = AnimatablePair(Pair(1, 2), 3.0)
        let b = AnimatablePair(Pair(10, 20), 30.0)
        let sum = (a + b).scaled(by: 2)
        expectClose(sum.first.first, 22, tolerance: 1e-12, "first.first")
        expectClose(sum.first.second, 44, tolerance: 1e-12, "first.second")
        expectClose(sum.second, 66, tolerance: 1e-12, "second")
    }

    @Test("A point's animatable data is its coordinates as a pair")
    func pointAnimatableData() {
        var point = CGPoint(x: 3, y: 4)
        #expect(point.animatableData == AnimatablePair(CGFloat(3), CGFloat(4)))
        point.animatableData = AnimatablePair(-1, 2)
        #expect(point == CGPoint(x: -1, y: 2))
    }

    @Test("Pairs are hashable and describe themselves")
    func hashableAndDescription() {
        #expect(Set([Pair(1, 2), Pair(1, 2), Pair(2, 1)]).count == 2)
        #expect(Pair(1, 2).description == "(1.0, 2.0)")
    }
}
