/// What became of one preview: a row of `report.json`, and what a child process that rendered
/// it prints.
struct PreviewOutcome: Codable, Equatable {
    /// How a preview's rendering ended.
    enum Status: String, Codable {
        /// Its files are written.
        case rendered
        /// Its view could not be shown: the scene or a frame failed, with a message.
        case failed
        /// The process rendering it stopped on a trap or a signal.
        case crashed
        /// It did not finish within `--timeout` and was stopped.
        case timedOut = "timed-out"
        /// Its target did not compile (`zoetrope previews` in a package's root), or cannot be
        /// linked into a program that renders it; the error says which.
        case notBuilt = "not-built"
    }

    /// The preview's name as shown and saved.
    var name: String
    /// Its module.
    var module: String
    /// Its file (or provider type).
    var file: String
    /// Its line, for a `#Preview`.
    var line: Int?
    /// Where it is declared, as messages say it.
    var location: String
    /// How its rendering ended.
    var status: Status
    /// Its still picture (the last frame), relative to the output folder, once written.
    var still: String?
    /// Its animation (GIF), for a preview that moves, once written.
    var animation: String?
    /// Its trajectories (CSV), for a preview that moves, once written.
    var trajectories: String?
    /// How many frames it has: 1 for a still preview.
    var frames: Int?
    /// The device it is shown on (`iPhone 16`), unless its layout is `.sizeThatFits` or
    /// `.fixedLayout`.
    var device: String?
    /// Its canvas, in points.
    var width: Double?
    var height: Double?
    /// Seconds it took to render, in the process that rendered it.
    var seconds: Double?
    /// Why it failed, crashed or timed out.
    var error: String?
}
