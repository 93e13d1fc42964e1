import Foundation
import Testing
import Zoetrope

/// `onTapGesture` forms whose action receives the tap's location, `TapGesture`,
/// `SpatialTapGesture`, and the `.task` forms with an executor preference.
@Suite("Tap gestures and tasks")
struct GestureTapTests {
    @Test("onTapGesture(count:coordinateSpace:perform:) gives the action the tap's location: local, global, a CoordinateSpace value, with inputKinds, named",
          arguments: [(0, CGPoint(x: 30, y: 20)), (1, CGPoint(x: 150, y: 96)), (2, CGPoint(x: 150, y: 96)), (3, CGPoint(x: 30, y: 20)),
                       (4, CGPoint(x: 30, y: 20))])
    func tapLocation(space: Int, expected: CGPoint) throws {
        // A 60 × 40 square over an empty readout in a stack at the canvas's centre (the square at
        // x 120…180, y 76…116, the stack 48 high with its spacing of 8); the readout's size shows the
        // tap's location.
        struct Spot: View {
            let space: Int
            @State private var location = CGPoint.zero
            var body: some View {
                VStack {
                    Rectangle().fill(.red).frame(width: 60, height: 40)
                        .modifier(TapReader(space: space, location: $location))
                        .accessibilityIdentifier("spot")
                    Rectangle().frame(width: location.x, height: location.y)
                }
                .coordinateSpace(.named("stack"))
            }
        }

        struct TapReader: ViewModifier {
            let space: Int
            @Binding var location: CGPoint
            func body(content: Content) -> some View {
                switch space {
                case 0: AnyView(content.onTapGesture { location = $0 })
                case 1: AnyView(content.onTapGesture(count: 1, coordinateSpace: .global) { location = $0 })
                case 2: AnyView(content.onTapGesture(count: 1, coordinateSpace: CoordinateSpace.global) { location = $0 })
                case 3: AnyView(content.onTapGesture(count: 1, coordinateSpace: .local, inputKinds: .all) { location = $0 })
                default: AnyView(content.onTapGesture(coordinateSpace: .named("stack")) { point in location = point })
                }
            }
        }
        let scene = try gestureScene(fps: 10, duration: 1, [.tap("spot", at: 0.5)]) { Spot(space: space) }
        let frames = try gestureFrames(scene, frame: 5)
        #expect(frames.count == 2)
        let readout = try #require(frames.last)
        #expect(abs(readout.width - expected.x) < 1e-6 && abs(readout.height - expected.y) < 1e-6, "\(readout.size)")
        let before = try #require(try gestureFrames(scene, frame: 4).last)
        #expect(before.width == 0, "nothing before the tap")
    }

    @Test("onTapGesture(count:perform:) without a location still runs as before, beside the located forms")
    func tapWithoutLocation() throws {
        struct Counter: View {
            @State private var taps = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + 30 * taps), height: 20)
                    .onTapGesture { taps += 1 }
                    .accessibilityIdentifier("bar")
            }
        }
        let scene = try gestureScene(fps: 10, duration: 1, [.tap("bar", at: 0.5)]) { Counter() }
        #expect(try gestureFrames(scene, frame: 5).first?.width == 40)
    }

    @Test("a scripted tap ends TapGesture(count:) and SpatialTapGesture (its location in local coordinates) attached with .gesture")
    func tapGestures() throws {
        struct Taps: View {
            @State private var taps = 0
            @State private var spot = CGPoint.zero
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 30 * taps), height: 20)
                        .gesture(TapGesture(count: 1).onEnded { taps += 1 })
                        .accessibilityIdentifier("bar")
                    Rectangle().frame(width: 80, height: 40)
                        .gesture(SpatialTapGesture().onEnded { value in spot = value.location })
                        .accessibilityIdentifier("spot")
                    Rectangle().frame(width: spot.x, height: spot.y)
                }
            }
        }
        let scene = try gestureScene(fps: 10, duration: 2, [.tap("bar", at: 0.5), .tap("spot", at: 1)]) { Taps() }
        #expect(try gestureFrames(scene, frame: 4).first?.width == 10)
        #expect(try gestureFrames(scene, frame: 5).first?.width == 40, "tapped at 0.5 s")
        let readout = try #require(try gestureFrames(scene, frame: 10).last)
        #expect(abs(readout.width - 40) < 1e-6 && abs(readout.height - 20) < 1e-6, "the centre of the 80 × 40 view")
    }

    @Test("task(id:name:executorPreference:priority:file:line:_:) and task(name:executorPreference:…) run on the scene's clock")
    func taskWithExecutor() throws {
        struct Waiter: View {
            @State private var width: CGFloat = 10
            @State private var height: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: width, height: height)
                    .task(id: 1, name: "grow", executorPreference: globalConcurrentExecutor) {
                        try? await Task.sleep(for: .seconds(0.5))
                        width = 100
                    }
                    .task(name: "tall", executorPreference: globalConcurrentExecutor, priority: .high) {
                        try? await Task.sleep(for: .seconds(1))
                        height = 50
                    }
            }
        }
        let scene = try gestureScene(fps: 10, duration: 2, []) { Waiter() }
        #expect(try gestureFrames(scene, frame: 4).first?.size == CGSize(width: 10, height: 10))
        #expect(try gestureFrames(scene, frame: 5).first?.size == CGSize(width: 100, height: 10))
        #expect(try gestureFrames(scene, frame: 10).first?.size == CGSize(width: 100, height: 50))
    }
}
