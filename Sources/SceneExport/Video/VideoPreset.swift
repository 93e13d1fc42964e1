/// libx264's speed presets, fastest first: how hard the encoder searches for a smaller file at the
/// same quality (`--preset`, for MP4). Each step slower takes more CPU for a few percent fewer
/// bytes; on drawn frames (flat colours, sharp edges, little changing) the fast presets lose little,
/// as docs/performance.md measures.
public enum VideoPreset: String, CaseIterable, Sendable {
    case ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow

    /// The preset MP4s are written with unless `--preset` names another: the fastest that keeps
    /// an MP4 of the benchmark's scenes no larger than Manim's at its settings (libx264 `medium`,
    /// crf 23) and within 0.5 dB of its PSNR (docs/performance.md, "Videos").
    public static let mp4Default = VideoPreset.veryfast

    /// What Zoetrope changes in libx264's preset (`-x264-params`), if anything. `veryfast` takes
    /// the cheapest subpixel refinement (`subme=1`, from 2), a fixed pattern of B-frames
    /// (`b-adapt=0`: the look-ahead no longer tries patterns; it still plans bits, so the file stays
    /// small) and a look-ahead of 8 frames (from 10): together about a quarter less CPU, and on the
    /// benchmark's wheel a file 3 % smaller at 0.1 dB less (docs/performance.md, "Videos").
    var x264Parameters: String? {
        self == .veryfast ? "subme=1:b-adapt=0:rc-lookahead=8" : nil
    }
}
