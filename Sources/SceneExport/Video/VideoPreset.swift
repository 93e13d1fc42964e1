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

}
