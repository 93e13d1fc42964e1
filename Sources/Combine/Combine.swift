// `import Combine` as SwiftUI files write it beside their SwiftUI import: Combine is not on
// Linux, and OpenCombine is the open implementation of its API (`Publisher`, `@Published`,
// `ObservableObject`, `AnyCancellable`, `Just`, `PassthroughSubject`, `CurrentValueSubject`,
// `sink`, `assign`, `store(in:)` and the operators). `import Zoetrope` already brings the same
// names; this module lets a file that also imports Combine compile with only its SwiftUI import
// changed. `Timer.publish` comes from Zoetrope and ticks on the scene's clock.

@_exported import OpenCombine
