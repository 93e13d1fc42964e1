import CairoRasterizer
import FrameTimeline
import SceneCore

extension RenderSession {
    /// Checks what is asked before the folder is touched: every sink's needs, the scale, the
    /// frames and the work budget.
    /// - Returns: Every frame asked for, and the part this render computes (a shard's, or all).
    /// - Throws: ``RenderError`` saying what cannot be done and why.
    func checkRequest() throws(RenderError) -> (all: ClosedRange<Int>, part: Range<Int>) {
        try checkSinks()
        try checkScale()
        let all = try framesAsked()
        let part = request.shard?.part(of: all) ?? all.lowerBound..<(all.upperBound + 1)
        try checkFrameCount(all)
        try checkDrawingBudget(frames: part.count)
        return (all, part)
    }

    /// Checks, before anything is written, that every sink has what it needs and can do what is asked.
    private func checkSinks() throws(RenderError) {
        var names: Set<String> = []
        for sink in request.sinks {
            guard names.insert(sink.id).inserted else {
                throw .unsupported("two outputs of one render are named \(sink.name); each needs a name of its own")
            }
            if sink.frameFileName != nil, sink.makeEncoder == nil {
                throw .unsupported("the \(sink.name) output writes a file per frame but makes no bytes for it (it has no encoder)")
            }
            try sink.needs.check()
            if let shard = request.shard, !sink.splitsIntoShards {
                throw .unsupported("--shard \(shard) cannot make the \(sink.name) file: it is made from every frame in one "
                                   + "piece, and its parts cannot be joined byte for byte. Render the shards with png and csv, and "
                                   + "the \(sink.name) in one process")
            }
        }
    }

    /// Refuses a scale that is not a positive number, or that makes frames larger than a canvas can be.
    private func checkScale() throws(RenderError) {
        let scale = request.scale
        let size = composer.drawnSize
        let largest = Double(CairoCanvas.maximumSide)
        guard scale.isFinite, scale > 0, (1...largest).contains(Double(size.width).rounded(.up)),
              (1...largest).contains(Double(size.height).rounded(.up)) else {
            throw .unsupported("--scale \(scale): frames would be \(Double(size.width))×\(Double(size.height)) pixels; "
                               + "each side must come to 1 to \(CairoCanvas.maximumSide)")
        }
    }

    /// Refuses a render that would draw more pixels than the budget allows, or lose more memory in
    /// the libraries behind its sinks, before any is drawn.
    private func checkDrawingBudget(frames: Int) throws(RenderError) {
        do {
            if request.sinks.contains(where: \.needs.drawing) {
                try request.budget.checkPixels(frames: frames, size: composer.drawnSize, file: scene.origin)
            }
            for sink in request.sinks {
                try sink.needs.budget(FrameSink.Workload(scene: scene, frames: frames, budget: request.budget))
            }
        } catch {
            throw .scene(error)
        }
    }

    /// Refuses frames too few for a whole-render file (a video of one frame).
    private func checkFrameCount(_ frames: ClosedRange<Int>) throws(RenderError) {
        for sink in request.sinks where frames.count < sink.needs.minimumFrames {
            throw .unsupported("\(scene.origin): the \(sink.name) file needs at least \(sink.needs.minimumFrames) frames, and "
                               + "frames \(request.frames.map { "\($0)" } ?? "0-\(frames.upperBound)") \(frames.count == 1 ? "is one" : "are \(frames.count)"); "
                               + "for a single frame use --format png")
        }
    }

    /// The frames asked for, checked against the scene's clock.
    private func framesAsked() throws(RenderError) -> ClosedRange<Int> {
        let last = scene.clock.frameCount - 1
        let asked = request.frames ?? FrameSelection(first: 0, last: last)
        guard asked.first <= (asked.last ?? last) else {
            throw .frames(scene: scene.origin, message: "frames \(asked) start after the scene's last frame \(last)")
        }
        do throws(FrameClockError) {
            return try scene.clock.validate(asked.first...(asked.last ?? last))
        } catch {
            throw .frames(scene: scene.origin, message: error.description)
        }
    }
}
