import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// A welcome screen: a banner that fades out when dismissed, a name field echoed in a greeting,
/// a dot dragged sideways that springs back, a picker of sizes.
private struct Welcome: View {
    @State private var name = ""
    @State private var showsBanner = true
    @State private var offset: CGFloat = 0
    @State private var size = 1

    var body: some View {
        VStack(spacing: 20) {
            if showsBanner {
                Text("Welcome").accessibilityIdentifier("banner")
            }
            TextField("Name", text: $name).accessibilityIdentifier("name")
            Text("Hello, \(name)").accessibilityIdentifier("greeting")
            Button("Dismiss") {
                withAnimation(.linear(duration: 0.5)) { showsBanner = false }
            }
            Circle()
                .frame(width: CGFloat(20 + 20 * size), height: 40)
                .offset(x: offset)
                .accessibilityIdentifier("dot")
                .gesture(DragGesture()
                    .onChanged { offset = $0.translation.width }
                    .onEnded { _ in withAnimation(.linear(duration: 0.5)) { offset = 0 } })
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.segmented)
        }
        .frame(width: 300)
    }
}

/// `ViewDriver`: a view driven a step at a time, each query answered as the scene of the same
/// interactions answers it at the same time.
@Suite("ViewDriver: driving a view a step at a time")
struct ViewDriverTests {
    private static let canvas = CGSize(width: 360, height: 400)

    private func driver() throws -> ViewDriver {
        try ViewDriver(canvas: Self.canvas, fps: 60) { Welcome() }
    }

    @Test("A tap, then time: the banner fades linearly over 0.5 s (opacity 0.5 half way), then is gone, and a query for it names it and the time")
    func tapThenTime() throws {
        let screen = try driver()
        #expect(try screen.opacity(of: "banner") == 1)
        try screen.advance(by: 0.5)
        try screen.tap("Dismiss")
        #expect(screen.time == 0.5)
        try screen.advance(by: 0.25)
        expectClose(try screen.opacity(of: "banner"), 0.5, tolerance: 1e-9, "half way through the fade")
        #expect(try screen.exists("banner"))
        try screen.advance(by: 0.25)
        #expect(try screen.exists("banner") == false)
        let error = #expect(throws: ViewDriverError.self) { _ = try screen.frame(of: "banner") }
        #expect(error?.description.hasPrefix("frame(of: \"banner\") at 1.0 s: no view is identified as, titled or showing \"banner\"") ?? false,
                "\(String(describing: error))")
        #expect(error?.description.contains("\"dot\"") ?? false, "the identifiers there are: \(String(describing: error))")
    }

    @Test("drag moves the clock to the lift; the dot followed the finger 90 points, then springs back linearly over 0.5 s")
    func dragThenRelease() throws {
        let screen = try driver()
        let start = try screen.frame(of: "dot")
        try screen.advance(by: 0.1)
        try screen.drag("dot", by: CGSize(width: 90, height: 0), duration: 0.25)
        expectClose(screen.time, 0.35, tolerance: 1e-12)
        // The drag's 10-point minimum is past, so the dot is at the finger's translation at the lift.
        expectClose(try screen.frame(of: "dot").midX - start.midX, 90, tolerance: 1e-9)
        try screen.advance(by: 0.25)
        expectClose(try screen.frame(of: "dot").midX - start.midX, 45, tolerance: 1e-9, "half way back")
        try screen.advanceUntilIdle()
        expectClose(screen.time, 0.85, tolerance: 1e-12, "at rest when the spring back ends")
        #expect(try screen.frame(of: "dot") == start)
    }

    @Test("type moves the clock to the last character; text(of:) reads the greeting; select chooses in the picker by its label")
    func typeAndSelect() throws {
        let screen = try driver()
        try screen.type("Ann", into: "Name")
        expectClose(screen.time, 0.2, tolerance: 1e-12, "a character every 0.1 s")
        #expect(try screen.text(of: "greeting") == "Hello, Ann")
        #expect(try screen.text(of: "name") == "Ann")
        #expect(try screen.frame(of: "dot").width == 40)
        try screen.select("Small", in: "Size")
        #expect(try screen.frame(of: "dot").width == 20)
    }

    @Test("What the driver shows is the scene of the same interactions, frame for frame, whatever that scene's length")
    func sameAsTheScene() throws {
        let screen = try driver()
        try screen.advance(by: 0.2)
        try screen.tap("Dismiss")
        try screen.advance(by: 0.1)
        try screen.drag("dot", by: CGSize(width: -60, height: 30), duration: 0.3)
        try screen.type("Bo", into: "name")
        try screen.advance(by: 0.2)
        let interactions: [Interaction] = [
            .tap("Dismiss", at: 0.2), .drag("dot", by: CGSize(width: -60, height: 30), at: 0.3, duration: 0.3),
            .type("Bo", into: "name", at: 0.6), .tap("Dismiss", at: 1.5),
        ]
        #expect(Array(screen.interactions) == Array(interactions.prefix(3)))
        // The same script with one more tap later, and a longer scene: the frames until now agree.
        let scene = try Scene(named: "welcome", canvas: Self.canvas, fps: 60, duration: 2, interactions: interactions) { Welcome() }
        let driven = try screen.trajectories()
        #expect(driven.frames.count == screen.frame + 1)
        for frame in 0...screen.frame {
            #expect(driven.frames[frame].placements == (try scene.sample(frame: frame)).placements, "frame \(frame)")
        }
    }

    @Test("Bad steps are refused with the call and the time, and change nothing", arguments: [
        ("advance(by: -0.5)", "advance(by: -0.5) at 0.0 s: -0.5 s: time only moves forward; give 0 or more seconds"),
        ("advance(by: 0.01)", "advance(by: 0.01) at 0.0 s: 0.01 s is 0.6 frames at 60 fps; the driver's clock moves in whole frames of 1/60 s"),
        ("tap(\"Nope\")", "tap(\"Nope\") at 0.0 s: tap \"Nope\" at 0.0 s: no Button titled \"Nope\""),
        ("drag(\"greeting\")", "drag(\"greeting\", by: CGSize(width: 10.0, height: 0.0), duration: 0.1) at 0.0 s: drag \"greeting\" at 0 s: no view with .accessibilityIdentifier(\"greeting\") that has a gesture"),
        ("type(\"x\", into: \"Dismiss\")", "type(\"x\", into: \"Dismiss\") at 0.0 s: type \"x\" into \"Dismiss\" at 0 s: no text field"),
        ("select(\"Huge\", in: \"Size\")", "the picker has no option showing \"Huge\" (its options: \"Small\", \"Large\")"),
        ("text(of: \"Goodbye\")", "text(of: \"Goodbye\") at 0.0 s: no view is identified as, titled or showing \"Goodbye\""),
    ])
    func refusals(call: String, message: String) throws {
        let screen = try driver()
        let error = #expect(throws: ViewDriverError.self) {
            switch call {
            case "advance(by: -0.5)": try screen.advance(by: -0.5)
            case "advance(by: 0.01)": try screen.advance(by: 0.01)
            case "tap(\"Nope\")": try screen.tap("Nope")
            case "drag(\"greeting\")": try screen.drag("greeting", by: CGSize(width: 10, height: 0), duration: 0.1)
            case "type(\"x\", into: \"Dismiss\")": try screen.type("x", into: "Dismiss")
            case "select(\"Huge\", in: \"Size\")": try screen.select("Huge", in: "Size")
            default: _ = try screen.text(of: "Goodbye")
            }
        }
        #expect(error?.description.contains(message) ?? false, "\(String(describing: error))")
        #expect(screen.time == 0 && screen.interactions.isEmpty, "nothing changed")
    }

    @Test("A view drawn from a state is changed, not tapped; a view that changes itself is tapped, not changed; a change of another state is refused")
    func changesAndGestures() throws {
        let drawn = try ViewDriver(canvas: CGSize(width: 200, height: 100), initial: 1) { count in Text("count \(count)") }
        try drawn.change { (count: inout Int) in count += 1 }
        #expect(try drawn.exists("count 2"))
        let tap = #expect(throws: ViewDriverError.self) { try drawn.tap("count 2") }
        #expect(tap?.message.contains("this driver's view is drawn from its state: change the state with change(animation:_:)") ?? false, "\(String(describing: tap))")
        let wrongType = #expect(throws: ViewDriverError.self) { try drawn.change { (name: inout String) in name += "!" } }
        #expect(wrongType?.description == "change(animation: nil) at 0.0 s: the view's state is Int, not String")
        let selfChanging = try driver()
        let change = #expect(throws: ViewDriverError.self) { try selfChanging.change { (count: inout Int) in count += 1 } }
        #expect(change?.message.contains("this driver's view changes itself") ?? false)
    }

    @Test("advanceUntilIdle stops at the first frame at or after a spring settles, which falls between frames")
    func idleAfterASpring() throws {
        struct Springy: View {
            @State private var on = false
            var body: some View {
                Circle().frame(width: 20, height: 20).offset(x: on ? 80 : 0)
                    .onAppear { withAnimation(.spring(response: 0.37, dampingFraction: 0.8)) { on = true } }
            }
        }
        let settles = try Scene(named: "springy", canvas: CGSize(width: 200, height: 100), fps: 60) { Springy() }.clock.duration
        #expect((settles * 60).rounded() != settles * 60, "the spring settles between frames: \(settles)")
        let screen = try ViewDriver(canvas: CGSize(width: 200, height: 100)) { Springy() }
        try screen.advanceUntilIdle()
        #expect(screen.time >= settles && screen.time - settles < 1.0 / 60, "\(screen.time) for \(settles)")
    }

    @Test("advanceUntilIdle refuses a view that never comes to rest, naming why")
    func neverIdle() throws {
        struct Spinner: View {
            @State private var turned = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(turned ? 360 : 0))
                    .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned = true } }
            }
        }
        let screen = try ViewDriver(canvas: CGSize(width: 100, height: 100)) { Spinner() }
        try screen.advance(by: 0.5)
        let error = #expect(throws: ViewDriverError.self) { try screen.advanceUntilIdle() }
        #expect(error?.description.hasPrefix("advanceUntilIdle(limit: 60.0) at 0.5 s: the view does not come to rest:") ?? false,
                "\(String(describing: error))")
        #expect(screen.time == 0.5)
    }
}
