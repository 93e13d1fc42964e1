import Foundation
import Testing
import Zoetrope

/// A square scaled by a `@GestureState` magnification while it is pinched, then kept.
private struct PinchedPhoto: View {
    @GestureState private var pinch: CGFloat = 1
    @State private var scale: CGFloat = 1
    var body: some View {
        Rectangle().fill(.blue).frame(width: 40 * scale * pinch, height: 40)
            .gesture(MagnifyGesture().updating($pinch) { value, state, _ in state = value.magnification }
                .onEnded { value in scale *= value.magnification })
            .accessibilityIdentifier("photo")
    }
}

/// `Gesture.updating(_:body:)` with `@GestureState`, which goes back to its initial value when
/// the gesture ends.
@Suite("Gesture state")
struct GestureStateTests {
    @Test("updating(_:body:) sets a @GestureState offset while the finger moves; it returns to zero when the finger lifts")
    func updatingResets() throws {
        struct SpringyCard: View {
            @GestureState private var offset = CGSize.zero
            var body: some View {
                Rectangle().fill(.red).frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                    .accessibilityIdentifier("card")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 80, height: 40), at: 0.5, duration: 1)]) {
            SpringyCard()
        }
        let during = try #require(try gestureFrames(scene, frame: 30).first)
        expectFrame(during, CGRect(x: 170, y: 100, width: 40, height: 40), "half-way at 1 s: 40 right, 20 down")
        let after = try #require(try gestureFrames(scene, frame: 50).first)
        expectFrame(after, CGRect(x: 130, y: 80, width: 40, height: 40), "back where it was after the release at 1.5 s")
    }

    @Test("GestureState(wrappedValue:resetTransaction:) glides back in the reset transaction's animation")
    func resetTransaction() throws {
        struct Glider: View {
            @GestureState(wrappedValue: CGSize.zero, resetTransaction: Transaction(animation: .linear(duration: 1))) private var offset
            var body: some View {
                Rectangle().fill(.red).frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                    .accessibilityIdentifier("card")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 3, [.drag("card", by: CGSize(width: 100, height: 0), at: 0, duration: 1)]) { Glider() }
        let halfBack = try #require(try gestureFrames(scene, frame: 45).first)
        #expect(abs(halfBack.minX - 180) < 1e-6, "half-way back at 1.5 s: \(halfBack.minX)")
        let back = try #require(try gestureFrames(scene, frame: 75).first)
        #expect(abs(back.minX - 130) < 1e-6)
    }

    @Test("a pinch's magnification scales a view while pinched (MagnifyGesture + @GestureState); onEnded keeps it")
    func pinchScales() throws {
        let scene = try gestureScene(fps: 30, duration: 2, [.pinch("photo", scale: 2, at: 0.5, duration: 1)]) { PinchedPhoto() }
        let during = try #require(try gestureFrames(scene, frame: 30).first)
        #expect(abs(during.width - 60) < 1e-6, "1.5 times at half-time: \(during.width)")
        let after = try #require(try gestureFrames(scene, frame: 55).first)
        #expect(abs(after.width - 80) < 1e-6, "kept at twice: \(after.width)")
    }
}
