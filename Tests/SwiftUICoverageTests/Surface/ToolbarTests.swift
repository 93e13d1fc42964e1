import CairoRasterizer
import Testing
import Zoetrope

/// The frame of the first visible leaf view whose label is `text` in `probe`.
private func visibleFrame(of text: String, in probe: ViewProbe) -> CGRect? {
    zip(probe.looks, probe.frames).enumerated().first { index, pair in
        pair.0.label?.text == text && probe.sampled.placements[index].opacity > 0
    }?.element.1
}

/// Toolbar items of one's own: an Edit button leading and an Add button trailing.
private struct EditItems: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
    }
}

/// `.toolbar` with `ToolbarItem`, `ToolbarItemGroup` and the placements, as apps write them: each
/// item in its place in the navigation bar (leading, trailing, middle) or the bottom toolbar, in
/// the tint when it is a button.
@Suite("Toolbars")
struct ToolbarTests {
    @Test("ToolbarItem(placement:content:) draws its item where the placement says: the bar's leading or trailing corner, its middle, the large title's or subtitle's place, or the bottom toolbar",
          arguments: ["automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
                      "cancellationAction", "destructiveAction", "keyboard", "bottomBar", "navigationBarLeading", "navigationBarTrailing",
                      "topBarLeading", "topBarTrailing", "title", "largeTitle", "subtitle", "largeSubtitle", "topBarPinnedTrailing"])
    func placements(name: String) throws {
        let cases: [String: (ToolbarItemPlacement, String)] = [
            "automatic": (.automatic, "trailing"), "principal": (.principal, "middle"), "navigation": (.navigation, "leading"),
            "primaryAction": (.primaryAction, "trailing"), "secondaryAction": (.secondaryAction, "trailing"),
            "status": (.status, "bottom middle"), "confirmationAction": (.confirmationAction, "trailing"),
            "cancellationAction": (.cancellationAction, "leading"), "destructiveAction": (.destructiveAction, "trailing"),
            "keyboard": (.keyboard, "nowhere"), "bottomBar": (.bottomBar, "bottom leading"),
            "navigationBarLeading": (.navigationBarLeading, "leading"), "navigationBarTrailing": (.navigationBarTrailing, "trailing"),
            "topBarLeading": (.topBarLeading, "leading"), "topBarTrailing": (.topBarTrailing, "trailing"), "title": (.title, "middle"),
            "largeTitle": (.largeTitle, "large title"), "subtitle": (.subtitle, "subtitle"), "largeSubtitle": (.largeSubtitle, "subtitle"),
            "topBarPinnedTrailing": (.topBarPinnedTrailing, "trailing"),
        ]
        let (placement, place) = try #require(cases[name])
        let probe = try ViewProbe(width: 390, height: 400) {
            NavigationStack {
                Color.red
                    .navigationTitle("Title")
                    .toolbar {
                        ToolbarItem(placement: placement) { Button("Item") {} }
                    }
            }
        }
        guard place != "nowhere" else {
            #expect(visibleFrame(of: "Item", in: probe) == nil, "no keyboard, no item")
            return
        }
        let item = try #require(visibleFrame(of: "Item", in: probe))
        switch place {
        case "leading": #expect(abs(item.minX - 16) < 0.5 && abs(item.midY - 22) < 1, "\(item)")
        case "trailing": #expect(abs(item.maxX - 374) < 0.5 && abs(item.midY - 22) < 1, "\(item)")
        case "middle": #expect(abs(item.midX - 195) < 0.5 && abs(item.midY - 22) < 1, "\(item)")
        case "large title": #expect(abs(item.minX - 16) < 0.5 && item.minY >= 44 && item.maxY <= 96, "\(item)")
        case "subtitle": #expect(abs(item.minX - 16) < 0.5 && item.minY > 60, "under the large title: \(item)")
        case "bottom leading": #expect(abs(item.minX - 16) < 0.5 && abs(item.midY - 378) < 1, "\(item)")
        default: #expect(abs(item.midX - 195) < 0.5 && abs(item.midY - 378) < 1, "\(item)")
        }
        #expect(probe.looks.first { $0.label?.text == "Item" }?.label?.color == Color.blue.rgba, "a button in the tint")
    }

    @Test("toolbar(content:) with views puts them in the bar's trailing corner; with ToolbarItems, each at its placement")
    func toolbarForms() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red
                    .toolbar(content: { Button("Done") {} })
                    .toolbar(content: {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    })
            }
        }
        let done = try #require(visibleFrame(of: "Done", in: probe)), cancel = try #require(visibleFrame(of: "Cancel", in: probe))
        #expect(abs(done.maxX - 374) < 0.5 && abs(cancel.minX - 16) < 0.5)
    }

    @Test("ToolbarItem(id:placement:content:) and toolbar(id:content:): customisable items drawn at their placements; showsByDefault: false leaves an item out")
    func customizable() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red.toolbar(id: "editor") {
                    ToolbarItem(id: "bold", placement: .topBarLeading) { Button("Bold") {} }
                    ToolbarItem(id: "share") { Button("Share") {} }
                    ToolbarItem(id: "more", placement: .topBarTrailing, showsByDefault: false) { Button("More") {} }
                    ToolbarItem(id: "less", showsByDefault: true) { Button("Less") {} }
                }
            }
        }
        #expect(abs((visibleFrame(of: "Bold", in: probe)?.minX ?? 0) - 16) < 0.5)
        #expect(visibleFrame(of: "Share", in: probe) != nil && visibleFrame(of: "Less", in: probe) != nil)
        #expect(visibleFrame(of: "More", in: probe) == nil)
    }

    @Test("ToolbarItemGroup(placement:content:) draws its items side by side at one placement; the labelled group draws its items, not its label")
    func groups() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Left") {}
                        Spacer()
                        Button("Right") {}
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("One") {}
                        Button("Two") {}
                    } label: {
                        Text("Group")
                    }
                }
            }
        }
        let left = try #require(visibleFrame(of: "Left", in: probe)), right = try #require(visibleFrame(of: "Right", in: probe))
        #expect(abs(left.minX - 16) < 0.5 && abs(right.maxX - 374) < 0.5 && abs(left.midY - 278) < 1, "spread by the spacer in the 44 pt bottom bar")
        let one = try #require(visibleFrame(of: "One", in: probe)), two = try #require(visibleFrame(of: "Two", in: probe))
        #expect(one.maxX < two.minX && abs(two.maxX - 374) < 0.5)
        #expect(visibleFrame(of: "Group", in: probe) == nil)
    }

    @Test("a ToolbarContent of one's own: its body's items go to their placements")
    func customContent() throws {
        #expect(type(of: EditItems().body) == EditItems.Body.self && EditItems.Body.self != Never.self, "the body is built from items")
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack { Color.red.toolbar { EditItems() } }
        }
        #expect(abs((visibleFrame(of: "Edit", in: probe)?.minX ?? 0) - 16) < 0.5)
        #expect(abs((visibleFrame(of: "Add", in: probe)?.maxX ?? 0) - 374) < 0.5)
    }

    @Test("hidden(_:) leaves items out; sharedBackgroundVisibility(_:), matchedTransitionSource(id:in:) and contentMarginsRemoved(_:) keep them as they are")
    func contentModifiers() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Gone") {} }.hidden()
                    ToolbarItem(placement: .topBarLeading) { Button("Kept") {} }.hidden(false)
                    ToolbarItem(placement: .principal) { Button("Glass") {} }.sharedBackgroundVisibility(.hidden)
                    ToolbarItem(placement: .topBarTrailing) { Button("Zoom") {} }.matchedTransitionSource(id: "zoom", in: Namespace().wrappedValue)
                    ToolbarItem(placement: .bottomBar) { Button("Edge") {} }.contentMarginsRemoved()
                }
            }
        }
        #expect(visibleFrame(of: "Gone", in: probe) == nil)
        #expect(abs((visibleFrame(of: "Kept", in: probe)?.minX ?? 0) - 16) < 0.5)
        #expect(abs((visibleFrame(of: "Glass", in: probe)?.midX ?? 0) - 195) < 0.5)
        #expect(abs((visibleFrame(of: "Zoom", in: probe)?.maxX ?? 0) - 374) < 0.5)
        #expect(abs((visibleFrame(of: "Edge", in: probe)?.midY ?? 0) - 278) < 1)
    }

    @Test("toolbar(_:for:) with a Visibility: .hidden hides the navigation bar or the bottom bar, .visible and .automatic show them",
          arguments: [0, 1, 2])
    func visibility(index: Int) throws {
        let visibility = [Visibility.automatic, .visible, .hidden][index]
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red
                    .navigationTitle("Top")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Bottom") {} } }
                    .toolbar(visibility, for: .navigationBar, .bottomBar)
            }
        }
        let shown = visibility != .hidden
        #expect((visibleFrame(of: "Top", in: probe) != nil) == shown)
        #expect((visibleFrame(of: "Bottom", in: probe) != nil) == shown)
        expectFrame(probe.frames.first, shown ? CGRect(x: 0, y: 96, width: 390, height: 160) : CGRect(x: 0, y: 0, width: 390, height: 300),
                    tolerance: 0.5)
    }

    @Test("ToolbarContentBuilder builds blocks of 1 to 10 items, customisable or not",
          arguments: Array(1...10))
    func builder(count: Int) throws {
        func shown<C: ToolbarContent>(_ content: C) throws -> Set<String> {
            let box = Unchecked(value: content)
            let probe = try ViewProbe(width: 1200, height: 300) { NavigationStack { Color.red.toolbar { box.value } } }
            return Set(visibleTexts(probe.sampled))
        }
        func item(_ index: Int) -> some ToolbarContent { ToolbarItem(placement: .bottomBar) { Text("i\(index)") } }
        func custom(_ index: Int) -> ToolbarItem<String, Text> { ToolbarItem(id: "c\(index)", placement: .bottomBar) { Text("c\(index)") } }
        let plain: Set<String> = switch count {
        case 1: try shown(ToolbarContentBuilder.buildBlock(item(0)))
        case 2: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1)))
        case 3: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2)))
        case 4: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3)))
        case 5: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4)))
        case 6: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4), item(5)))
        case 7: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4), item(5), item(6)))
        case 8: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4), item(5), item(6), item(7)))
        case 9: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4), item(5), item(6), item(7), item(8)))
        default: try shown(ToolbarContentBuilder.buildBlock(item(0), item(1), item(2), item(3), item(4), item(5), item(6), item(7), item(8), item(9)))
        }
        let customisable: Set<String> = switch count {
        case 1: try shown(ToolbarContentBuilder.buildBlock(custom(0)))
        case 2: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1)))
        case 3: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2)))
        case 4: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3)))
        case 5: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4)))
        case 6: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4), custom(5)))
        case 7: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4), custom(5), custom(6)))
        case 8: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4), custom(5), custom(6), custom(7)))
        case 9: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4), custom(5), custom(6), custom(7),
                                                           custom(8)))
        default: try shown(ToolbarContentBuilder.buildBlock(custom(0), custom(1), custom(2), custom(3), custom(4), custom(5), custom(6),
                                                            custom(7), custom(8), custom(9)))
        }
        #expect(plain == Set((0..<count).map { "i\($0)" }))
        #expect(customisable == Set((0..<count).map { "c\($0)" }))
    }

    @Test("ToolbarContentBuilder's buildExpression, buildIf, buildEither and buildLimitedAvailability: if, if/else and if #available in a toolbar, customisable or not",
          arguments: [true, false])
    func builderBranches(flag: Bool) throws {
        let probe = try ViewProbe(width: 1200, height: 300) {
            NavigationStack {
                Color.red
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("i0") }
                        if flag { ToolbarItem(placement: .bottomBar) { Text("i1") } }
                        if flag { ToolbarItem(placement: .bottomBar) { Text("i2") } } else { ToolbarItem(placement: .bottomBar) { Text("i3") } }
                        if #available(iOS 17, *) { ToolbarItem(placement: .bottomBar) { Text("i4") } }
                    }
                    .toolbar(id: "custom") {
                        ToolbarItem(id: "c0", placement: .bottomBar) { Text("c0") }
                        if flag { ToolbarItem(id: "c1", placement: .bottomBar) { Text("c1") } }
                        if flag {
                            ToolbarItem(id: "c2", placement: .bottomBar) { Text("c2") }
                        } else {
                            ToolbarItem(id: "c3", placement: .bottomBar) { Text("c3") }
                        }
                        if #available(iOS 17, *) { ToolbarItem(id: "c4", placement: .bottomBar) { Text("c4") } }
                    }
            }
        }
        let shown = Set(visibleTexts(probe.sampled))
        let expected: Set<String> = flag ? ["i0", "i1", "i2", "i4", "c0", "c1", "c2", "c4"] : ["i0", "i3", "i4", "c0", "c3", "c4"]
        #expect(shown == expected)
        let built = ToolbarContentBuilder.buildExpression(ToolbarItem { Text("x") })
        let customBuilt = ToolbarContentBuilder.buildExpression(ToolbarItem(id: "x") { Text("x") })
        let optional = ToolbarContentBuilder.buildIf(flag ? built : nil), customOptional = ToolbarContentBuilder.buildIf(flag ? customBuilt : nil)
        #expect((optional != nil) == flag && (customOptional != nil) == flag)
        let first: _ConditionalContent<ToolbarItem<(), Text>, ToolbarItem<(), Text>> = ToolbarContentBuilder.buildEither(first: built)
        let second: _ConditionalContent<ToolbarItem<String, Text>, ToolbarItem<String, Text>> = ToolbarContentBuilder.buildEither(second: customBuilt)
        let limited = ToolbarContentBuilder.buildLimitedAvailability(built)
        let customLimited = ToolbarContentBuilder.buildLimitedAvailability(customBuilt as any CustomizableToolbarContent)
        _ = (first, second, limited, customLimited)
    }
}

/// A value carried into a `@Sendable` scene closure, for a test that builds it outside.
private struct Unchecked<T>: @unchecked Sendable {
    let value: T
}
