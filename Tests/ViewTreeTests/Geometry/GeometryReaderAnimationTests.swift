import Foundation
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A progress bar as SwiftUI code writes it: a capsule as wide as the reader's width times the
/// progress, which fills over two seconds when the bar appears, turning from blue to red and
/// brightening as it goes.
private struct ProgressBar: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            Capsule()
                .fill(Color(red: Double(progress), green: 0, blue: 1 - Double(progress)))
                .frame(width: geometry.size.width * progress)
                .opacity(0.5 + progress / 2)
        }
        .frame(width: 300, height: 20)
        .onAppear {
            withAnimation(.linear(duration: 2)) { progress = 1 }
        }
    }
}

/// A dial drawn from its reader's size: a circle of the smaller side, centred, and a hand half
/// as long as the circle is wide, from the centre up.
private struct Dial: View {
    var body: some View {
        GeometryReader { geometry in
            let diameter = min(geometry.size.width, geometry.size.height)
            ZStack {
                Circle().fill(.gray).frame(width: diameter, height: diameter)
                Capsule().fill(.red).frame(width: 4, height: diameter / 2).offset(y: -diameter / 4)
            }
            .frame(width: geometry.size.width, height: geometry.size.height)
        }
    }
}

/// Views inside a `GeometryReader` animate as elsewhere: the content is built for the reader's
/// geometry in each state, and what differs between the states' contents animates.
@Suite("GeometryReader animated")
struct GeometryReaderAnimationTests {
    @Test("a progress bar whose progress animates is, at every frame, the reader's width times the progress then, and its colour follows, at 24 and 60 fps",
          arguments: [24, 60])
    func progressBar(fps: Int) throws {
        let scene = try Scene(named: "progress", canvas: CGSize(width: 400, height: 100), fps: fps) { ProgressBar() }
        #expect(scene.clock.frameCount == 2 * fps + 1)
        for frame in 0...(2 * fps) {
            let time = Double(frame) / Double(fps)
            let progress = time / 2
            let bar = try #require(try scene.sample(frame: frame).placements.first)
            expectClose(bar.frame, CGRect(x: 50, y: 40, width: 300 * progress, height: 20), tolerance: 1e-6,
                        "frame \(frame) (\(time) s) at \(fps) fps")
            expectClose(bar.opacity, 0.5 + progress / 2, tolerance: 1e-9)
        }
        // Its colour, a look rather than a layout value, animates too, as drawn.
        for frame in stride(from: 0, through: 2 * fps, by: fps / 4) {
            let progress = Double(frame) / Double(fps) / 2
            let fill = try #require(try drawnShapes(scene, frame: frame).first).fill
            expectClose(fill.red, progress, tolerance: 1e-9, "red at frame \(frame) at \(fps) fps")
            expectClose(fill.blue, 1 - progress, tolerance: 1e-9, "blue at frame \(frame) at \(fps) fps")
        }
    }

    @Test("a dial takes the smaller side of its reader, in any canvas", arguments: [
        (CGSize(width: 400, height: 300), 300.0), (CGSize(width: 120, height: 500), 120.0), (CGSize(width: 64, height: 64), 64.0),
    ])
    func dial(canvas: CGSize, diameter: Double) throws {
        let placements = try Scene(named: "dial", canvas: canvas) { Dial() }.sample(frame: 0).placements
        try #require(placements.count == 2)
        let centre = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        expectClose(placements[0].frame, CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
        expectClose(placements[1].frame, CGRect(x: centre.x - 2, y: centre.y - diameter / 2, width: 4, height: diameter / 2))
    }

    @Test("a reader whose frame animates gives its content the new size at once, and the content's frame animates to it, as in SwiftUI",
          arguments: [24, 60])
    func resizedReader(fps: Int) throws {
        // The reader goes from 200 × 120 to 100 × 160 in a second; its dial from 120 across to 100.
        let scene = try Scene(named: "resized", canvas: CGSize(width: 400, height: 300), fps: fps, initial: CGSize(width: 200, height: 120),
                              changes: [StateChange(at: 0, animation: .linear(duration: 1)) { $0 = CGSize(width: 100, height: 160) }]) { size in
            Dial().frame(width: size.width, height: size.height)
        }
        for frame in 0...fps {
            let fraction = Double(frame) / Double(fps)
            let diameter = 120 + (100 - 120) * fraction
            let circle = try #require(try scene.sample(frame: frame).placements.first)
            expectClose(circle.frame, CGRect(x: 200 - diameter / 2, y: 150 - diameter / 2, width: diameter, height: diameter),
                        tolerance: 1e-6, "frame \(frame) at \(fps) fps")
        }
    }

    @Test("a reader in a body built for every frame (a TimelineView) is settled in every frame's body, at 10 and 24 fps", arguments: [10, 24])
    func timelineBody(fps: Int) throws {
        let scene = try Scene(named: "timeline", canvas: CGSize(width: 400, height: 100), fps: fps, duration: 1) {
            TimelineView(.animation) { context in
                let elapsed = CGFloat(context.date.timeIntervalSince(Scene.defaultStartDate))
                GeometryReader { geometry in
                    Rectangle().frame(width: geometry.size.width * elapsed, height: 10)
                }
                .frame(width: 200, height: 50)
            }
        }
        for frame in 0...fps {
            let width = 200 * Double(frame) / Double(fps)
            let bar = try #require(try scene.sample(frame: frame).placements.first)
            // A Date 8·10⁸ s after 2001 holds its time to about 10⁻⁷ s: 200 points × that.
            expectClose(bar.frame, CGRect(x: 100, y: 25, width: width, height: 10), tolerance: 1e-4, "frame \(frame) at \(fps) fps")
        }
    }
}
