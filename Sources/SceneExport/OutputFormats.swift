/// Which files a render writes.
public struct OutputFormats: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates formats from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `frame_000000.png`, `frame_000001.png`, … one per frame.
    public static let png = OutputFormats(rawValue: 1 << 0)
    /// `trajectories.csv`: one row per view per frame.
    public static let csv = OutputFormats(rawValue: 1 << 1)
    /// Every format.
    public static let all: OutputFormats = [.png, .csv]
}
