// What `import Zoetrope` brings besides SwiftUI's own names, as `import SwiftUI` does on Apple's
// systems: the Observation module (`@Observable`, `Observable`, `ObservationIgnored`) that ships
// with Swift, and Combine's names (`Publisher`, `ObservableObject`, `@Published`,
// `AnyCancellable`, `Just`, `PassthroughSubject`, `sink`) from OpenCombine, the open
// implementation of Combine's API. Combine itself is not on Linux; OpenCombine is used rather
// than a publisher of Zoetrope's own so that models written for Combine compile as they are. What
// ticks on a clock (`Timer.publish`) is Zoetrope's own and ticks on the scene's clock.

@_exported import Observation
@_exported import OpenCombine
