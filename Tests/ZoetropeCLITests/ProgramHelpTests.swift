import Testing
@testable import ZoetropeCommandLine

@Suite("The help of a program of its own scenes and layouts")
struct ProgramHelpTests {
    @Test("it lists what the program has: its scenes, its layouts, its views, and never an empty list", arguments: [
        ([String](), ["spiral"], ["LAYOUTS: spiral", "layouts of this program", "{\"name\": \"spiral\"}"], ["SCENES:"]),
        (["tiles", "wheel"], [], ["SCENES: tiles, wheel", "scenes written in Swift of this program", "`tool render tiles`"], ["LAYOUTS:"]),
        (["tiles"], ["spiral", "zigzag"], ["SCENES: tiles", "LAYOUTS: spiral, zigzag", "scenes written in Swift and layouts"], ["VIEWS:"]),
        (["tiles"], [], ["SCENES: tiles", "VIEWS: swipe-card", "scenes written in Swift and views", "{\"view\": \"swipe-card\""], ["LAYOUTS:"]),
    ])
    func lists(scenes: [String], layouts: [String], present: [String], absent: [String]) {
        let views = present.contains("VIEWS: swipe-card") ? ["swipe-card"] : []
        let help = ZoetropeCommand.programHelp(program: "tool", scenes: scenes, layouts: layouts, views: views)
        #expect(help.hasPrefix("tool: the zoetrope command line for the "), "\(help)")
        for text in present { #expect(help.contains(text), "\(text) in \(help)") }
        for text in absent { #expect(!help.contains(text), "\(text) in \(help)") }
    }
}
