import Testing
import Zoetrope

/// A value for the environment, for ``UntestedProtocolTests/environmentKeyValue()``.
private struct StripeWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 40
}

extension EnvironmentValues {
    /// The width of a stripe, 40 points unless set.
    fileprivate var stripeWidth: CGFloat {
        get { self[StripeWidthKey.self] }
        set { self[StripeWidthKey.self] = newValue }
    }
}

/// Associated types of SwiftUI's protocols (`ViewModifier.Body`, `ButtonStyle.Body`,
/// `LabelStyle.Body` and `Configuration`, `EnvironmentKey.Value`), `@Namespace`,
/// `AnimatablePair`, `GeometryEffect` and `.transaction(_:)`, as apps write them.
@Suite("Protocol types, namespaces, animatable pairs, geometry effects and transactions")
struct UntestedProtocolTests {
    @Test("ViewModifier.Body is the type body(content:) returns: a card modifier's body pads and backs the content; a GeometryEffect's Body is Never")
    func viewModifierBody() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(10).background(Color.blue)
            }
        }
        struct Nudge: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)) }
        }
        #expect(Card.Body.self != Never.self, "a modifier with a body has a view for Body")
        #expect(Nudge.Body.self == Never.self, "a geometry effect has none")
        let probe = try ViewProbe(width: 100, height: 100) {
            Color.red.frame(width: 20, height: 20).modifier(Card())
        }
        expectFrame(probe.frames[0], CGRect(x: 30, y: 30, width: 40, height: 40), "the blue background, 10 beyond the square on each side")
        expectFrame(probe.frames[1], CGRect(x: 40, y: 40, width: 20, height: 20), "the square")
        let image = try probe.image()
        expectPixel(image, x: 33, y: 50, Pixel.blue)
        expectPixel(image, x: 50, y: 50, Pixel.red)
    }

    @Test("ButtonStyle.Body is the type makeBody(configuration:) returns: the style's capsule behind the label is what the button draws")
    func buttonStyleBody() throws {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 8)
                    .background(Capsule().fill(.green))
            }
        }
        #expect(Pill.Body.self != Never.self)
        let probe = try ViewProbe(width: 200, height: 100) {
            Button("Save") {}.buttonStyle(Pill())
        }
        let label = try #require(probe.looks.firstIndex { $0.label?.text == "Save" })
        let capsule = try #require(probe.looks.firstIndex { $0.shape == .capsule })
        #expect(probe.looks[label].label?.color == Color.white.rgba)
        let text = probe.frames[label], back = probe.frames[capsule]
        #expect(abs(back.width - text.width - 40) < 1e-6 && abs(back.height - text.height - 16) < 1e-6, "20 either side, 8 above and below: \(back) around \(text)")
        expectPixel(try probe.image(), x: Int(back.minX) + 12, y: Int(back.midY), Pixel.green, "inside the capsule, beside the text")
    }

    @Test("LabelStyle.Configuration is LabelStyleConfiguration, and LabelStyle.Body the type makeBody(configuration:) returns: title then icon")
    func labelStyleBodyAndConfiguration() throws {
        struct TitleThenIcon: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 12) {
                    configuration.title
                    configuration.icon
                }
            }
        }
        #expect(TitleThenIcon.Configuration.self == LabelStyleConfiguration.self)
        #expect(TitleThenIcon.Body.self != Never.self)
        let probe = try ViewProbe(width: 200, height: 100) {
            Label("Inbox", systemImage: "tray").labelStyle(TitleThenIcon())
        }
        let title = try #require(probe.looks.firstIndex { $0.label?.text == "Inbox" })
        let icon = try #require(probe.looks.indices.first { $0 != title })
        #expect(abs(probe.frames[icon].minX - probe.frames[title].maxX - 12) < 1e-6, "the icon 12 after the title")
    }

    @Test("EnvironmentKey.Value is the type of the key's defaultValue and of what the environment holds for it")
    func environmentKeyValue() throws {
        func value<Key: EnvironmentKey>(of key: Key.Type, in environment: EnvironmentValues) -> Key.Value { environment[key] }
        #expect(StripeWidthKey.Value.self == CGFloat.self)
        var environment = EnvironmentValues()
        #expect(value(of: StripeWidthKey.self, in: environment) == 40)
        environment.stripeWidth = 70
        #expect(value(of: StripeWidthKey.self, in: environment) == 70)
        struct Stripe: View {
            @Environment(\.stripeWidth) private var width
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Stripe()
                Stripe().environment(\.stripeWidth, 120)
            }
        }
        #expect(probe.frames.map(\.width) == [40, 120])
    }

    @Test("Namespace() and @Namespace's wrappedValue: views matched in one namespace move between each other's frames; the same id in another namespace does not match", arguments: [true, false])
    func namespaces(shared: Bool) throws {
        #expect(Namespace().wrappedValue != Namespace().wrappedValue, "each namespace has its own id")
        struct Swap: View {
            let shared: Bool
            @Namespace private var first
            @Namespace private var second
            @State private var big = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 300, height: 200)
                    if big {
                        Circle().matchedGeometryEffect(id: "dot", in: shared ? first : second)
                            .frame(width: 100, height: 100).offset(x: 200, y: 100)
                    } else {
                        Circle().matchedGeometryEffect(id: "dot", in: first).frame(width: 20, height: 20)
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
        let probe = try ViewProbe(width: 300, height: 200, frame: 15, duration: 2) { Swap(shared: shared) }
        let circles = probe.looks.indices.filter { probe.looks[$0].shape == .circle && probe.sampled.placements[$0].opacity > 0 }
        let sizes = circles.map { probe.sampled.placements[$0].size.width }
        if shared {
            // Half way from 20 to 100 wide.
            #expect(!sizes.isEmpty && sizes.allSatisfy { abs($0 - 60) < 1e-6 }, "\(sizes)")
        } else {
            // Unmatched: the big circle fades in at its own size, the small one out at its own.
            #expect(sizes.sorted() == [20, 100], "\(sizes)")
        }
    }

    @Test("AnimatablePair(_:_:), .first and .second: a shape animating two lengths at once is drawn half way in both half way through")
    func animatablePair() throws {
        struct Bar: Shape {
            var width: CGFloat
            var height: CGFloat
            var animatableData: AnimatablePair<CGFloat, CGFloat> {
                get { AnimatablePair(width, height) }
                set {
                    width = newValue.first
                    height = newValue.second
                }
            }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height)) }
        }
        struct Growing: View {
            @State private var grown = false
            var body: some View {
                Bar(width: grown ? 180 : 20, height: grown ? 100 : 20)
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            }
        }
        let pair = AnimatablePair(CGFloat(3), CGFloat(4))
        #expect(pair.first == 3 && pair.second == 4)
        let image = try ViewProbe(width: 200, height: 200, frame: 15, duration: 2) { Growing() }.image()
        // At 0.5 s: 100 × 60 from the top-leading corner.
        expectPixel(image, x: 98, y: 58, Pixel.red, "inside the corner at (100, 60)")
        expectPixel(image, x: 102, y: 30, Pixel.white, "past the width")
        expectPixel(image, x: 50, y: 62, Pixel.white, "past the height")
    }

    @Test("GeometryEffect.effectValue(size:) projects the view by what it returns for the view's size: half its width across, its frame unchanged")
    func geometryEffectValue() throws {
        struct HalfAcross: GeometryEffect {
            var amount: CGFloat
            var animatableData: CGFloat {
                get { amount }
                set { amount = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: size.width / 2 * amount, y: 0))
            }
        }
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 40, height: 40).modifier(HalfAcross(amount: 1))
        }
        let image = try probe.image()
        expectPixel(image, x: 82, y: 50, Pixel.white, "the square's old leading edge at 80 is empty")
        expectPixel(image, x: 102, y: 50, Pixel.red, "drawn from 100")
        expectPixel(image, x: 138, y: 50, Pixel.red, "to 140")
        expectPixel(image, x: 142, y: 50, Pixel.white)
        #expect(HalfAcross(amount: 1).effectValue(size: CGSize(width: 40, height: 40)).m31 == 20)
    }

    @Test("transaction(_:) changes the transaction of the changes inside: $0.animation = nil makes a view jump, another animation retimes it")
    func transactionModifier() throws {
        struct Slides: View {
            @State private var moved = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                    Color.blue.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                        .transaction { $0.animation = nil }
                    Color.green.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                        .transaction({ transaction in transaction.animation = .linear(duration: 2) })
                }
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
        let half = try ViewProbe(width: 300, height: 100, frame: 15, duration: 3) { Slides() }
        // Each square rests centred at x 150.
        let moves = half.sampled.placements.map { $0.center.x - 150 }
        #expect(moves.count == 3)
        #expect(abs(moves[0] - 50) < 1e-6, "half way through the second: \(moves)")
        #expect(abs(moves[1] - 100) < 1e-6, "no animation: already there")
        #expect(abs(moves[2] - 25) < 1e-6, "a quarter of the way through two seconds")
    }
}
