import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// What a sheet's `onDismiss` saw.
private final class Dismissals: @unchecked Sendable {
    var count = 0
}

/// A compose sheet that closes itself with the environment's dismiss action.
private struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("New message")
            Button("Done") { dismiss() }
            Text(dismiss.isPresented ? "presented" : "not presented")
        }
    }
}

/// A screen with a button that presents the sheet.
private struct Mailbox: View {
    let dismissals: Dismissals
    @State private var composing = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Compose") { composing = true }
            Text(dismiss.isPresented ? "root presented" : "root not presented")
        }
        .sheet(isPresented: $composing, onDismiss: { dismissals.count += 1 }) {
            ComposeSheet()
        }
    }
}

/// A detail screen pushed on a stack, which pops itself.
private struct Detail: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
            .navigationTitle("Detail")
    }
}

/// A screen that covers itself with a full-screen cover, which closes itself.
private struct Player: View {
    @State private var playing = false

    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) {
                PlayerCover()
            }
    }
}

/// The cover: a close button at its top.
private struct PlayerCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Close") { dismiss() }
            Spacer()
        }
    }
}

/// Where the first shown view with `text` is.
private func shown(_ text: String, in frame: SampledFrame) -> ViewPlacement? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.1
}

/// `@Environment(\.dismiss)`: inside a sheet it clears the sheet's binding (the sheet slides down
/// and `onDismiss` runs), on a pushed screen it pops the screen, elsewhere it does nothing.
@Suite("DismissAction: dismiss() closes sheets and pops pushed screens")
struct DismissActionTests {
    @Test("A tapped button presents a sheet that slides up from below the screen over half a second; dismiss() in the sheet slides it down and runs onDismiss once")
    func sheetDismissesItself() throws {
        let dismissals = Dismissals()
        let scene = try Scene(named: "mail", canvas: CGSize(width: 393, height: 852), fps: 20, duration: 3,
                              interactions: [.tap("Compose", at: 0.5), .tap("Done", at: 1.5)], textMeasurer: CairoTextMeasurer()) {
            Mailbox(dismissals: dismissals)
        }
        #expect(shown("New message", in: try scene.sample(frame: 9)) == nil, "no sheet before the tap")
        let arriving = try #require(shown("New message", in: try scene.sample(frame: 10)))
        let settled = try #require(shown("New message", in: try scene.sample(frame: 28)))
        #expect(arriving.center.y > settled.center.y + 800, "below the screen at the tap: \(arriving.center.y)")
        let card = try scene.sample(frame: 28).placements.first { $0.opacity > 0 && abs($0.frame.width - 393) < 1e-9 && abs($0.frame.minY - 59) < 1e-9 }
        #expect(card.map { abs($0.frame.maxY - 852) < 1e-9 } ?? false,
                "a card from 59 points down to the screen's bottom, though the view that presents it is a small stack")
        let rising = try #require(shown("New message", in: try scene.sample(frame: 13)))
        #expect(rising.center.y < arriving.center.y && rising.center.y > settled.center.y, "on its way up")
        #expect(try shown("presented", in: scene.sample(frame: 28)) != nil, "the sheet's dismiss action is presented")
        #expect(try shown("root not presented", in: scene.sample(frame: 28)) != nil, "the presenting view's is not")
        // "Done" at 1.5 s (frame 30): down and gone half a second later.
        let leaving = try #require(shown("New message", in: try scene.sample(frame: 33)))
        #expect(leaving.center.y > settled.center.y, "on its way down: \(leaving.center.y)")
        #expect(shown("New message", in: try scene.sample(frame: 50)) == nil, "gone")
        #expect(dismissals.count == 1, "onDismiss ran once: \(dismissals.count)")
    }

    @Test("fullScreenCover(isPresented:) slides a cover up over the whole screen (to its top edge, nothing dimmed); dismiss() in it slides it down")
    func fullScreenCoverDismissesItself() throws {
        let scene = try Scene(named: "player", canvas: CGSize(width: 393, height: 852), fps: 20, duration: 3,
                              interactions: [.tap("Play", at: 0.5), .tap("Close", at: 1.5)], textMeasurer: CairoTextMeasurer()) {
            Player()
        }
        #expect(shown("Close", in: try scene.sample(frame: 9)) == nil)
        let arriving = try #require(shown("Close", in: try scene.sample(frame: 10)))
        let up = try #require(shown("Close", in: try scene.sample(frame: 28)))
        #expect(arriving.center.y > 852, "below the screen at the tap: \(arriving.center.y)")
        #expect(up.frame.minY < 30, "at the screen's top, not under a 59-point gap as a sheet, though a small button presents it: \(up.frame.minY)")
        let sampled = try scene.sample(frame: 28)
        let dimmed = zip(sampled.looks, sampled.placements).contains { $0.0.fill == Color.black.opacity(0.4).rgba && $0.1.opacity > 0 }
        #expect(!dimmed, "nothing dimmed behind a cover")
        #expect(shown("Close", in: try scene.sample(frame: 55)) == nil, "dismissed")
    }

    /// A track a cover shows.
    private struct Track: Identifiable {
        let id: Int
    }

    /// A screen that covers itself with a track's cover, which closes itself.
    private struct Tracks: View {
        @State private var playing: Track?

        var body: some View {
            Button("Play 7") { playing = Track(id: 7) }
                .fullScreenCover(item: $playing) { track in
                    VStack {
                        Text("Track \(track.id)")
                        PlayerCover()
                    }
                }
        }
    }

    @Test("fullScreenCover(item:) covers the screen with the item's content while it is not nil; dismiss() clears the item")
    func fullScreenCoverForAnItem() throws {
        let scene = try Scene(named: "tracks", canvas: CGSize(width: 393, height: 852), fps: 20, duration: 3,
                              interactions: [.tap("Play 7", at: 0.5), .tap("Close", at: 1.5)], textMeasurer: CairoTextMeasurer()) {
            Tracks()
        }
        #expect(shown("Track 7", in: try scene.sample(frame: 9)) == nil)
        let up = try #require(shown("Track 7", in: try scene.sample(frame: 28)))
        #expect(up.center.y < 852 && up.center.y > 0, "on the screen: \(up.center.y)")
        #expect(shown("Track 7", in: try scene.sample(frame: 55)) == nil, "dismissed: the item cleared")
    }

    @Test("dismiss() on a pushed screen pops it, as the back button does")
    func pushedScreenPopsItself() throws {
        let scene = try Scene(named: "stack", canvas: CGSize(width: 390, height: 500), fps: 20, duration: 2.5,
                              interactions: [.tap("Open", at: 0.5), .tap("Close", at: 1.5)], textMeasurer: CairoTextMeasurer()) {
            NavigationStack {
                NavigationLink("Open") { Detail() }
                    .navigationTitle("Home")
            }
        }
        #expect(try shown("Close", in: scene.sample(frame: 25)) != nil, "pushed")
        #expect(try shown("Close", in: scene.sample(frame: 45)) == nil, "popped by dismiss()")
        #expect(try shown("Open", in: scene.sample(frame: 45)) != nil)
    }
}
