import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// The package's one binary search: `partitioningIndex(where:)` over sorted elements and
/// `bisect(from:to:tolerance:maximumSteps:isAfter:)` over numbers, checked against a linear scan
/// and against the hand-written loops they replaced.
@Suite("Binary search")
struct BinarySearchTests {
    /// Sorted values and a threshold: the second partition is the values above it.
    struct PartitionCase: CustomTestStringConvertible, Sendable {
        let name: String
        let values: [Int]
        let threshold: Int
        var testDescription: String { "\(name): \(values.count) values, first above \(threshold)" }
    }

    static let edgeCases: [PartitionCase] = [
        PartitionCase(name: "empty", values: [], threshold: 0),
        PartitionCase(name: "one element, in the first partition", values: [3], threshold: 3),
        PartitionCase(name: "one element, in the second partition", values: [3], threshold: 2),
        PartitionCase(name: "all true", values: [1, 2, 3, 4, 5], threshold: 0),
        PartitionCase(name: "all false", values: [1, 2, 3, 4, 5], threshold: 5),
        PartitionCase(name: "runs of equal values at the boundary", values: [1, 1, 2, 2, 2, 2, 3, 3], threshold: 2),
        PartitionCase(name: "two elements, split between them", values: [0, 1], threshold: 0),
    ]

    /// Sorted arrays of 0 to 40 values from 0 to 19 (so with repeats), each with a threshold in
    /// −1...20, from a fixed seed.
    static let randomCases: [PartitionCase] = {
        var random = SplitMix64(seed: 23)
        return (0..<60).map { index in
            let count = Int.random(in: 0...40, using: &random)
            let values = (0..<count).map { _ in Int.random(in: 0..<20, using: &random) }.sorted()
            return PartitionCase(name: "random #\(index)", values: values, threshold: Int.random(in: -1...20, using: &random))
        }
    }()

    @Test("partitioningIndex is the first index in the second partition, as a linear scan finds it",
          arguments: edgeCases + randomCases)
    func partitioningIndex(_ testCase: PartitionCase) {
        let values = testCase.values
        let expected = values.firstIndex { $0 > testCase.threshold } ?? values.endIndex
        #expect(values.partitioningIndex { $0 > testCase.threshold } == expected)
    }

    @Test("partitioningIndex of a slice is an index of the slice, from its startIndex to its endIndex",
          arguments: edgeCases + randomCases)
    func partitioningIndexOfSlice(_ testCase: PartitionCase) {
        let padded = [Int.min] + testCase.values + [Int.max]
        let slice = padded[1..<(padded.count - 1)]
        let expected = slice.firstIndex { $0 > testCase.threshold } ?? slice.endIndex
        #expect(slice.partitioningIndex { $0 > testCase.threshold } == expected)
    }

    @Test("partitioningIndex asks the predicate at most ⌈log₂(n + 1)⌉ times", arguments: edgeCases + randomCases)
    func partitioningIndexAsksLogarithmically(_ testCase: PartitionCase) {
        var questions = 0
        _ = testCase.values.partitioningIndex { value in
            questions += 1
            return value > testCase.threshold
        }
        let bound = Int((log2(Double(testCase.values.count + 1))).rounded(.up))
        #expect(questions <= bound, "\(questions) questions for \(testCase.values.count) values")
    }

    /// The loop that `AnimatedValue`, `Timeline` and `KeyframeTrackPath` each wrote by hand.
    static func replacedLoop(_ values: [Int], _ belongs: (Int) -> Bool) -> Int {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    @Test("partitioningIndex asks about the same elements as the loops it replaced, even unsorted", arguments: 0..<40)
    func partitioningIndexMatchesReplacedLoop(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let values = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<10, using: &random) }
        let threshold = Int.random(in: 0..<10, using: &random)
        var asked: [Int] = []
        var askedBefore: [Int] = []
        let index = Array(values.indices).partitioningIndex { index in
            asked.append(index)
            return values[index] > threshold
        }
        let before = Self.replacedLoop(Array(values.indices)) { index in
            askedBefore.append(index)
            return values[index] > threshold
        }
        #expect(index == before)
        #expect(asked == askedBefore)
    }

    // MARK: - Bisecting a span of numbers

    /// A span, a tolerance and a step limit, with the point where the answer turns.
    struct BisectCase: CustomTestStringConvertible, Sendable {
        let name: String
        let low: Double
        let high: Double
        let tolerance: Double
        let maximumSteps: Int
        let turn: Double
        var testDescription: String { "\(name): \(low)...\(high), tolerance \(tolerance), at most \(maximumSteps) steps" }
    }

    static let bisectCases: [BisectCase] = [
        BisectCase(name: "√2 to 10⁻¹²", low: 0, high: 2, tolerance: 1e-12, maximumSteps: .max, turn: 2.0.squareRoot()),
        BisectCase(name: "three steps only", low: 0, high: 8, tolerance: 1e-9, maximumSteps: 3, turn: 1.5),
        BisectCase(name: "no step allowed", low: 0, high: 8, tolerance: 1e-9, maximumSteps: 0, turn: 1.5),
        BisectCase(name: "a span already narrow enough", low: 1, high: 1.5, tolerance: 0.5, maximumSteps: .max, turn: 1.2),
        BisectCase(name: "an empty span", low: 3, high: 3, tolerance: 0, maximumSteps: .max, turn: 3),
        BisectCase(name: "a negative span, 200 steps to 10⁻¹³", low: -30, high: 9.2, tolerance: 1e-13, maximumSteps: 200,
                   turn: -6.907755),
        BisectCase(name: "a NaN bound", low: .nan, high: 1, tolerance: 1e-6, maximumSteps: .max, turn: 0.5),
    ]

    /// The loop `Spring`, `AnimatedValue` and `PhaseSequence` each wrote by hand.
    static func replacedBisection(_ low: Double, _ high: Double, tolerance: Double, steps: Int,
                                  _ isAfter: (Double) -> Bool) -> (Double, Double) {
        var (low, high) = (low, high)
        for _ in 0..<steps where high - low > tolerance {
            let middle = (low + high) / 2
            if isAfter(middle) { high = middle } else { low = middle }
        }
        return (low, high)
    }

    @Test("bisect halves the span around the turn, as the loops it replaced did", arguments: bisectCases)
    func bisects(_ testCase: BisectCase) {
        var asked: [Double] = []
        let (low, high) = bisect(from: testCase.low, to: testCase.high, tolerance: testCase.tolerance,
                                 maximumSteps: testCase.maximumSteps) { x in
            asked.append(x)
            return x >= testCase.turn
        }
        var askedBefore: [Double] = []
        let before = Self.replacedBisection(testCase.low, testCase.high, tolerance: testCase.tolerance,
                                            steps: min(testCase.maximumSteps, 10_000)) { x in
            askedBefore.append(x)
            return x >= testCase.turn
        }
        #expect(low.bitPattern == before.0.bitPattern && high.bitPattern == before.1.bitPattern,
                "\(low)...\(high), the loop gave \(before.0)...\(before.1)")
        #expect(asked.map(\.bitPattern) == askedBefore.map(\.bitPattern))
        #expect(asked.count <= testCase.maximumSteps)
        if testCase.low <= testCase.turn, testCase.turn <= testCase.high, asked.count < testCase.maximumSteps {
            #expect(high - low <= testCase.tolerance, "\(low)...\(high)")
        }
        if testCase.low < testCase.turn, !asked.isEmpty {
            #expect(low < testCase.turn && testCase.turn <= high, "\(low)...\(high) around \(testCase.turn)")
        }
    }
}
