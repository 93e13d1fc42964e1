import Foundation
import Testing
import Zoetrope

/// A red square 40 points wide at the centre of a 300 × 200 canvas (x 130…170), moved by a
/// drag's translation.
private struct DraggedCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        Rectangle().fill(.red).frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation })
            .accessibilityIdentifier("card")
    }
}

/// A 40-point square at the centre of the canvas that reports its drag's values.
private struct DragRecorder: View {
    let recorder: GestureRecorder<DragGesture.Value>
    let gesture: DragGesture
    var body: some View {
        Rectangle().fill(.blue).frame(width: 40, height: 40)
            .gesture(gesture.onChanged { recorder.changed.append($0) }.onEnded { recorder.ended.append($0) })
            .accessibilityIdentifier("card")
            .coordinateSpace(.named("page"))
    }
}

/// `DragGesture` with `onChanged`, `onEnded` and its values, scripted with `Interaction.drag`.
@Suite("Drag gestures")
struct GestureDragTests {
    @Test("a card dragged by (120, 0) over 1 s follows the finger at each frame and stays where it was let go (24, 30, 60 fps)",
          arguments: [24, 30, 60])
    func dragFollowsFinger(fps: Int) throws {
        struct Card: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Rectangle().fill(.red).frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture().onChanged(follow))
                    .accessibilityIdentifier("card")
            }

            func follow(_ value: DragGesture.Value) {
                offset = value.translation
            }
        }
        let scene = try gestureScene(fps: fps, duration: 2.5, [.drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 1)]) {
            Card()
        }
        // The gesture starts 10 points in (the default minimum distance), reporting the whole translation.
        let expected: [(time: Double, x: CGFloat)] = [(0, 130), (0.5, 130), (1, 190), (1.5, 250), (2, 250), (2.5, 250)]
        for (time, x) in expected {
            let frame = try #require(try gestureFrames(scene, frame: Int(time * Double(fps))).first)
            #expect(abs(frame.minX - x) < 1e-6, "at \(time) s: \(frame.minX), expected \(x)")
        }
        let image = try drawnImage(of: scene, frame: fps)
        #expect(columns(of: Pixel.red, in: image, y: 100).map { abs($0.lowerBound - 190) <= 1 } == true, "drawn 60 points right")
    }

    @Test("DragGesture(minimumDistance:coordinateSpace:) reports location, startLocation, translation, velocity and time; onEnded gets the last")
    func dragValues() throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 90, height: -30), at: 0.5, duration: 0.75)]) {
            let fresh = recorder.fresh()
            Rectangle().fill(.blue).frame(width: 40, height: 40)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged({ value in fresh.changed.append(value) })
                    .onEnded({ value in fresh.ended.append(value) }))
                .accessibilityIdentifier("card")
        }
        _ = try scene.sample(frame: 0)
        let first = try #require(recorder.changed.first)
        // minimumDistance 0: the first value comes as the finger goes down, at the square's centre.
        #expect(abs(first.startLocation.x - 20) < 1e-9 && abs(first.startLocation.y - 20) < 1e-9)
        #expect(abs(first.location.x - 20) < 1e-9 && first.translation == .zero)
        #expect(abs(first.time.timeIntervalSince(Scene.defaultStartDate) - 0.5) < 1e-9)
        // Sampled on the 30 fps frames over 0.75 s: the down sample at 0.5 s, the 22 frames
        // between (16/30 s to 37/30 s), and the last place before the release.
        #expect(recorder.changed.count == 24)
        #expect(recorder.changed.dropFirst().dropLast().enumerated().allSatisfy { index, value in
            // A Date far from its reference date keeps about 1e-7 s.
            abs(value.time.timeIntervalSince(Scene.defaultStartDate) - Double(16 + index) / 30) < 1e-6
        }, "each sample at a frame's moment")
        let last = try #require(recorder.ended.first)
        #expect(recorder.ended.count == 1)
        #expect(abs(last.translation.width - 90) < 1e-9 && abs(last.translation.height + 30) < 1e-9)
        #expect(abs(last.location.x - 110) < 1e-9 && abs(last.location.y + 10) < 1e-9)
        #expect(abs(last.velocity.width - 120) < 1e-9 && abs(last.velocity.height + 40) < 1e-9, "90 and -30 points in 0.75 s")
        #expect(abs(last.time.timeIntervalSince(Scene.defaultStartDate) - 1.25) < 1e-9)
    }

    @Test("predictedEndTranslation and predictedEndLocation carry the translation on by the velocity as a flung view glides")
    func predictedEnd() throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        let scene = try gestureScene(fps: 30, duration: 1, [.drag("card", by: CGSize(width: 100, height: 0), at: 0, duration: 0.25)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture())
        }
        _ = try scene.sample(frame: 0)
        let last = try #require(recorder.ended.first)
        // 400 points a second; a UIScrollView's normal deceleration glides 0.499 s of it.
        #expect(abs(last.velocity.width - 400) < 1e-9)
        #expect(abs(last.predictedEndTranslation.width - (100 + 400 * 0.499)) < 1e-6)
        #expect(abs(last.predictedEndLocation.x - (20 + 100 + 400 * 0.499)) < 1e-6)
        #expect(abs(last.predictedEndTranslation.height) < 1e-9 && abs(last.predictedEndLocation.y - 20) < 1e-9)
    }

    @Test("DragGesture(minimumDistance:) waits until the finger has moved that far; its properties say what it was made with")
    func minimumDistance() throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        let gesture = DragGesture(minimumDistance: 30)
        #expect(gesture.minimumDistance == 30)
        #expect(gesture.coordinateSpace == .local)
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 0, height: 60), at: 0.5, duration: 1)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture(minimumDistance: 30))
        }
        _ = try scene.sample(frame: 0)
        let first = try #require(recorder.changed.first)
        #expect(abs(first.translation.height - 30) < 1e-9, "the first change is 30 points in: \(first.translation)")
        #expect(abs(first.time.timeIntervalSince(Scene.defaultStartDate) - 1) < 1e-9, "half-way, at 1 s")
        // A drag shorter than the minimum distance never starts, so it never ends.
        let short = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 20, height: 0), at: 0.5, duration: 1)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture(minimumDistance: 30))
        }
        _ = try short.sample(frame: 0)
        #expect(recorder.changed.isEmpty && recorder.ended.isEmpty)
    }

    @Test("DragGesture's coordinate space: .global gives canvas points, a CoordinateSpace value and a named space theirs",
          arguments: ["global", "named", "value"])
    func coordinateSpaces(space: String) throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 30, height: 0), at: 0.5, duration: 0.5)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: space == "global" ? DragGesture(minimumDistance: 5, coordinateSpace: .global)
                         : space == "named" ? DragGesture(minimumDistance: 5, coordinateSpace: .named("page"))
                         : DragGesture(minimumDistance: 5, coordinateSpace: CoordinateSpace.global))
        }
        _ = try scene.sample(frame: 0)
        let last = try #require(recorder.ended.first)
        // The square's centre is (150, 100) on the canvas and (20, 20) in the space it names itself.
        let start: CGPoint = space == "named" ? CGPoint(x: 20, y: 20) : CGPoint(x: 150, y: 100)
        #expect(abs(last.startLocation.x - start.x) < 1e-9 && abs(last.startLocation.y - start.y) < 1e-9, "\(last.startLocation)")
        #expect(abs(last.location.x - start.x - 30) < 1e-9)
        #expect(DragGesture(coordinateSpace: CoordinateSpace.global).coordinateSpace == .global)
    }

    @Test("DragGesture(minimumDistance:coordinateSpace:inputKinds:) with all kinds follows a scripted finger; with none it never starts")
    func inputKinds() throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture(minimumDistance: 10, coordinateSpace: .local, inputKinds: .all))
        }
        _ = try scene.sample(frame: 0)
        #expect(recorder.ended.first.map { abs($0.translation.width - 50) < 1e-9 } == true)
        let none = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture(minimumDistance: 10, coordinateSpace: .local, inputKinds: []))
        }
        _ = try none.sample(frame: 0)
        #expect(recorder.ended.isEmpty)
    }

    @Test("a drag along a path moves at constant speed through its points; the velocity at the release is the last segment's")
    func dragAlongPath() throws {
        let recorder = GestureRecorder<DragGesture.Value>()
        // 60 right then 60 down: 120 points in 1 s.
        let path = [CGPoint.zero, CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 60)]
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", along: path, at: 0.5, duration: 1)]) {
            DragRecorder(recorder: recorder.fresh(), gesture: DragGesture(minimumDistance: 0))
        }
        _ = try scene.sample(frame: 0)
        let atOne = try #require(recorder.changed.first { abs($0.time.timeIntervalSince(Scene.defaultStartDate) - 1) < 1e-9 })
        #expect(abs(atOne.translation.width - 60) < 1e-9 && abs(atOne.translation.height) < 1e-9, "the corner at half-time")
        let last = try #require(recorder.ended.first)
        #expect(abs(last.translation.width - 60) < 1e-9 && abs(last.translation.height - 60) < 1e-9)
        #expect(abs(last.velocity.width) < 1e-9 && abs(last.velocity.height - 120) < 1e-9)
    }

    @Test("a drag naming no view, or several, is an error naming the name and the time; so is one that lifts after the end or takes no time")
    func dragErrors() throws {
        #expect {
            _ = try gestureScene([.drag("nothing", by: CGSize(width: 10, height: 0), at: 0.5, duration: 0.5)]) { DraggedCard() }
        } throws: { error in
            "\(error)".contains("drag \"nothing\" at 0.5 s") && "\(error)".contains("no view")
        }
        #expect {
            _ = try gestureScene([.drag("card", by: CGSize(width: 10, height: 0), at: 0.5, duration: 0.5)]) { VStack { DraggedCard(); DraggedCard() } }
        } throws: { error in
            "\(error)".contains("drag \"card\" at 0.5 s") && "\(error)".contains("2 views")
        }
        #expect(throws: SceneError.self, "lifts after the scene's end") {
            _ = try gestureScene(duration: 1, [.drag("card", by: CGSize(width: 10, height: 0), at: 0.5, duration: 1)]) { DraggedCard() }
        }
        #expect(throws: SceneError.self) {
            _ = try gestureScene([.drag("card", by: CGSize(width: 10, height: 0), at: 0.5, duration: 0)]) { DraggedCard() }
        }
    }
}
