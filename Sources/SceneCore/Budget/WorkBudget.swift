import AnimationCore
import Foundation
import FrameTimeline

/// The most work a scene may ask for, checked from the scene alone before any of it is done.
///
/// A scene file is small, but what it asks for need not be: 44,000 views, a phase sequence that
/// holds 1 ms for a day (86 million phase changes), a 15 MB label, a day of frames at 100 fps. Such
/// scenes are refused when they are read and built, with a message that names the field, the
/// value, what it would cost and the limit, instead of running for hours or exhausting memory.
/// The limits are generous for real scenes; ``large`` raises each a hundredfold, for those who
/// mean it (`zoetrope render --allow-large`).
public struct WorkBudget: Hashable, Sendable {
    /// The most views in a scene.
    public var views: Int
    /// The most characters in one label.
    public var labelLength: Int
    /// The most state changes in the timeline, phase sequences written out (up to the scene's end).
    public var changes: Int
    /// The most keyframes in all the timeline's keyframe runs together.
    public var keyframes: Int
    /// The most keyframe runs in the timeline (each starts from the state every earlier one left).
    public var keyframeRuns: Int
    /// The most frames × views: the layout passes' work over the whole scene.
    public var viewFrames: Int
    /// The most pixels drawn over a whole render: frames drawn × canvas pixels × scale².
    public var pixels: Int
    /// The most memory a render may lose inside the libraries it draws with, in bytes: cairo 1.16's
    /// SVG surface never frees about 490 bytes of each translucent labelled view it draws.
    public var lostMemory: Int

    /// The limits of a scene read from a file, unless asked otherwise: 10,000 views, labels of
    /// 1,000 characters, 100,000 changes, 100,000 keyframes in 10,000 runs, 100 million view-frames (a
    /// minute at 60 fps with 27,000 views, or 10,000 views for 10,000 frames), 200 billion pixels
    /// (about 100,000 frames of 1080p), and 512 MiB lost inside cairo.
    public static let standard = WorkBudget(views: 10_000, labelLength: 1_000, changes: 100_000, keyframes: 100_000,
                                            keyframeRuns: 10_000, viewFrames: 100_000_000, pixels: 200_000_000_000)

    /// Each of ``standard``'s limits a hundred times larger.
    public static let large = standard.scaled(by: 100)

    /// No limits: for scenes built in Swift by code that knows what it asks for.
    public static let unlimited = WorkBudget(views: .max, labelLength: .max, changes: .max, keyframes: .max, keyframeRuns: .max,
                                             viewFrames: .max, pixels: .max, lostMemory: .max)

    /// Creates a budget; each limit is described with its property.
    public init(views: Int, labelLength: Int, changes: Int, keyframes: Int, keyframeRuns: Int, viewFrames: Int, pixels: Int,
                lostMemory: Int = 512 * 1_048_576) {
        self.views = views
        self.labelLength = labelLength
        self.changes = changes
        self.keyframes = keyframes
        self.keyframeRuns = keyframeRuns
        self.viewFrames = viewFrames
        self.pixels = pixels
        self.lostMemory = lostMemory
    }

    /// Every limit multiplied by `factor`, saturating at `Int.max`.
    public func scaled(by factor: Int) -> WorkBudget {
        func times(_ limit: Int) -> Int {
            let (product, overflow) = limit.multipliedReportingOverflow(by: factor)
            return overflow ? .max : product
        }
        return WorkBudget(views: times(views), labelLength: times(labelLength), changes: times(changes),
                          keyframes: times(keyframes), keyframeRuns: times(keyframeRuns), viewFrames: times(viewFrames),
                          pixels: times(pixels), lostMemory: times(lostMemory))
    }

    /// What the hint at the end of each refusal says.
    package static let advice = "(zoetrope render --allow-large raises every limit a hundredfold)"

    // MARK: Checks

    /// Checks a scene's views and their labels.
    /// - Parameters:
    ///   - views: The views.
    ///   - origin: The scene's origin, for messages.
    ///   - source: Where view `index` came from, for messages.
    /// - Throws: ``SceneError`` naming the views or the label over its limit.
    /// - Complexity: O(*n*) in the number of views.
    package func checkViews(_ views: [ViewSpec], origin: String, source: (Int) -> ViewSource) throws(SceneError) {
        guard views.count <= self.views else {
            throw SceneError(file: origin, path: "views",
                             message: "\(views.count) views; the most is \(self.views) \(Self.advice)")
        }
        for (index, view) in views.enumerated() {
            guard let label = view.label else { continue }
            let length = label.text.count
            guard length <= labelLength else {
                let source = source(index)
                throw SceneError(file: origin, path: "\(source.path).label",
                                 message: "\(source.copies > 1 ? source.naming(view: index) + "has " : "")a label of \(length) characters; the most is \(labelLength) \(Self.advice)")
            }
        }
    }

    /// Checks the layout passes a scene's frames will take: frames × views.
    /// - Parameters:
    ///   - clock: The scene's frames.
    ///   - viewCount: How many views each frame lays out.
    ///   - origin: The scene's origin, for messages.
    ///   - path: The field that sets the duration, for messages.
    /// - Throws: ``SceneError`` naming `path` when over the limit.
    package func checkFrames(_ clock: FrameClock, viewCount: Int, origin: String, path: String) throws(SceneError) {
        let (work, overflow) = clock.frameCount.multipliedReportingOverflow(by: max(viewCount, 1))
        guard overflow || work > viewFrames else { return }
        throw SceneError(file: origin, path: path,
                         message: "the render would be \(clock.frameCount) frames × \(viewCount) views "
                            + "(\(clock.rate), \(NumberText.describe(clock.duration)) s); the most is \(viewFrames) view-frames "
                            + "\(Self.advice)")
    }

    /// Checks the pixels a render will draw.
    /// - Parameters:
    ///   - frames: How many frames will be drawn.
    ///   - size: The size of each, in pixels (the canvas times the render's scale).
    ///   - file: The scene file, for the message.
    /// - Throws: ``SceneError`` when `frames × width × height` is over the limit.
    public func checkPixels(frames: Int, size: CGSize, file: String) throws(SceneError) {
        let perFrame = (Double(size.width).rounded(.up) * Double(size.height).rounded(.up))
        let total = perFrame * Double(frames)
        guard total > Double(pixels) else { return }
        throw SceneError(file: file, path: "canvas",
                         message: "drawing \(frames) frames of \(NumberText.describe(Double(size.width)))×\(NumberText.describe(Double(size.height))) "
                            + "is \(NumberText.describe(total)) pixels; the most is \(pixels) \(Self.advice)")
    }

    /// Checks the memory a render would lose inside the libraries it draws with.
    /// - Parameters:
    ///   - groups: How many groups the render draws (translucent views with a label, times frames).
    ///   - bytesEach: How many bytes the output loses for each.
    ///   - output: The output's name, for the message (`svg`).
    ///   - file: The scene file, for the message.
    /// - Throws: ``SceneError`` when `groups × bytesEach` is over ``lostMemory``.
    public func checkLostMemory(groups: Int, bytesEach: Int, output: String, file: String) throws(SceneError) {
        let lost = Double(groups) * Double(bytesEach)
        guard lost > Double(lostMemory) else { return }
        throw SceneError(file: file, path: "views",
                         message: "drawing \(groups) translucent labelled views (views × frames) as \(output) would lose about "
                            + "\(NumberText.describe((lost / 1_048_576).rounded())) MiB inside cairo 1.16, whose \(output) surface keeps about "
                            + "\(bytesEach) bytes of each; the most is \(lostMemory / 1_048_576) MiB. Render fewer frames at once "
                            + "(--frames), or PNG frames \(Self.advice)")
    }
}
