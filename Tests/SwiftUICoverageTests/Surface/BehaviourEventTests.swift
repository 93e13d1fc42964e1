import CairoRasterizer
import Testing
import Zoetrope

/// The widths of the leaf views at `frame` of a 10 fps, 2 s scene of `content` with `name`
/// tapped at 0.5 s.
private func widths<Content: View & SendableMetatype>(tapping name: String, at frame: Int = 10,
                                                      @ViewBuilder content: @escaping @Sendable () -> Content) throws -> [CGFloat] {
    let scene = try Scene(named: "behaviour", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2,
                          interactions: [.tap(name, at: 0.5)], textMeasurer: CairoTextMeasurer(), content: content)
    return try scene.sample(frame: frame).placements.map(\.size.width)
}

/// A card with a tap handler of its own and one on an overlay over it, named "card".
private struct CoveredCard: View {
    let overlayTakesHits: Bool
    @State private var below: CGFloat = 10
    @State private var above: CGFloat = 10

    var body: some View {
        VStack {
            Rectangle().frame(width: below, height: 10)
            Rectangle().frame(width: above, height: 10)
            Color.blue.frame(width: 100, height: 40)
                .onTapGesture { below = 120 }
                .overlay {
                    Color.white.opacity(0.3)
                        .onTapGesture { above = 120 }
                        .allowsHitTesting(overlayTakesHits)
                }
                .accessibilityIdentifier("card")
        }
    }
}

/// Event modifiers, as apps write them: which tap handlers a scripted tap reaches, and the
/// pointer and keyboard modifiers a touch screen never fires.
@Suite("Behaviour: hit testing, identifiers and pointer modifiers")
struct BehaviourEventTests {
    @Test("allowsHitTesting(false) on an overlay lets a tap through to the view below; with true the overlay takes it",
          arguments: [false, true])
    func allowsHitTesting(overlayTakesHits: Bool) throws {
        let bars = try widths(tapping: "card") { CoveredCard(overlayTakesHits: overlayTakesHits) }
        #expect(bars[0] == (overlayTakesHits ? 10 : 120), "the card below")
        #expect(bars[1] == (overlayTakesHits ? 120 : 10), "the overlay")
    }

    @Test("allowsHitTesting(false) on a button leaves no view to answer a tap on its title")
    func allowsHitTestingOnButton() throws {
        struct Blocked: View {
            @State private var length: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                Button("Go") { length = 100 }.allowsHitTesting(false)
            }
        }
        #expect(throws: (any Error).self) { try widths(tapping: "Go") { Blocked() } }
    }

    @Test("accessibilityIdentifier(_:isEnabled:) names the view for a tap when enabled, and not when disabled")
    func accessibilityIdentifierEnabled() throws {
        struct Named: View {
            let isEnabled: Bool
            @State private var length: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                    .onTapGesture { length = 150 }
                    .accessibilityIdentifier("bar", isEnabled: isEnabled)
            }
        }
        #expect(try widths(tapping: "bar") { Named(isEnabled: true) } == [150])
        #expect(throws: (any Error).self) { try widths(tapping: "bar") { Named(isEnabled: false) } }
    }

    @Test("accessibilityLabel(content:) names the view by the texts its label shows, the placeholder standing for the view's own")
    func accessibilityLabelContent() throws {
        struct Song: View {
            @State private var length: CGFloat = 10
            var body: some View {
                VStack {
                    Rectangle().frame(width: length, height: 10)
                    Text("Song")
                        .onTapGesture { length = 90 }
                        .accessibilityLabel(content: { label in
                            Text("Playing")
                            label
                        })
                }
            }
        }
        let bars = try widths(tapping: "Playing, Song") { Song() }
        #expect(bars.first == 90)
    }

    @Test("onHover(perform:) never runs on a touch screen, and the view is laid out as without it")
    func onHover() throws {
        struct Hovered: View {
            @State private var length: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                    .onHover(perform: { inside in length = inside ? 100 : 50 })
                    .onTapGesture { length += 20 }
                    .accessibilityIdentifier("bar")
            }
        }
        #expect(try widths(tapping: "bar", at: 0) { Hovered() } == [10])
        #expect(try widths(tapping: "bar") { Hovered() } == [30])
    }

    @Test("hoverEffect forms draw and lay out the view as it is, on a touch screen")
    func hoverEffect() throws {
        struct Lifted: CustomHoverEffect {}
        let plain = try ViewProbe(width: 200, height: 100) { Color.red.frame(width: 50, height: 30) }
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10).hoverEffect()
                Color.red.frame(width: 50, height: 10).hoverEffect(.lift, isEnabled: false)
                Color.red.frame(width: 50, height: 10).hoverEffect(Lifted())
            }
        }
        #expect(probe.frames.count == 3)
        expectFrame(probe.frames[0], CGRect(x: 75, y: 35, width: 50, height: 10), tolerance: 1e-6, "hoverEffect()")
        expectFrame(probe.frames[2], CGRect(x: 75, y: 55, width: 50, height: 10), tolerance: 1e-6, "hoverEffect(custom)")
        expectFrame(probe.frames[0].union(probe.frames[2]), plain.frames[0], tolerance: 1e-6, "as one block")
        expectPixel(try probe.image(), x: 100, y: 50, Pixel.red)
    }

    @Test("help(_:) forms are accessibility hints on iPhone: nothing is drawn and the layout is unchanged")
    func help() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).help(Text("Deletes the item"))
                Color.red.frame(width: 20, height: 20).help("Deletes the item")
                Color.red.frame(width: 20, height: 20).help(String("Deletes") + " the item")
                Color.red.frame(width: 20, height: 20).help(LocalizedStringResource("Deletes the item"))
            }
        }
        #expect(probe.frames.map(\.minX) == [60, 80, 100, 120])
        #expect(probe.looks.allSatisfy { $0.label == nil }, "no tooltip text drawn")
        let image = try probe.image()
        expectPixel(image, x: 100, y: 50, Pixel.red)
        expectPixel(image, x: 100, y: 35, Pixel.white)
    }

    @Test("keyboardShortcut forms are accepted; with no keyboard the button still answers taps and is laid out as without them")
    func keyboardShortcut() throws {
        struct Shortcuts: View {
            @State private var length: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                Button("Save") { length += 10 }.keyboardShortcut("s", modifiers: [.command, .shift])
                Button("Open") { length += 20 }.keyboardShortcut(.defaultAction)
                Button("Close") { length += 40 }.keyboardShortcut(nil)
                Button("Find") { length += 80 }.keyboardShortcut("f", modifiers: .command, localization: .withoutMirroring)
                Button("Next") { length += 160 }.keyboardShortcut(.rightArrow)
            }
        }
        #expect(try widths(tapping: "Open") { Shortcuts() }.first == 30)
        #expect(try widths(tapping: "Find") { Shortcuts() }.first == 90)
        #expect(try widths(tapping: "Next", at: 4) { Shortcuts() }.first == 10, "before the tap, no shortcut changed anything")
    }
}
