import Zoetrope
import ZoetropeCommandLine

// Scenes written in Swift, rendered with the whole `zoetrope render` command line:
//
//     swift run ZoetropeExamples render                      every scene, into frames/<name>/
//     swift run ZoetropeExamples render wheel-rotate --format png,csv,mp4 --frames 0-30
//     swift run ZoetropeExamples validate
//
// A package of your own does the same: depend on the Zoetrope and ZoetropeCommandLine products
// and call ZoetropeCommand.main(scenes:) (or main(scenes:layouts:), to give its scene files
// layouts of its own) from its executable.

/// Article 004's wheel (LayoutCatalog's WheelLayout), its state taken out of the view.
struct Wheel: View {
    static let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
    var angle: Angle
    var radius: CGFloat

    var body: some View {
        WheelLayout(radius: radius, rotation: angle) {
            ForEach(0..<8) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Self.colors[index].opacity(0.7))
                    .frame(width: 70, height: 70)
                    .overlay { Text("\(index + 1)") }
            }
        }
    }
}

/// The wheel's state: what the article keeps in `@State`.
struct WheelState: Sendable {
    var angle: Angle = .zero
    var radius: CGFloat = 130
}

/// The angle a wheel sends back to each view: article 004's "bidirectional value".
struct Rotation: LayoutValueKey {
    static let defaultValue: Binding<Angle>? = nil
}

/// Article 004's WheelComponent: a view that turns by the angle its layout writes back.
struct WheelComponent<V: View>: View {
    @ViewBuilder let content: () -> V
    @State private var rotation: Angle = .zero

    var body: some View {
        content()
            .rotationEffect(rotation)
            .layoutValue(key: Rotation.self, value: $rotation)
    }
}

/// A wheel that tells each view the angle it sits at, so views in a WheelComponent point at the centre.
struct PointingWheel: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rotation.radians, radius) }
        set { (rotation, radius) = (.radians(newValue.first), newValue.second) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: largest.width + 2 * radius, height: largest.height + 2 * radius)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * .pi * Double(index) / Double(subviews.count) + rotation.radians
            subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)),
                          anchor: .center, proposal: .unspecified)
            subview[Rotation.self]?.wrappedValue = .radians(angle)
        }
    }
}

/// A row of numbered tiles that grows, shuffles and shrinks, with a count under it.
struct Tiles: View {
    var numbers: [Int]

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 8) {
                ForEach(numbers, id: \.self) { number in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Wheel.colors[number % Wheel.colors.count])
                        .frame(width: 50, height: 50)
                        .overlay { Text("\(number)") }
                }
            }
            Text("\(numbers.count) tiles")
        }
    }
}

/// Article 004's ContentView with its Rotate button (the article's fragments, with the `@State`
/// declarations they use): a tap starts the turn.
struct ContentView: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
    @State var angle: Angle = .zero
    @State var radius: CGFloat = 130.0

    var body: some View {
        WheelLayout(radius: radius, rotation: angle) {
            ForEach(0..<8) { idx in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[idx % colors.count].opacity(0.7))
                    .frame(width: 70, height: 70)
                    .overlay { Text("\(idx + 1)") }
            }
        }
        Button("Rotate") {
            withAnimation(.easeInOut(duration: 2.0)) {
                angle = (angle == .zero ? .degrees(90) : .zero)
            }
        }
    }
}

/// A loading spinner that starts itself: twelve bars fading round a circle, for ever.
struct Spinner: View {
    @State private var turn = Angle.zero

    var body: some View {
        ZStack {
            ForEach(0..<12) { index in
                Capsule()
                    .fill(Color.blue.opacity(Double(index + 1) / 12))
                    .frame(width: 8, height: 28)
                    .offset(y: -40)
                    .rotationEffect(.degrees(Double(index) * 30))
            }
        }
        .rotationEffect(turn)
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                turn = .degrees(360)
            }
        }
    }
}

ZoetropeCommand.main(scenes: [
    // Shapes whose animatable data animates: each frame asks them for their path again.
    "shapes": {
        try Scene(named: "shapes", canvas: CGSize(width: 460, height: 160), initial: false, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = true },
        ]) { on in
            Shapes(on: on)
        }
    },
    // SwiftUI's gradient styles: fills, a view, a border and a dashed progress ring; the linear
    // gradient, the radial one's radius and the ring's progress interpolate as the state changes.
    "gradients": {
        try Scene(named: "gradients", canvas: CGSize(width: 720, height: 150), initial: false, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = true },
        ]) { on in
            Gradients(on: on)
        }
    },
    // SwiftUI's effects: clips, a scroll view's clip, masks, shadows and blurs; the clipped square
    // turns, the mask grows and the shadow and blurs spread as the state changes.
    "effects": {
        try Scene(named: "effects", canvas: CGSize(width: 560, height: 290), initial: false, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = true },
        ], textMeasurer: CairoTextMeasurer()) { on in
            Effects(on: on)
        }
    },
    // SwiftUI's blend modes and colour filters: five modes over a red disc, and a swatch through
    // each filter, whose amount grows as the state changes.
    "blends": {
        try Scene(named: "blends", canvas: CGSize(width: 560, height: 190), initial: false, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = true },
        ]) { on in
            BlendsAndFilters(on: on)
        }
    },
    // SwiftUI's rotation3DEffect: a card flip, a door swinging about its edge, a label tilted back
    // and an orthographic flip, turning as the state changes.
    "flips": {
        try Scene(named: "flips", canvas: CGSize(width: 560, height: 170), initial: false, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = true },
        ], textMeasurer: CairoTextMeasurer()) { on in
            Flips(on: on)
        }
    },
    // Tapped at 0.5 s and again at 3 s: the wheel turns a quarter and back, along its circle.
    "wheel-tap": {
        try Scene(named: "wheel-tap", canvas: CGSize(width: 400, height: 440),
                  interactions: [.tap("Rotate", at: 0.5), .tap("Rotate", at: 3)], textMeasurer: CairoTextMeasurer()) {
            ContentView()
        }
    },
    // A button with a ButtonStyle of its own, tapped at 0.6 s and 1.4 s: it shrinks while held
    // (0.1 s before each tap) and springs back as the action adds a bar, and the count shakes (a
    // GeometryEffect); above, a ViewModifier with its own @State sweeps a shimmer across a placeholder.
    "press": {
        try Scene(named: "press", canvas: CGSize(width: 260, height: 200), duration: 2,
                  interactions: [.tap("Add", at: 0.6), .tap("Add", at: 1.4)], textMeasurer: CairoTextMeasurer()) { Press() }
    },
    // A stopwatch counting Timer.publish's ticks in .onReceive: 0, 1, 2, 3 at 0, 1, 2, 3 s of
    // scene time, however fast the frames are drawn.
    "stopwatch": {
        try Scene(named: "stopwatch", canvas: CGSize(width: 220, height: 160), duration: 3.5,
                  textMeasurer: CairoTextMeasurer()) { Stopwatch() }
    },
    // DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) in onAppear slides a card in at
    // 0.5 s; Timer.scheduledTimer pulses a dot every 0.4 s until its block invalidates it.
    "delayed-slide": {
        try Scene(named: "delayed-slide", canvas: CGSize(width: 300, height: 200), duration: 2.4) { DelayedSlide() }
    },
    // A card dragged fast (240 points in 0.3 s, from 0.3 s) flies off to the right, keeping the
    // finger's speed through the release.
    "swipe-fling": {
        try Scene(named: "swipe-fling", canvas: CGSize(width: 520, height: 240), duration: 1.6,
                  interactions: [.drag("card", by: CGSize(width: 240, height: 0), at: 0.3, duration: 0.3)],
                  textMeasurer: CairoTextMeasurer()) { SwipeCard() }
    },
    // The same card dragged slowly (60 points in 0.6 s) springs back to the middle when let go.
    "swipe-back": {
        try Scene(named: "swipe-back", canvas: CGSize(width: 360, height: 240), duration: 2,
                  interactions: [.drag("card", by: CGSize(width: 60, height: 0), at: 0.3, duration: 0.6)],
                  textMeasurer: CairoTextMeasurer()) { SwipeCard() }
    },
    // Two models, an ObservableObject and an @Observable class, each changed by a tapped button
    // inside withAnimation (Score at 0.5 s, Level at 1 s): the bars that read them grow over 1 s.
    "models": {
        try Scene(named: "models", canvas: CGSize(width: 320, height: 200), duration: 2.5,
                  interactions: [.tap("Score", at: 0.5), .tap("Level", at: 1)], textMeasurer: CairoTextMeasurer()) { Models() }
    },
    // App screens on an iPhone 16. A settings form: "Dark mode" tapped at 0.5 s, its knob
    // crosses the switch in 0.25 s.
    "settings": {
        try Scene(named: "settings", device: .iPhone16, duration: 1.2, interactions: [.tap("Dark mode", at: 0.5)],
                  textMeasurer: CairoTextMeasurer()) { SettingsScreen() }
    },
    // An inbox: the rows scrolled up 300 points from 0.3 s to 0.6 s (they follow the finger,
    // then run on and slow down), then row 16 tapped at 3 s: its message is pushed (0.35 s)
    // and its header springs in.
    "inbox": {
        try Scene(named: "inbox", device: .iPhone16, duration: 4.2,
                  interactions: [.scroll("messages", by: CGSize(width: 0, height: -300), at: 0.3, duration: 0.3),
                                 .tap("row 16", at: 3)],
                  textMeasurer: CairoTextMeasurer()) { Inbox() }
    },
    // The inbox's "Latest" tapped at 0.5 s: the rows scroll to the last one over 0.5 s.
    "inbox-latest": {
        try Scene(named: "inbox-latest", device: .iPhone16, duration: 1.5, interactions: [.tap("Latest", at: 0.5)],
                  textMeasurer: CairoTextMeasurer()) { Inbox() }
    },
    // A tab app with a sheet: "New note" at 0.5 s slides the sheet up, "Save" at 1.5 s dismisses
    // it, the Account tab at 2.5 s.
    "notes": {
        try Scene(named: "notes", device: .iPhone16, duration: 3,
                  interactions: [.tap("New note", at: 0.5), .tap("Save", at: 1.5), .tap("Account", at: 2.5)],
                  textMeasurer: CairoTextMeasurer()) { Notes() }
    },
    // A clock face drawn in a Canvas from a TimelineView's date: its second hand sweeps.
    "clock": {
        try Scene(named: "clock", canvas: CGSize(width: 220, height: 220), duration: 10,
                  startDate: Scene.defaultStartDate.addingTimeInterval(10 * 3600 + 8 * 60 + 24), textMeasurer: CairoTextMeasurer()) { Clock() }
    },
    // A fountain of particles drawn in a Canvas, each where the date puts it on its arc.
    "fountain": {
        try Scene(named: "fountain", canvas: CGSize(width: 220, height: 220), duration: 4) { Fountain() }
    },
    // A spinner that starts in onAppear and repeats for ever: the scene says how long to show.
    "spinner": {
        try Scene(named: "spinner", canvas: CGSize(width: 160, height: 160), duration: 2.4) { Spinner() }
    },
    // The article's Rotate button: withAnimation(.easeInOut(duration: 2)) { angle = .degrees(90) }.
    "wheel-rotate": {
        try Scene(named: "wheel-rotate", canvas: CGSize(width: 400, height: 400), initial: WheelState(), changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) },
        ], textMeasurer: CairoTextMeasurer()) { state in
            Wheel(angle: state.angle, radius: state.radius)
        }
    },
    // A spring that turns the wheel and pulls it in, interrupted half way by one that sends it back out.
    "wheel-springs": {
        try Scene(named: "wheel-springs", canvas: CGSize(width: 400, height: 400), initial: WheelState(), changes: [
            StateChange(at: 0, animation: .spring(duration: 1, bounce: 0.4)) { $0.angle = .degrees(180); $0.radius = 70 },
            StateChange(at: 0.6, animation: .spring(duration: 1, bounce: 0.2)) { $0.radius = 130 },
        ], textMeasurer: CairoTextMeasurer()) { state in
            Wheel(angle: state.angle, radius: state.radius)
        }
    },
    // Article 004's values flowing back to views: the wheel writes each view's angle into its
    // WheelComponent's @State, so the tiles point at the centre as the wheel turns.
    "wheel-pointing": {
        try Scene(named: "wheel-pointing", canvas: CGSize(width: 400, height: 400), initial: WheelState(), changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) },
        ], textMeasurer: CairoTextMeasurer()) { state in
            PointingWheel(radius: state.radius, rotation: state.angle) {
                ForEach(0..<12) { index in
                    WheelComponent {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Wheel.colors[index % Wheel.colors.count].opacity(0.7))
                            .frame(width: 50, height: 70)
                            .overlay { Text("\(index + 1)") }
                    }
                }
            }
        }
    },
    // keyframeAnimator's way: keyframes drive the state's angle, a wobble back then a bouncy
    // quarter turn, while a change pulls the wheel in.
    "wheel-wobble": {
        try Scene(named: "wheel-wobble", canvas: CGSize(width: 400, height: 400), initial: WheelState(),
                  changes: [StateChange(at: 0.5, animation: .easeInOut(duration: 1)) { $0.radius = 100 }],
                  keyframes: [KeyframeRun<WheelState>(at: 0.2) {
                      KeyframeTrack(\WheelState.angle) {
                          LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
                          SpringKeyframe(.degrees(90), duration: 0.8, spring: .bouncy)
                      }
                  }], textMeasurer: CairoTextMeasurer()) { state in
            Wheel(angle: state.angle, radius: state.radius)
        }
    },
    // Views that come and go: two tiles fade in while the row makes room, the row is reversed
    // (each tile slides to its new place), then the first tile fades out where it was; the count
    // under the row cross-fades from one number to the next.
    "tiles": {
        try Scene(named: "tiles", canvas: CGSize(width: 400, height: 150), initial: [1, 2, 3], changes: [
            StateChange(at: 0.2, animation: .easeInOut(duration: 0.8)) { $0.append(contentsOf: [4, 5]) },
            StateChange(at: 1.4, animation: .spring(duration: 0.8, bounce: 0.3)) { $0.reverse() },
            StateChange(at: 2.6, animation: .easeOut(duration: 0.6)) { $0.removeFirst() },
        ], textMeasurer: CairoTextMeasurer()) { numbers in
            Tiles(numbers: numbers)
        }
    },
], layouts: [
    // A layout of this program's own, for scene files: `ZoetropeExamples render my-spiral.json`
    // with "layout": {"name": "spiral", "parameters": {"spacing": 14}}.
    "spiral": SpiralLayout.self,
], views: [
    // Views that view scene files show under interactions they script:
    // `ZoetropeExamples render Examples/view-scenes/swipe-left.json` with
    // {"view": "swipe-card", "interactions": [{"drag": "card", "by": [-240, 0], …}]}.
    "swipe-card": { SwipeCard() },
    "press": { Press() },
    "stopwatch": { Stopwatch() },
    "settings": { SettingsScreen() },
    "inbox": { Inbox() },
    "notes": { Notes() },
])
