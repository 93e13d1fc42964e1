import CairoRasterizer
import FrameComposition
import Foundation
import Testing
import Zoetrope

/// A scene of `content` on an iPhone-sized canvas (10 fps, 3 s) in which `name` is tapped at 1 s.
private func presentationScene<Content: View & SendableMetatype>(tapping names: [(String, TimeInterval)],
                                                                @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "presentation", canvas: CGSize(width: 393, height: 852), fps: 10, duration: 4,
              interactions: names.map { .tap($0.0, at: $0.1) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// The frame of the first visible leaf labelled `text` in `frame`, or `nil`.
private func labelFrame(_ text: String, in sampled: SampledFrame) -> CGRect? {
    sampled.looks.indices.first { index in
        sampled.looks[index].label?.text == text && sampled.looks[index].opacity * sampled.placements[index].opacity > 0.01
    }.map { sampled.placements[$0].frame }
}

/// The picture of frame `frame` of `scene`, written for review when asked.
private func picture(of scene: Scene, frame: Int, named name: String) throws -> RasterImage {
    let composed = try FrameComposer(scene: scene).compose(frame: frame)
    let list = try #require(composed.displayList)
    let canvas = try CairoCanvas(width: Int(scene.canvasSize.width), height: Int(scene.canvasSize.height))
    try canvas.draw(list)
    let bytes = try PNGEncoder.encode(canvas)
    if let folder = ProcessInfo.processInfo.environment["ZOETROPE_LISTS_PICTURES"] {
        try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }
    return try PNGDecoder.decode(bytes)
}

/// `.sheet`, its presentation modifiers, `.alert` and `.confirmationDialog`, as apps write them.
@Suite("Presentation")
struct PresentationTests {
    @Test("sheet(isPresented:onDismiss:content:): a tap that sets the binding slides a page sheet up from under the status bar over the dimmed view; clearing it runs onDismiss")
    func sheetIsPresented() throws {
        struct Screen: View {
            @State private var showing = false
            @State private var dismissals = 0
            var body: some View {
                VStack {
                    Button("Show") { showing = true }
                    Text("Dismissed \(dismissals)")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
                    VStack {
                        Text("Sheet")
                        Button("Close") { showing = false }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        let scene = try presentationScene(tapping: [("Show", 1), ("Close", 2.5)]) { Screen() }
        #expect(labelFrame("Sheet", in: try scene.sample(frame: 5)) == nil, "not presented before the tap")
        let rising = try #require(labelFrame("Sheet", in: try scene.sample(frame: 11)))
        let settled = try #require(labelFrame("Sheet", in: try scene.sample(frame: 20)))
        #expect(rising.midY > settled.midY + 100, "slides up: \(rising) then \(settled)")
        #expect(abs(settled.midY - (59 + (852 - 59) / 2)) < 20, "in the middle of the card from 59 points down: \(settled)")
        let image = try picture(of: scene, frame: 20, named: "sheet")
        expectPixel(image, x: 200, y: 30, RGBA8(red: 153, green: 153, blue: 153), "white dimmed by 40 % black")
        expectPixel(image, x: 200, y: 100, Pixel.white, "the sheet")
        #expect(labelFrame("Dismissed 1", in: try scene.sample(frame: 35)) != nil, "onDismiss ran when the binding was cleared")
    }

    @Test("sheet(item:onDismiss:content:) shows the sheet for the item set by a tap")
    func sheetItem() throws {
        struct Screen: View {
            @State private var fruit: ListsFruit?
            var body: some View {
                Button("Pick") { fruit = ListsFruit(id: 7, name: "Quince") }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(item: $fruit) { fruit in Text(fruit.name) }
            }
        }
        let scene = try presentationScene(tapping: [("Pick", 1)]) { Screen() }
        #expect(labelFrame("Quince", in: try scene.sample(frame: 5)) == nil)
        let shown = try #require(labelFrame("Quince", in: try scene.sample(frame: 25)))
        #expect(shown.minY > 59 && shown.maxY < 852)
    }

    @Test("presentationDetents(_:) rests the sheet at its lowest detent (.medium: half the screen), with the drag indicator for several; presentationDetents(_:selection:) at the chosen one; presentationDragIndicator(_:) and interactiveDismissDisabled(_:)")
    func detents() throws {
        struct Screen: View {
            let kind: Int
            @State private var showing = true
            @State private var detent = PresentationDetent.height(200)
            var body: some View {
                Color.white.sheet(isPresented: $showing) {
                    switch kind {
                    case 0: Color.green.presentationDetents([.medium, .large])
                    case 1: Color.green.presentationDetents([.fraction(0.25), .height(200), .large], selection: $detent)
                    default: Color.green.presentationDetents([.large]).presentationDragIndicator(.visible).interactiveDismissDisabled()
                    }
                }
            }
        }
        let medium = try ViewProbe(width: 393, height: 852, frame: 20, duration: 3) { Screen(kind: 0) }
        try medium.writePictureForReview(named: "sheet-medium")
        let mediumGreen = try #require(medium.looks.firstIndex { $0.fill == Color.green.rgba })
        #expect(abs(medium.frames[mediumGreen].minY - 426) < 0.5, "half of 852")
        let grabber = try #require(medium.frames.first { abs($0.width - 36) < 0.1 && abs($0.height - 5) < 0.1 }, "a 36 × 5 drag indicator")
        #expect(abs(grabber.minY - 431) < 0.5)
        let chosen = try ViewProbe(width: 393, height: 852, frame: 20, duration: 3) { Screen(kind: 1) }
        let chosenGreen = try #require(chosen.looks.firstIndex { $0.fill == Color.green.rgba })
        #expect(abs(chosen.frames[chosenGreen].minY - 652) < 0.5, "the selected 200-point detent")
        let large = try ViewProbe(width: 393, height: 852, frame: 20, duration: 3) { Screen(kind: 2) }
        let largeGreen = try #require(large.looks.firstIndex { $0.fill == Color.green.rgba })
        #expect(abs(large.frames[largeGreen].minY - 59) < 0.5)
        #expect(large.frames.contains { abs($0.width - 36) < 0.1 && abs($0.height - 5) < 0.1 }, "shown though one detent")
    }
}

/// Alerts and confirmation dialogs.
extension PresentationTests {
    @Test("alert(_:isPresented:actions:message:) draws a 270-point box in the middle with the title in 17-point semibold, the message in 13-point text, two buttons side by side; a tap on one runs it and closes the alert")
    func alertWithMessage() throws {
        struct Screen: View {
            @State private var showing = false
            @State private var deleted = false
            var body: some View {
                VStack {
                    Button("Ask") { showing = true }
                    Text(deleted ? "Deleted" : "Kept")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Delete?", isPresented: $showing) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) { deleted = true }
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }
        let scene = try presentationScene(tapping: [("Ask", 1), ("Delete", 2)]) { Screen() }
        #expect(labelFrame("Delete?", in: try scene.sample(frame: 5)) == nil)
        let shown = try scene.sample(frame: 15)
        let title = try #require(labelFrame("Delete?", in: shown))
        let message = try #require(labelFrame("This cannot be undone.", in: shown))
        let cancel = try #require(labelFrame("Cancel", in: shown))
        let delete = try #require(labelFrame("Delete", in: shown))
        #expect(abs(title.midX - 196.5) < 0.5 && title.maxY < message.minY && message.maxY < cancel.minY)
        #expect(abs(cancel.midX - (196.5 - 67.5)) < 0.5 && abs(delete.midX - (196.5 + 67.5)) < 0.5, "two 135-point cells")
        #expect(shown.looks.first { $0.label?.text == "Delete?" }?.label?.fontSize == 17)
        #expect(shown.looks.first { $0.label?.text == "This cannot be undone." }?.label?.fontSize == 13)
        #expect(shown.looks.first { $0.label?.text == "Delete" }?.label?.color == Color.red.rgba, "destructive in red")
        let image = try picture(of: scene, frame: 15, named: "alert")
        expectPixel(image, x: 20, y: 20, RGBA8(red: 204, green: 204, blue: 204), "white dimmed by 20 % black")
        let after = try scene.sample(frame: 25)
        #expect(labelFrame("Delete?", in: after) == nil, "closed by the tap")
        #expect(labelFrame("Deleted", in: after) != nil, "the button's action ran")
    }

    @Test("alert(_:isPresented:actions:) with a Text, a key or a string title; with no buttons it shows OK")
    func alertTitles() throws {
        let title = "Saved"
        let probes = [
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert(Text("Saved"), isPresented: .constant(true)) { Button("Fine") {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert("Saved", isPresented: .constant(true)) { Button("Fine") {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert(title, isPresented: .constant(true)) { Button("Fine") {} }) },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(Text("Saved"), isPresented: .constant(true)) { Button("Fine") {} } message: { Text("Note") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(title, isPresented: .constant(true)) { Button("Fine") {} } message: { Text("Note") })
            },
        ]
        for probe in probes {
            let fine = try probe.frame(ofLabel: "Fine")
            #expect(try probe.frame(ofLabel: "Saved").maxY < fine.minY)
            #expect(abs(fine.midX - 196.5) < 0.5, "one button across the box")
        }
        let empty = try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert("Saved", isPresented: .constant(true)) {}) }
        #expect(abs(try empty.frame(ofLabel: "OK").midX - 196.5) < 0.5)
        let hidden = try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert("Saved", isPresented: .constant(false)) { Button("Fine") {} }) }
        #expect(!hidden.looks.contains { $0.label?.text == "Saved" })
    }

    @Test("alert(_:isPresented:presenting:actions:) and alert(_:item:actions:) build the buttons and message from the data, and show nothing without it")
    func alertData() throws {
        let fruit: ListsFruit? = ListsFruit(id: 1, name: "Apple")
        let none: ListsFruit? = nil
        let probes = [
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(Text("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert("Eat?", isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(String("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(Text("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert("Eat?", isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(String("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert(Text("Eat?"), item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert("Eat?", item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert(String("Eat?"), item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(Text("Eat?"), item: .constant(fruit)) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert("Eat?", item: .constant(fruit)) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(String("Eat?"), item: .constant(fruit)) { Button($0.name) {} } message: { Text($0.name + "!") })
            },
        ]
        for probe in probes {
            #expect(try probe.frame(ofLabel: "Eat?").maxY < probe.frame(ofLabel: "Apple").minY)
        }
        let absent = try ViewProbe(width: 393, height: 852) {
            AnyView(Color.white.alert("Eat?", isPresented: .constant(true), presenting: none) { Button($0.name) {} })
        }
        #expect(!absent.looks.contains { $0.label?.text == "Eat?" })
    }

    @Test("confirmationDialog(_:isPresented:titleVisibility:actions:message:) draws an action sheet at the bottom: buttons 57 points tall in 20-point text, the title when visible, the message; a tap closes it")
    func confirmationDialog() throws {
        struct Screen: View {
            @State private var showing = false
            var body: some View {
                Button("Options") { showing = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .confirmationDialog("Choose", isPresented: $showing, titleVisibility: .visible) {
                        Button("Copy") {}
                        Button("Move") {}
                    } message: {
                        Text("Where to?")
                    }
            }
        }
        let scene = try presentationScene(tapping: [("Options", 1), ("Copy", 2)]) { Screen() }
        let shown = try scene.sample(frame: 15)
        _ = try picture(of: scene, frame: 15, named: "dialog")
        let copy = try #require(labelFrame("Copy", in: shown))
        let move = try #require(labelFrame("Move", in: shown))
        let title = try #require(labelFrame("Choose", in: shown))
        #expect(abs((move.midY - copy.midY) - 57) < 0.5)
        #expect(abs(move.midY - (852 - 42 - 28.5)) < 0.5, "the last button 8 points above the home indicator")
        #expect(title.maxY < copy.minY)
        #expect(shown.looks.first { $0.label?.text == "Copy" }?.label?.fontSize == 20)
        #expect(labelFrame("Copy", in: try scene.sample(frame: 25)) == nil)
    }

    @Test("confirmationDialog in its other spellings: a Text, key or string title (hidden by .automatic), presenting data, an item")
    func confirmationDialogSpellings() throws {
        let fruit: ListsFruit? = ListsFruit(id: 1, name: "Apple")
        let probes = [
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog(Text("Eat?"), isPresented: .constant(true)) { Button("Apple") {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog("Eat?", isPresented: .constant(true)) { Button("Apple") {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog(String("Eat?"), isPresented: .constant(true)) { Button("Apple") {} }) },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(Text("Eat?"), isPresented: .constant(true)) { Button("Apple") {} } message: { Text("M") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(String("Eat?"), isPresented: .constant(true)) { Button("Apple") {} } message: { Text("M") })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(Text("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog("Eat?", isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(String("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(Text("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog("Eat?", isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(String("Eat?"), isPresented: .constant(true), presenting: fruit) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog(Text("Eat?"), item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog("Eat?", item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.confirmationDialog(String("Eat?"), item: .constant(fruit)) { Button($0.name) {} }) },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(Text("Eat?"), item: .constant(fruit)) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog("Eat?", item: .constant(fruit)) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.confirmationDialog(String("Eat?"), item: .constant(fruit)) { Button($0.name) {} } message: { Text("About " + $0.name) })
            },
        ]
        for probe in probes {
            #expect(abs(try probe.frame(ofLabel: "Apple").midY - (852 - 42 - 28.5)) < 0.5)
            #expect(!probe.looks.contains { $0.label?.text == "Eat?" }, "the title is hidden automatically")
        }
        let keyWithMessage = try ViewProbe(width: 393, height: 852) {
            AnyView(Color.white.confirmationDialog("Eat?", isPresented: .constant(true), titleVisibility: .visible) { Button("Apple") {} } message: { Text("M") })
        }
        #expect(try keyWithMessage.frame(ofLabel: "Eat?").maxY < keyWithMessage.frame(ofLabel: "M").minY)
    }

    @Test("alert(isPresented:error:actions:) and alert(isPresented:error:actions:message:) take the title from the error's description")
    func alertError() throws {
        struct Failure: LocalizedError {
            var errorDescription: String? { "Upload failed" }
        }
        let failure: Failure? = Failure()
        let probes = [
            try ViewProbe(width: 393, height: 852) { AnyView(Color.white.alert(isPresented: .constant(true), error: failure) { Button("Retry") {} }) },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(isPresented: .constant(true), error: failure) { _ in Button("Retry") {} } message: { _ in Text("Try later") })
            },
        ]
        for probe in probes {
            #expect(try probe.frame(ofLabel: "Upload failed").maxY < probe.frame(ofLabel: "Retry").minY)
        }
        #expect(try probes[1].frame(ofLabel: "Try later").maxY < probes[1].frame(ofLabel: "Retry").minY)
    }
}


/// Popovers, which an iPhone presents as sheets.
extension PresentationTests {
    @Test("popover(isPresented:attachmentAnchor:arrowEdge:content:) and popover(item:...) present a sheet on an iPhone")
    func popovers() throws {
        struct Screen: View {
            let byItem: Bool
            @State private var showing = true
            var body: some View {
                if byItem {
                    Color.white.popover(item: .constant(ListsFruit(id: 1, name: "Info")), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text($0.name) }
                } else {
                    Color.white.popover(isPresented: $showing, attachmentAnchor: .rect(.bounds), arrowEdge: .top) { Text("Info") }
                }
            }
        }
        for byItem in [true, false] {
            let probe = try ViewProbe(width: 393, height: 852, frame: 20, duration: 3) { Screen(byItem: byItem) }
            #expect(probe.looks.contains { $0.label?.text == "Info" }, "byItem \(byItem): \(probe.looks.compactMap { $0.label?.text })")
            let info = try probe.frame(ofLabel: "Info")
            #expect(abs(info.midY - (59 + (852 - 59) / 2)) < 0.5, "centred on the sheet's card")
            expectPixel(try probe.image(), x: 200, y: 30, RGBA8(red: 153, green: 153, blue: 153), "dimmed behind the sheet")
        }
    }
}

/// The deprecated `Alert` value.
extension PresentationTests {
    @Test("alert(isPresented:content:) and alert(item:content:) with an Alert value draw the same box: title, message, buttons")
    func deprecatedAlert() throws {
        let fruit: ListsFruit? = ListsFruit(id: 1, name: "Apple")
        let probes = [
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(isPresented: .constant(true)) {
                    Alert(title: Text("Saved"), message: Text("All done"), dismissButton: .default(Text("Fine")))
                })
            },
            try ViewProbe(width: 393, height: 852) {
                AnyView(Color.white.alert(item: .constant(fruit)) { fruit in
                    Alert(title: Text("Saved"), message: Text("All done"), primaryButton: .destructive(Text("Fine")), secondaryButton: .cancel())
                })
            },
        ]
        for probe in probes {
            #expect(try probe.frame(ofLabel: "Saved").maxY < probe.frame(ofLabel: "All done").minY)
            #expect(try probe.frame(ofLabel: "All done").maxY < probe.frame(ofLabel: "Fine").minY)
        }
        #expect(abs(try probes[1].frame(ofLabel: "Fine").midX - (196.5 - 67.5)) < 0.5, "two buttons side by side")
        #expect(probes[1].looks.first { $0.label?.text == "Fine" }?.label?.color == Color.red.rgba)
    }
}

