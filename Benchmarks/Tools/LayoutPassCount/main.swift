// Runs one layout-pass workload for a number of frames, for counting instructions:
//
//     swift build -c release --product LayoutPassCount
//     SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind .build/release/LayoutPassCount stacks-10x10 60 once
//
// Instruction counts repeat from run to run (with deterministic hashing), where wall times on a
// shared machine do not. Subtract a run of 0 frames to leave out starting the process.

import Foundation
import LayoutPassWorkloads

let arguments = Array(CommandLine.arguments.dropFirst())
let frames = arguments.count > 1 ? Int(arguments[1]) : 60
let flattening = arguments.count > 2 ? LayoutPassWorkload.Flattening(rawValue: arguments[2]) : .once
guard let name = arguments.first, let workload = LayoutPassWorkload.named(name), let frames, frames >= 0, let flattening else {
    let names = LayoutPassWorkload.names.joined(separator: "|")
    let modes = LayoutPassWorkload.Flattening.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: LayoutPassCount <\(names)> [frames, 60 by default] [\(modes), once by default]\n".utf8))
    exit(2)
}
print("\(workload.name), \(frames) frames, flattened \(flattening.rawValue): checksum \(try workload.run(frames: frames, flattening: flattening))")
