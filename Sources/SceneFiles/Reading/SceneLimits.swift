/// The ranges scene files' numbers must lie in, shared by the reader that checks them and the
/// JSON Schema that describes them (``SceneSchema``), so the two cannot disagree.
enum SceneLimits {
    /// Times, durations, delays and holds, in seconds: up to a day.
    static let seconds: ClosedRange<Double> = 0...86_400
    /// Frames per second.
    static let framesPerSecond: ClosedRange<Int> = 1...1000
    /// An animation's speed factor.
    static let speed: ClosedRange<Double> = 0.001...1000
    /// Repeat counts and cycles.
    static let repeats: ClosedRange<Int> = 1...1_000_000
    /// Opacity.
    static let opacity: ClosedRange<Double> = 0...1
    /// The largest font size, in points.
    static let fontSize = 1000.0
}
