/// One of N parts of a render, numbered from 1 as Playwright's and Jest's `--shard K/N` are.
///
/// Shard *K* of *N* renders the contiguous frames `⌊(K−1)·F/N⌋ ..< ⌊K·F/N⌋` of the *F* frames
/// asked for, so the parts are as even as they can be, cover every frame once, and are the same
/// on every machine.
public struct ShardSpec: Hashable, Sendable, CustomStringConvertible {
    /// Which part, `1...count`.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The most parts a render can be split into.
    public static let maximumCount = 100_000

    /// Creates shard `index` of `count`.
    /// - Returns: `nil` unless `1 ≤ index ≤ count ≤ maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`.
    /// - Returns: `nil` unless the text is two whole numbers with `1 ≤ K ≤ N`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// This shard's frames out of `frames`: a contiguous slice, possibly empty when there are
    /// fewer frames than shards.
    /// - Parameter frames: Every frame of the render, in order.
    /// - Returns: This shard's part of them.
    /// - Precondition: `frames` ends before `Int.max` (so it holds at most `Int.max` frames), as
    ///   every range of frames a clock or a checked manifest gives does.
    public func part(of frames: ClosedRange<Int>) -> Range<Int> {
        let total = frames.count
        // K × total / N without overflow: a manifest may say its scene has 9,223,372,036,854,775,807 frames.
        func offset(_ shards: Int) -> Int {
            count.dividingFullWidth(shards.multipliedFullWidth(by: total)).quotient
        }
        return (frames.lowerBound + offset(index - 1))..<(frames.lowerBound + offset(index))
    }

    /// `1/3`.
    public var description: String { "\(index)/\(count)" }

    /// `shard-1-of-3`, the tag in the names of this shard's files.
    public var fileTag: String { "shard-\(index)-of-\(count)" }

    /// The name of this shard's part of a file that one unsharded render writes whole:
    /// `trajectories.csv` → `trajectories.shard-1-of-3.csv`.
    /// - Parameter name: The whole file's name.
    /// - Returns: The part's name.
    public func partName(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(name).\(fileTag)" }
        return "\(name[..<dot]).\(fileTag)\(name[dot...])"
    }
}
