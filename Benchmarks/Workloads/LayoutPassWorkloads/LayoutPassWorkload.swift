import Zoetrope

/// A layout pass repeated over the frames of an animation: one root layout whose parameters
/// change every frame, over views that do not change, as `LayoutAnimation` runs it in parameters
/// mode. Shared by the package-benchmark benchmarks and `LayoutPassCount` (for callgrind), so both
/// measure the same work.
public struct LayoutPassWorkload {
    /// The name `LayoutPassCount` and the benchmarks know the workload by.
    public let name: String
    private let runFrames: (Int, Flattening) throws -> Double

    /// How often the views are flattened into a ``LayoutTree``.
    public enum Flattening: String, CaseIterable, Sendable {
        /// Once, before the first frame: `LayoutPass.run(_:tree:in:)` on every frame, as an
        /// animation that keeps its tree does.
        case once
        /// On every frame: `LayoutPass.run(_:subviews:in:)`.
        case everyFrame = "every-frame"
    }

    /// Runs the pass for frames `0..<frames`.
    /// - Parameters:
    ///   - frames: The number of frames.
    ///   - flattening: Whether the tree is built once or on every frame.
    /// - Returns: A checksum of every placement, so that no pass can be optimised away.
    /// - Throws: `LayoutError` when a pass fails.
    /// - Complexity: `frames` layout passes.
    public func run(frames: Int, flattening: Flattening) throws -> Double { try runFrames(frames, flattening) }

    /// The names of every workload: the stacks and the wheels of 8 and 64 views.
    public static let names = ["stacks-10x10", "wheel-8", "wheel-64"]

    /// The workload called `name` (one of ``names``), if there is one.
    public static func named(_ name: String) -> LayoutPassWorkload? {
        [stacks(rows: 10, columns: 10), wheel(views: 8), wheel(views: 64)].first { $0.name == name }
    }

    /// A column of `rows` rows of `columns` padded tiles (`VStack { HStack { tile.padding(2) … } … }`):
    /// 1 + rows · (1 + 2 · columns) views. The column's spacing goes from 0 to 20 over 60 frames.
    public static func stacks(rows: Int, columns: Int) -> LayoutPassWorkload {
        let tile = ViewNode(sizing: .flexible(minimum: CGSize(width: 10, height: 10), ideal: CGSize(width: 30, height: 30),
                                              maximum: CGSize(width: 40, height: 40)))
        let row = ViewNode(layout: HStackLayout(alignment: .center), children: Array(repeating: tile.padding(.all, 2), count: columns))
        let subviews = Array(repeating: row, count: rows)
        return LayoutPassWorkload(name: "stacks-\(rows)x\(columns)") { frames, flattening in
            try checksum(frames: frames, subviews: subviews, flattening: flattening) { frame in
                VStackLayout(alignment: .leading, spacing: 20 * CGFloat(frame % 60) / 60)
            }
        }
    }

    /// Article 004's wheel of `views` 70-point tiles, turning 6° a frame.
    public static func wheel(views: Int) -> LayoutPassWorkload {
        let subviews = Array(repeating: ViewNode(sizing: .fixed(width: 70, height: 70)), count: views)
        return LayoutPassWorkload(name: "wheel-\(views)") { frames, flattening in
            try checksum(frames: frames, subviews: subviews, flattening: flattening) { frame in
                WheelLayout(radius: 130, rotation: .degrees(6 * Double(frame)))
            }
        }
    }

    /// Runs `layout(frame)` over `subviews` on a 400×400 canvas for each frame and sums the
    /// placements' coordinates and widths, weighted by view.
    private static func checksum<L: Layout>(frames: Int, subviews: [ViewNode], flattening: Flattening,
                                            layout: (Int) -> L) throws -> Double {
        let canvas = CGSize(width: 400, height: 400)
        let tree = flattening == .once ? LayoutTree(subviews: subviews) : nil
        var sum = 0.0
        for frame in 0..<frames {
            let result = if let tree {
                try LayoutPass.run(layout(frame), tree: tree, in: canvas)
            } else {
                try LayoutPass.run(layout(frame), subviews: subviews, in: canvas)
            }
            for (index, placement) in result.placements.enumerated() {
                sum += Double(index + 1) * (placement.position.x + 2 * placement.position.y + placement.size.width)
            }
        }
        return sum
    }
}
