import CairoRasterizer
import Foundation
import FrameComposition
import FrameTimeline
import FuzzSupport
import SceneExport
@testable import SceneFiles

/// The command line's own little languages, checked for wrong answers as well as crashes. The
/// first byte picks one (`% 3`); the rest is the argument's text (UTF-8, invalid bytes replaced):
///
/// 0. `render --frames A-B | N | A-` (`FrameSelection(parsing:)`): accepted exactly when the text is
///    whole numbers of that form, from 0, the end not before the start; what it reads is written
///    back (`FrameSelection.description`) as text that reads the same; and a scene's clock of 1 to
///    1,000 frames (the byte after the first) takes the range or refuses it, never answering frames
///    outside itself;
/// 1. `sheet --frames 0,9,18-24` (`FrameSet(parsing:)`, also how manifests write frames): sorted,
///    disjoint ranges from 0; written back as text that reads the same; its count right (also past
///    `Int.max`, where it is `Int.max`), and `contains` as the ranges say;
/// 2. `--set PATH=VALUE` (`SceneOverride`): a path of names and a value that reads as JSON, written
///    back as text that reads the same; then set in a small scene, which must be read, built,
///    sampled and composed, or refused with a `SceneError`.
enum ArgumentFuzzer {
    static let measurer = CairoTextMeasurer()

    static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let selector = input.byte()
        switch selector % 3 {
        case 0:
            let frameCount = 1 + Int(input.uint16()) % 1000
            checkFrameRange(String(decoding: input.rest(), as: UTF8.self), frameCount: frameCount)
        case 1:
            checkFrameSet(String(decoding: input.rest(), as: UTF8.self))
        default:
            checkOverride(String(decoding: input.rest(), as: UTF8.self))
        }
    }

    // MARK: --frames (render)

    static func checkFrameRange(_ text: String, frameCount: Int) {
        let selection = try? FrameSelection(parsing: text)
        let expected = expectedRange(text)
        let read = selection.map { "\($0.first) to \($0.last.map(String.init) ?? "the end")" } ?? "an error"
        let wanted = expected.map { "\($0.first) to \($0.last.map(String.init) ?? "the end")" } ?? "an error"
        guard read == wanted else {
            fuzzFinding("--frames '\(text)' reads as \(read), expected \(wanted)")
        }
        guard let selection else { return }
        guard (try? FrameSelection(parsing: selection.description)) == selection else {
            fuzzFinding("--frames '\(text)' reads as \(selection), which does not read back as itself")
        }
        let clock: FrameClock
        do {
            clock = try FrameClock(fps: 1, duration: Double(frameCount))
        } catch {
            fuzzFinding("a clock of \(frameCount) frames: \(error)")
        }
        let last = clock.frameCount - 1
        guard selection.first <= (selection.last ?? last) else { return }
        if let range = try? clock.validate(selection.first...(selection.last ?? last)) {
            guard range.lowerBound >= 0, range.upperBound <= last else {
                fuzzFinding("--frames \(selection) in a scene of \(clock.frameCount) frames gave frames \(range)")
            }
        }
    }

    /// `--frames` as its help describes it, written apart from the parser: `N`, `A-B` or `A-`, whole
    /// numbers (an optional `+`, as Swift's `Int` reads) from 0 that fit an `Int`, `A ≤ B`.
    static func expectedRange(_ text: String) -> (first: Int, last: Int?)? {
        func number(_ part: Substring) -> Int? {
            let digits = part.hasPrefix("+") ? part.dropFirst() : part
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return Int(digits)
        }
        guard let dash = text.firstIndex(of: "-") else { return number(text[...]).map { ($0, $0) } }
        guard let first = number(text[..<dash]) else { return nil }
        let end = text[text.index(after: dash)...]
        if end.isEmpty { return (first, nil) }
        guard let last = number(end), last >= first else { return nil }
        return (first, last)
    }

    // MARK: --frames (sheet), and manifests' frames

    static func checkFrameSet(_ text: String) {
        guard let set = FrameSet(parsing: text) else { return }
        for (index, range) in set.ranges.enumerated() {
            guard range.lowerBound >= 0, index == 0 || set.ranges[index - 1].upperBound < range.lowerBound - 1 else {
                fuzzFinding("'\(text)' reads as ranges \(set.ranges): not sorted, apart and from 0")
            }
        }
        guard FrameSet(parsing: set.description) == set, FrameSet(set.ranges) == set else {
            fuzzFinding("'\(text)' reads as \(set), which does not read back as itself")
        }
        let total = set.ranges.reduce(Int128(0)) { $0 + Int128($1.upperBound) - Int128($1.lowerBound) + 1 }
        let expected = total > Int128(Int.max) ? Int.max : Int(total)
        guard set.count == expected else {
            fuzzFinding("'\(text)' holds \(total) frames; count says \(set.count)")
        }
        let probes = set.ranges.prefix(8).flatMap { [$0.lowerBound - 1, $0.lowerBound, $0.upperBound, $0.upperBound &+ 1] }
        for frame in probes where set.contains(frame) != set.ranges.contains(where: { $0.contains(frame) }) {
            fuzzFinding("'\(text)' (\(set)): contains(\(frame)) is \(set.contains(frame))")
        }
        guard set.subtracting(set).isEmpty, set.subtracting(FrameSet()) == set else {
            fuzzFinding("'\(text)' (\(set)) minus itself is \(set.subtracting(set)), minus nothing \(set.subtracting(FrameSet()))")
        }
    }

    // MARK: --set

    /// Kept as an array, not `Data`: a `Data` in a global keeps its storage behind an enum whose
    /// spare pointer bits hold its case, where LeakSanitizer does not see the pointer, so the
    /// storage was reported as leaked at exit (`script/fuzz --address`).
    static let scene = Array("""
        {"version": 1, "canvas": {"width": 120, "height": 90, "padding": 10, "background": "white"},
         "fps": 10, "duration": 1,
         "layout": {"name": "circular", "parameters": {"rotation": 0}},
         "viewDefaults": {"shape": "circle", "width": 20, "height": 20, "fontSize": 8},
         "views": [{"repeat": 3, "fill": ["red", "green", "blue"], "label": "{n}"}],
         "timeline": [{"at": 0.2, "animation": {"type": "easeInOut", "duration": 0.5}, "set": {"rotation": 90}}]}
        """.utf8)

    static func checkOverride(_ text: String) {
        guard let override = SceneOverride(parsing: text) else { return }
        guard !override.path.isEmpty, !override.path.contains(where: \.isEmpty), (try? JSONParser.parse(Data(override.json.utf8))) != nil else {
            fuzzFinding("--set '\(text)' reads as path \(override.path) and value \(override.json), which is not JSON")
        }
        guard let again = SceneOverride(parsing: override.description), again.path == override.path, again.json == override.json else {
            fuzzFinding("--set '\(text)' reads as \(override), which does not read back as itself")
        }
        do {
            let document = try SceneReader.read(Data(scene), file: "fuzz.json", name: "fuzz", overrides: [override])
            let built = try Scene(document, textMeasurer: measurer, budget: .standard)
            let composer = FrameComposer(scene: built)
            let sampler = try built.makeSampler()
            for frame in Set([0, built.clock.frameCount - 1]) {
                _ = try composer.compose(frame: frame, with: sampler)
            }
        } catch {
            _ = error.description
        }
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    ArgumentFuzzer.run(Array(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
}

/// The program's entry point (see `runLibFuzzer`).
@_cdecl("ArgumentFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { bytes, length in fuzzOneInput(bytes, length) }
}
