import Foundation
import Testing
import Zoetrope

/// A 40-point square whose width grows by 20 for each of `count`.
private func bar(_ count: Int) -> some View {
    Rectangle().fill(.red).frame(width: CGFloat(40 + 20 * count), height: 40)
}

/// Gestures combined (`simultaneously`, `sequenced`, `exclusively`, `map`), attached in each
/// form (`gesture`, `simultaneousGesture`, `highPriorityGesture`), long presses and taps.
@Suite("Gesture composition")
struct GestureCompositionTests {
    @Test("a long press toggles state once its minimum duration has passed, not before; a shorter press does nothing")
    func longPress() throws {
        struct Pressable: View {
            @State private var on = 0
            var body: some View {
                bar(on).gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in on += 1 })
                    .accessibilityIdentifier("button")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 3, [.longPress("button", at: 0.5, duration: 1), .longPress("button", at: 2, duration: 0.3)]) {
            Pressable()
        }
        #expect(try gestureFrames(scene, frame: 29).first?.width == 40, "at 0.97 s, not yet")
        #expect(try gestureFrames(scene, frame: 30).first?.width == 60, "at 1 s, half a second in")
        #expect(try gestureFrames(scene, frame: 89).first?.width == 60, "the short press did nothing")
    }

    @Test("onLongPressGesture(minimumDuration:perform:onPressingChanged:) runs its action and reports the press")
    func onLongPress() throws {
        struct Pressable: View {
            @State private var done = 0
            @State private var pressing = false
            var body: some View {
                bar(done + (pressing ? 2 : 0)).onLongPressGesture(minimumDuration: 1, perform: { done += 1 }, onPressingChanged: { pressing = $0 })
                    .accessibilityIdentifier("button")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 3, [.longPress("button", at: 0.5, duration: 2)]) { Pressable() }
        #expect(try gestureFrames(scene, frame: 30).first?.width == 80, "pressing at 1 s")
        #expect(try gestureFrames(scene, frame: 60).first?.width == 60, "done at 1.5 s, no longer pressing")
    }

    @Test("sequenced(before:): a long press, then a drag that moves the view only once the press has succeeded")
    func sequenced() throws {
        struct Card: View {
            @State private var offset: CGFloat = 0
            var body: some View {
                bar(0).offset(x: offset)
                    .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0)).onChanged { value in
                        if case .second(true, let drag?) = value { offset = drag.translation.width }
                    })
                    .accessibilityIdentifier("card")
            }
        }
        // 20 points right over 2 s: 5 points in at 0.5 s, within the press's 10, so the press succeeds
        // there and the drag follows from that place: at 1.5 s the finger is 10 points farther.
        let moved = try gestureScene(fps: 30, duration: 3, [.drag("card", by: CGSize(width: 20, height: 0), at: 0, duration: 2)]) { Card() }
        #expect(try gestureFrames(moved, frame: 45).first.map { abs($0.minX - 140) < 1e-6 } == true, "dragged once pressed long enough")
        // Dragged at once: the press fails (moved more than 10 points), so the drag never starts.
        let quick = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 60, height: 0), at: 0, duration: 0.5)]) { Card() }
        #expect(try gestureFrames(quick, frame: 45).first.map { abs($0.minX - 130) < 1e-6 } == true)
    }

    @Test("simultaneously(with:): a pinch and a rotation both report from one touch sequence; map(_:) transforms a value")
    func simultaneously() throws {
        struct Photo: View {
            @State private var scale: CGFloat = 1
            @State private var turns = 0
            var body: some View {
                bar(turns).scaleEffect(scale)
                    .gesture(MagnificationGesture().simultaneously(with: RotationGesture().map { $0.degrees }).onEnded { value in
                        scale = value.first ?? 1
                        turns = value.second.map { Int($0 / 90) } ?? 0
                    })
                    .accessibilityIdentifier("photo")
            }
        }
        let pinched = try gestureScene(fps: 30, duration: 2, [.pinch("photo", scale: 3, at: 0.5, duration: 0.5)]) { Photo() }
        let placement = try #require(try pinched.sample(frame: 45).placements.first)
        #expect(abs(placement.scale - 3) < 1e-6 && placement.size.width == 40, "scaled three times, no rotation")
        let turned = try gestureScene(fps: 30, duration: 2, [.rotate("photo", by: .degrees(180), at: 0.5, duration: 0.5)]) { Photo() }
        #expect(try gestureFrames(turned, frame: 45).first?.width == 80, "two quarter turns")
    }

    @Test("exclusively(before:): a double-tap gesture goes before a drag, which only runs when the tap fails")
    func exclusively() throws {
        struct Card: View {
            @State private var taps = 0
            @State private var drags = 0
            var body: some View {
                bar(taps + 2 * drags)
                    .gesture(TapGesture().onEnded { taps += 1 }.exclusively(before: DragGesture().onEnded { _ in drags += 1 }))
                    .accessibilityIdentifier("card")
            }
        }
        let tapped = try gestureScene(fps: 30, duration: 2, [.tap("card", at: 0.5)]) { Card() }
        #expect(try gestureFrames(tapped, frame: 30).first?.width == 60, "the tap won")
        let dragged = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) { Card() }
        #expect(try gestureFrames(dragged, frame: 45).first?.width == 80, "the tap failed, the drag ended")
    }

    @Test("gesture(_:including:) with .all or .gesture recognizes the view's gesture; .subviews and .none turn it off",
          arguments: [("all", true), ("gesture", true), ("subviews", false), ("none", false)])
    func gestureIncluding(mask: String, recognized: Bool) throws {
        struct Card: View {
            let mask: String
            @State private var drags = 0
            var body: some View {
                bar(drags).gesture(DragGesture().onEnded { _ in drags += 1 },
                                   including: mask == "all" ? .all : mask == "gesture" ? .gesture : mask == "subviews" ? .subviews : .none)
                    .accessibilityIdentifier("card")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) {
            Card(mask: mask)
        }
        #expect(try gestureFrames(scene, frame: 45).first?.width == (recognized ? 60 : 40))
    }

    @Test("gesture(_:isEnabled:) and gesture(_:name:isEnabled:) recognize the gesture only while enabled", arguments: [true, false])
    func gestureEnabled(enabled: Bool) throws {
        struct Card: View {
            let enabled: Bool
            @State private var drags = 0
            var body: some View {
                VStack {
                    bar(drags).gesture(DragGesture().onEnded { _ in drags += 1 }, isEnabled: enabled)
                        .accessibilityIdentifier("one")
                    bar(drags).gesture(DragGesture().onEnded { _ in drags += 2 }, name: "swipe", isEnabled: enabled)
                        .accessibilityIdentifier("two")
                }
            }
        }
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("one", by: CGSize(width: 50, height: 0), at: 0.2, duration: 0.3),
                                                            .drag("two", by: CGSize(width: 50, height: 0), at: 0.6, duration: 0.3)]) {
            Card(enabled: enabled)
        }
        #expect(try gestureFrames(scene, frame: 45).first?.width == (enabled ? 100 : 40))
    }

    @Test("a parent's gesture waits for its child's; simultaneousGesture runs alongside; highPriorityGesture goes first")
    func priorities() throws {
        struct Stack: View {
            let kind: Int
            @State private var inner = 0
            @State private var outer = 0
            var body: some View {
                let drag = DragGesture().onEnded { _ in outer += 1 }
                let child = VStack { bar(inner + 3 * outer) }.gesture(DragGesture().onEnded { _ in inner += 1 }).accessibilityIdentifier("child")
                switch kind {
                case 0: return AnyView(child.gesture(drag))
                case 1: return AnyView(child.simultaneousGesture(drag))
                default: return AnyView(child.highPriorityGesture(drag))
                }
            }
        }
        let expected: [CGFloat] = [60, 120, 100]
        for kind in 0..<3 {
            let scene = try gestureScene(fps: 30, duration: 2, [.drag("child", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) {
                Stack(kind: kind)
            }
            #expect(try gestureFrames(scene, frame: 45).first?.width == expected[kind], "kind \(kind)")
        }
    }

    @Test("simultaneousGesture(_:including:), (_:isEnabled:) and (_:name:isEnabled:) run beside a view's own gesture")
    func simultaneousForms() throws {
        struct Card: View {
            @State private var count = 0
            var body: some View {
                bar(count)
                    .gesture(DragGesture().onEnded { _ in count += 1 })
                    .simultaneousGesture(DragGesture().onEnded { _ in count += 1 }, including: .all)
                    .simultaneousGesture(DragGesture().onEnded { _ in count += 1 }, isEnabled: true)
                    .simultaneousGesture(DragGesture().onEnded { _ in count += 10 }, isEnabled: false)
                    .simultaneousGesture(DragGesture().onEnded { _ in count += 1 }, name: "also")
                    .accessibilityIdentifier("card")
            }
        }
        let scene = try gestureScene(fps: 30, duration: 2, [.drag("card", by: CGSize(width: 50, height: 0), at: 0.5, duration: 0.5)]) { Card() }
        #expect(try gestureFrames(scene, frame: 45).first?.width == 120, "four drags ended, the disabled one did not")
    }
}
