import Foundation
import FrameRendering
import SceneCore
import Testing

/// Expects `actual` to have `expected`'s elements, of the same kinds, point by point within
/// `tolerance`, and explains a miss with the element and the points.
func expectSamePath(_ actual: ShapePath?, _ expected: Path, tolerance: Double = 1e-9, _ what: @autoclosure () -> String = "path",
                    sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what()): no path drawn", sourceLocation: sourceLocation)
        return
    }
    let wanted = expected.outline.elements
    guard actual.elements.count == wanted.count else {
        Issue.record("\(what()): \(actual.elements.count) elements, expected \(wanted.count): \(Path(actual)) against \(expected)",
                     sourceLocation: sourceLocation)
        return
    }
    for (index, (got, want)) in zip(actual.elements, wanted).enumerated() {
        let sameKind = switch (got, want) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): true
        default: false
        }
        let gap = zip(got.points, want.points).map { max(abs(Double($0.x - $1.x)), abs(Double($0.y - $1.y))) }.max() ?? 0
        #expect(sameKind && gap <= tolerance,
                "\(what()), element \(index): \(got) against \(want) (off by \(gap), tolerance \(tolerance))",
                sourceLocation: sourceLocation)
    }
}

/// The path a shape item is drawn with, if it is drawn as a path.
func drawnPath(_ item: ShapeItem?) -> ShapePath? {
    guard case .path(let path, _)? = item?.kind else { return nil }
    return path
}
